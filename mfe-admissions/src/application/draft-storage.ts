import { ADMISSION_KEYS, type AdmissionApplication } from '@school/shared/forms';

/**
 * Where the unfinished application is kept on this phone (the shell's origin): its fields, when
 * it was last saved and who was signed in when it was (docs/architecture.md#forms).
 */
export const DRAFT_STORAGE_KEY = 'school.admissions.application-draft.v2';
/** The drafts kept before they had an age: removed on sight, as nothing says how old they are. */
export const LEGACY_DRAFT_STORAGE_KEY = 'school.admissions.application-draft.v1';
/** How long a draft is kept after it was last typed in: a child's details do not stay on a shared phone. */
export const DRAFT_KEEP_DAYS = 7;
export const DRAFT_KEEP_MS = DRAFT_KEEP_DAYS * 24 * 60 * 60 * 1000;
/** A phone's clock put right may leave a draft saved "in the future": more than this is a bad entry. */
const CLOCK_SLACK_MS = 24 * 60 * 60 * 1000;

export type ApplicationDraft = Partial<AdmissionApplication>;

export interface KeptDraft {
  fields: ApplicationDraft;
  /** When it was last saved (ms since the epoch). */
  savedAt: number;
  /** The uid of the user signed in when it was saved, or null. */
  owner: string | null;
}

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

function parse(value: unknown): KeptDraft | null {
  if (value === null || typeof value !== 'object') return null;
  const { fields, savedAt, owner } = value as Record<string, unknown>;
  const kept = sanitize(fields);
  if (!kept || typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  return { fields: kept, savedAt, owner: typeof owner === 'string' && owner !== '' ? owner : null };
}

// Storage can throw (disabled, private mode, quota): a draft is a convenience, never a reason to fail.

/** The draft kept on this phone, or null; one past its week (or unreadable) is removed. */
export function loadDraft(now = Date.now()): KeptDraft | null {
  try {
    localStorage.removeItem(LEGACY_DRAFT_STORAGE_KEY);
    const raw = localStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const draft = parse(JSON.parse(raw));
    if (draft && now - draft.savedAt < DRAFT_KEEP_MS && draft.savedAt - now < CLOCK_SLACK_MS) return draft;
    localStorage.removeItem(DRAFT_STORAGE_KEY);
    return null;
  } catch {
    removeDraft();
    return null;
  }
}

/**
 * Saves the values as the draft of `owner` (the signed-in user's uid, or null), or removes the
 * draft when every field is empty. Returns whether a draft is kept.
 */
export function saveDraft(values: object, owner: string | null, now = Date.now()): boolean {
  const fields = sanitize(values);
  try {
    if (fields) {
      const draft: KeptDraft = { fields, savedAt: now, owner };
      localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
    } else {
      localStorage.removeItem(DRAFT_STORAGE_KEY);
    }
    return fields !== null;
  } catch {
    // Nothing to do: the form itself still works.
    return false;
  }
}

export function removeDraft(): void {
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
    localStorage.removeItem(LEGACY_DRAFT_STORAGE_KEY);
  } catch {
    // As above.
  }
}
