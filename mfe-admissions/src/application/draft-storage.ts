import { ADMISSION_KEYS, type AdmissionApplication } from '@school/shared/forms';

/** Where the unfinished application is kept on this device (the shell's origin). */
export const DRAFT_STORAGE_KEY = 'school.admissions.application-draft.v1';

export type ApplicationDraft = Partial<AdmissionApplication>;

/** Keeps only the application's own keys with string values, so a stale or tampered entry cannot break the form. */
function sanitize(value: unknown): ApplicationDraft | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const draft: ApplicationDraft = {};
  for (const key of ADMISSION_KEYS) {
    const field = (value as Record<string, unknown>)[key];
    if (typeof field === 'string' && field !== '') draft[key] = field;
  }
  return Object.keys(draft).length > 0 ? draft : null;
}

// Storage can throw (disabled, private mode, quota): a draft is a convenience, never a reason to fail.
export function loadDraft(): ApplicationDraft | null {
  try {
    const raw = localStorage.getItem(DRAFT_STORAGE_KEY);
    return raw ? sanitize(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Saves the values, or removes the draft when every field is empty. */
export function saveDraft(values: object): void {
  const draft = sanitize(values);
  try {
    if (draft) localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    else localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to do: the form itself still works.
  }
}

export function removeDraft(): void {
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // As above.
  }
}
