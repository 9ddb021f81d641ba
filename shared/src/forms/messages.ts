/** The messages of docs/requirements.md#messages, each written once. */
export const MESSAGES = {
  admission: {
    success: 'Application submitted successfully! We will contact you soon.',
    error: 'Error submitting application. Please try again.',
  },
  contact: {
    success: 'Thank you for your message! We will get back to you soon.',
    error: 'There was an error sending your message. Please try again.',
  },
  newsletter: {
    success: 'Thank You for Subscribing!',
    error: 'There was an error subscribing. Please try again.',
  },
  jobApplication: {
    success: 'Thank you for your application! We will review it and contact you soon.',
    error: 'Error submitting application. Please try again.',
  },
} as const;
