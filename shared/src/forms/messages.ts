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

/**
 * Added to a form's error when the phone reports no connection (docs/requirements.md#messages
 * keeps the error itself): the site's pages may read from the phone's saved copies, but a form
 * needs the line.
 */
export const OFFLINE_NOTE =
  'Your phone is offline. What you typed is kept here: send it again when the connection is back.';

/** The offline note for a failed send made while the phone is offline, else undefined. */
export function offlineNoteFor(failed: boolean): string | undefined {
  return failed && typeof navigator !== 'undefined' && navigator.onLine === false ? OFFLINE_NOTE : undefined;
}
