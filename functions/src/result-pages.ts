// Where a no-script post's answer goes: `_next` (after a success) and `_error` (after a failure),
// only ever rebuilt as one of the site's own result pages, never echoed.
import { Refusal } from './refusal.js';

/**
 * The forms with result pages: FORM_NAMES in shared/src/forms/result-pages.ts, whose pages are
 * /forms/<form>/sent and /forms/<form>/failed (a test keeps the two lists equal).
 */
export const RESULT_FORMS = ['admission', 'contact', 'newsletter', 'job-application'] as const;
export type FormName = (typeof RESULT_FORMS)[number];

/** Which outcome's page each redirect field names. */
const REDIRECT_FIELDS = { _next: 'sent', _error: 'failed' } as const;
type RedirectField = keyof typeof REDIRECT_FIELDS;
const RESULT_PAGE = /^\/forms\/([a-z-]+)\/(?:sent|failed)$/;

export interface Redirects {
  _next: string;
  _error: string;
  /** The form the pages belong to. */
  form: FormName;
}

const isFormName = (name: string | undefined): name is FormName => RESULT_FORMS.some((form) => form === name);

/** What a relative path is resolved against: the site itself, whatever its origin. */
const SITE = 'http://site.invalid';

/**
 * The form whose result page a redirect field names: its value must be a path on the site (the
 * service is on the site's origin, so the browser follows it there), /forms/<form>/sent or
 * /failed for one of RESULT_FORMS; else null. Query and fragment are ignored: the page is
 * rebuilt, never echoed. An absolute URL, `//host` or a backslash is never a path on the site.
 */
function resultFormOf(value: unknown): FormName | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return null;
  const url = new URL(value, SITE);
  const form = url.origin === SITE ? RESULT_PAGE.exec(url.pathname)?.[1] : undefined;
  return isFormName(form) ? form : null;
}

/**
 * Where a form post's answer goes: `_next` and `_error` as the site's own result pages, or null
 * when it names none (the answer is then JSON). A field that names no result page is replaced by
 * the page for the form the other one names; when neither names one, a field that was sent is
 * refused (400), naming it.
 */
export function redirectsOf(fields: ReadonlyMap<string, unknown>): Redirects | null {
  const names = Object.keys(REDIRECT_FIELDS) as RedirectField[];
  const sent = names.filter((name) => (fields.get(name) ?? '') !== '');
  if (sent.length === 0) return null;
  const named = { _next: resultFormOf(fields.get('_next')), _error: resultFormOf(fields.get('_error')) };
  const form = named._next ?? named._error;
  if (!form) {
    throw new Refusal(400, "Must be one of the site's result pages, such as /forms/contact/sent", {
      field: sent[0] ?? null,
    });
  }
  const pageFor = (name: RedirectField) => `/forms/${named[name] ?? form}/${REDIRECT_FIELDS[name]}`;
  return { _next: pageFor('_next'), _error: pageFor('_error'), form };
}
