// The e-mail each stored submission queues for the school: to the recipients of its form, in the
// Trigger Email extension's document shape ({ to, message: { subject, text } }).
import { RESULT_FORMS, type FormName } from './result-pages.js';

/**
 * The keys each form's JSON sends: shared/src/forms/payloads.ts (a test keeps them equal), here
 * only to tell the forms apart. The function is deployed from this folder alone, so it cannot
 * import them.
 */
export const FORM_KEYS: Record<FormName, readonly string[]> = {
  admission: ['surname', 'otherNames', 'dateOfBirth', 'fatherName', 'motherName', 'classIntended'],
  contact: ['name', 'email', 'phone', 'subject', 'message'],
  newsletter: ['email', 'firstName', 'lastName', 'preferences'],
  'job-application': ['fullName', 'email', 'phone', 'position', 'experience', 'education', 'coverLetter'],
};

const TITLES: Record<FormName, string> = {
  admission: 'Admission application',
  contact: 'Contact message',
  newsletter: 'Newsletter subscription',
  'job-application': 'Job application',
};

/** Who is told of each form's submissions. */
export type Recipients = Record<FormName, string[]>;

export interface Notification {
  to: string[];
  message: { subject: string; text: string };
}

/**
 * Which form a submission is: the one its result pages name (a post with no script), else the
 * one whose keys it carries (the code's JSON); a submission that is neither is the contact form's,
 * the school office's.
 */
export function formNameOf(data: Record<string, string>, named: FormName | null = null): FormName {
  if (named) return named;
  return RESULT_FORMS.find((form) => FORM_KEYS[form].every((key) => Object.hasOwn(data, key))) ?? 'contact';
}

/** The notification of a stored submission: its fields, one a line, to its form's recipients. */
export function notificationOf(
  { form, data, receivedAt }: { form: string; data: Record<string, string>; receivedAt: string },
  formName: FormName,
  recipients: Recipients,
): Notification {
  const who =
    data.fullName ||
    data.name ||
    [data.firstName, data.lastName].filter(Boolean).join(' ') ||
    data.surname ||
    data.email;
  // One line: a value's line breaks never reach the mail's headers.
  const subject = `${TITLES[formName]} from the website${who ? `: ${who}` : ''}`.replace(/\s+/g, ' ').slice(0, 200);
  const lines = Object.entries(data).map(
    ([name, value]) => `${name}: ${value.includes('\n') ? `\n${value}\n` : value}`,
  );
  const text = [`${TITLES[formName]}, received ${receivedAt} (${form})`, '', ...lines].join('\n');
  return { to: [...recipients[formName]], message: { subject, text } };
}

/** The recipients from an environment's variables (FORM_RECIPIENTS_<FORM>, comma-separated addresses). */
export function recipientsFromEnv(env: Record<string, string | undefined>): Recipients {
  return checkedRecipients(
    Object.fromEntries(
      RESULT_FORMS.map((form) => [
        form,
        (env[recipientsVariable(form)] ?? '')
          .split(',')
          .map((address) => address.trim())
          .filter(Boolean),
      ]),
    ) as Recipients,
  );
}

/** The recipients, when every form has at least one address and none is still a placeholder. */
export function checkedRecipients(recipients: Recipients): Recipients {
  for (const form of RESULT_FORMS) {
    const list = recipients[form] ?? [];
    const bad = list.find((address) => !/^[^\s@,]+@[^\s@,]+$/.test(address) || address.includes('REPLACE_WITH_'));
    if (list.length === 0 || bad !== undefined) {
      throw new Error(
        `${recipientsVariable(form)} must list e-mail addresses${bad === undefined ? '' : `, not "${bad}"`}`,
      );
    }
  }
  return recipients;
}

/** FORM_RECIPIENTS_ADMISSION, …, FORM_RECIPIENTS_JOB_APPLICATION. */
export const recipientsVariable = (form: FormName) => `FORM_RECIPIENTS_${form.toUpperCase().replaceAll('-', '_')}`;
