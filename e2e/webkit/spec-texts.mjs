// The spec's words the checks look for. The messages are the spec's error catalogue (its section
// 8, in shared/src/forms/messages.ts); the result pages are the site's own
// (shared/src/forms/result-pages.ts), where a form posted with no script lands. Node runs these
// files as they are, so the TypeScript sources are not imported: a change there fails here.

export const MESSAGES = {
  admission: 'Application submitted successfully! We will contact you soon.',
  contact: 'Thank you for your message! We will get back to you soon.',
  newsletter: 'Thank You for Subscribing!',
  jobApplication: 'Thank you for your application! We will review it and contact you soon.',
};

/** `/forms/<form>/sent`: its heading and the message under it. */
export const SENT_PAGES = {
  admission: { path: '/forms/admission/sent', title: 'Application sent', message: MESSAGES.admission },
  contact: { path: '/forms/contact/sent', title: 'Message sent', message: MESSAGES.contact },
  newsletter: {
    path: '/forms/newsletter/sent',
    title: MESSAGES.newsletter,
    message: 'The newsletters you chose will come to the e-mail address you gave.',
  },
  'job-application': {
    path: '/forms/job-application/sent',
    title: 'Application sent',
    message: MESSAGES.jobApplication,
  },
};

/** Each route's main heading (the spec's where it names one: News & Events, Career Opportunities). */
export const MAIN_HEADINGS = {
  '/': 'Welcome to Al-Ihsan School',
  '/about': 'About Us',
  '/admissions': 'Admissions',
  '/academics': 'Academics',
  '/news-events': 'News & Events',
  '/newsletter': 'Subscribe to Our Newsletter',
  '/jobs': 'Career Opportunities',
  '/contact': 'Contact Us',
};
