/** Exactly the keys each form sends (docs/requirements.md#entities, #calls); all values are strings. */

export const ADMISSION_PUPIL_KEYS = [
  'surname',
  'otherNames',
  'sex',
  'dateOfBirth',
  'placeOfBirth',
  'city',
  'lga',
  'state',
  'height',
  'weight',
  'preferredHospital',
  'allergies',
  'homePhone',
  'livesWith',
  'homeAddress',
  'permanentAddress',
  'fatherName',
  'fatherContactAddress',
  'fatherPermanentAddress',
  'fatherPhone',
  'fatherWhatsapp',
  'motherName',
  'motherContactAddress',
  'motherPermanentAddress',
  'motherPhone',
  'motherWhatsapp',
] as const;

export const ADMISSION_OFFICIAL_KEYS = [
  'teacher',
  'classIntended',
  'lastClass',
  'lastSchool',
  'lastSchoolPerformance',
  'mathsScore',
  'readingScore',
  'grammarScore',
  'genPaperScore',
  'dateOfScreening',
  'classAdmitted',
  'admissionNo',
  'informantName',
  'informantSignature',
] as const;

export const ADMISSION_KEYS = [...ADMISSION_PUPIL_KEYS, ...ADMISSION_OFFICIAL_KEYS] as const;
export type AdmissionApplication = Record<(typeof ADMISSION_KEYS)[number], string>;

export const CONTACT_KEYS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type ContactMessage = Record<(typeof CONTACT_KEYS)[number], string>;

export const NEWSLETTER_KEYS = ['email', 'firstName', 'lastName', 'preferences'] as const;
export type NewsletterSubscription = Record<(typeof NEWSLETTER_KEYS)[number], string>;

export const JOB_APPLICATION_KEYS = [
  'fullName',
  'email',
  'phone',
  'position',
  'experience',
  'education',
  'coverLetter',
] as const;
export type JobApplication = Record<(typeof JOB_APPLICATION_KEYS)[number], string>;

/** The form service's honeypot: sent only when something filled it, so the service drops it. */
export interface FormServiceExtras {
  _gotcha?: string;
}

/**
 * Reads exactly `keys` from a form as strings ('' for an empty or missing field), plus the
 * honeypot when a bot filled it. Checkbox groups are not read here: the newsletter joins them.
 */
export function readForm<K extends string>(
  form: HTMLFormElement,
  keys: readonly K[],
): Record<K, string> & FormServiceExtras {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const key of keys) {
    const value = data.get(key);
    values[key] = typeof value === 'string' ? value : '';
  }
  const gotcha = data.get('_gotcha');
  if (typeof gotcha === 'string' && gotcha !== '') values._gotcha = gotcha;
  return values as Record<K, string> & FormServiceExtras;
}
