import { MESSAGES } from './messages';

/**
 * What a form post with no script comes back to: the form service answers it with a redirect to
 * the site's own page for that form and outcome (docs/architecture.md#forms). The shell's build
 * writes these pages with the layout and no code; each form names them in its hidden `_next`
 * and `_error` fields.
 */
export const FORM_NAMES = ['admission', 'contact', 'newsletter', 'job-application'] as const;
export type FormName = (typeof FORM_NAMES)[number];
export type FormOutcome = 'sent' | 'failed';

/** "/forms/contact/sent": a page of the site, not a route of any area. */
export const resultPagePath = (form: FormName, outcome: FormOutcome) => `/forms/${form}/${outcome}`;

export const BACK_BUTTON_HINT =
  'Your browser’s Back button takes you to the form with everything you typed still in it, ready to send again.';

interface Outcome {
  title: string;
  message: string;
  /** A link to the form's page, and its words. */
  link: string;
}

interface FormPage {
  /** The page the form is on. */
  href: string;
  sent: Outcome;
  failed: Outcome;
}

const FORM_PAGES: Record<FormName, FormPage> = {
  admission: {
    href: '/admissions',
    sent: { title: 'Application sent', message: MESSAGES.admission.success, link: 'Back to Admissions' },
    failed: {
      title: 'Application not sent',
      message: MESSAGES.admission.error,
      link: 'Open an empty application form',
    },
  },
  contact: {
    href: '/contact',
    sent: { title: 'Message sent', message: MESSAGES.contact.success, link: 'Back to Contact Us' },
    failed: { title: 'Message not sent', message: MESSAGES.contact.error, link: 'Open an empty message form' },
  },
  newsletter: {
    href: '/newsletter',
    sent: {
      title: MESSAGES.newsletter.success,
      message: 'The newsletters you chose will come to the e-mail address you gave.',
      link: 'Subscribe Another Email',
    },
    failed: {
      title: 'Subscription not sent',
      message: MESSAGES.newsletter.error,
      link: 'Open an empty subscription form',
    },
  },
  'job-application': {
    href: '/jobs',
    sent: { title: 'Application sent', message: MESSAGES.jobApplication.success, link: 'Back to Careers' },
    failed: { title: 'Application not sent', message: MESSAGES.jobApplication.error, link: 'Back to Careers' },
  },
};

export interface ResultPage {
  form: FormName;
  outcome: FormOutcome;
  path: string;
  title: string;
  message: string;
  /** Only on a failure: how to get back to what was typed. */
  hint?: string;
  link: { href: string; label: string };
}

/** Every result page, two per form. */
export const RESULT_PAGES: readonly ResultPage[] = FORM_NAMES.flatMap((form) =>
  (['sent', 'failed'] as const).map((outcome) => {
    const { href, [outcome]: result } = FORM_PAGES[form];
    return {
      form,
      outcome,
      path: resultPagePath(form, outcome),
      title: result.title,
      message: result.message,
      ...(outcome === 'failed' ? { hint: BACK_BUTTON_HINT } : {}),
      link: { href, label: result.link },
    };
  }),
);
