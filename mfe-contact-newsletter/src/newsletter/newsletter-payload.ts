import { readForm, type FormServiceExtras, type NewsletterSubscription } from '@school/shared/forms';

/**
 * The chosen preferences as one string, in the order shown, joined by ', ' ('' for none). The
 * form's hidden empty `preferences` (for a post with no script) is not a choice.
 */
export function joinPreferences(values: readonly FormDataEntryValue[]): string {
  return values.filter((value): value is string => typeof value === 'string' && value !== '').join(', ');
}

/** Call 6's payload: email, firstName, lastName, preferences, in that order (plus a filled honeypot). */
export function newsletterPayload(form: HTMLFormElement): NewsletterSubscription & FormServiceExtras {
  const { _gotcha, ...fields } = readForm(form, ['email', 'firstName', 'lastName'] as const);
  const payload: NewsletterSubscription & FormServiceExtras = {
    email: fields.email,
    firstName: fields.firstName,
    lastName: fields.lastName,
    preferences: joinPreferences(new FormData(form).getAll('preferences')),
  };
  if (_gotcha !== undefined) payload._gotcha = _gotcha;
  return payload;
}
