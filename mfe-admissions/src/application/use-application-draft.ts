import { useAuth } from '@school/shared/area';
import { ADMISSION_KEYS, isTyped, readForm } from '@school/shared/forms';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { loadDraft, removeDraft, saveDraft, type ApplicationDraft } from './draft-storage';
import { takeSentMark } from './sent-mark';

/** How long typing must pause before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** Fills the draft into the fields the parent has not typed in since the page showed: what they typed wins. */
function fillForm(form: HTMLFormElement, draft: ApplicationDraft) {
  for (const key of ADMISSION_KEYS) {
    const field = form.elements.namedItem(key);
    const value = draft[key];
    if (
      value !== undefined &&
      (field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement) &&
      !isTyped(field)
    ) {
      field.value = value;
    }
  }
}

/**
 * Keeps the application as a draft on this phone while it is typed (draft-storage.ts), restores
 * it into the (uncontrolled) form once the sign-in state is known, and writes a pending save at
 * once when the page is hidden or left, so a reload, a closed tab or a crash loses nothing. A
 * phone may be shared, so the draft does not outstay its use: it expires a week after it was last
 * typed in, goes after a send (with the code, `discard`; with no script, the result page's mark,
 * sent-mark.ts), and a draft typed while signed in goes, with the form's values, when that user
 * signs out. `kept` says whether a draft is kept now; `restored`, whether it came from before.
 */
export function useApplicationDraft(formRef: RefObject<HTMLFormElement | null>) {
  const auth = useAuth();
  const uid = auth.status === 'signedIn' ? auth.user.uid : null;
  const [restored, setRestored] = useState(false);
  const [kept, setKept] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Changes typed since the last write. */
  const dirty = useRef(false);
  /** Who is signed in, for the next save. */
  const owner = useRef(uid);
  /**
   * The form that was typed into. React detaches formRef before the unmount's cleanup runs, so
   * a visitor who leaves the page within DRAFT_SAVE_DELAY_MS of typing would otherwise lose it.
   */
  const typedForm = useRef<HTMLFormElement | null>(null);

  const cancelPending = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
  }, []);

  const flush = useCallback(() => {
    if (!dirty.current) return;
    cancelPending();
    const form = formRef.current ?? typedForm.current;
    if (form) setKept(saveDraft(readForm(form, ADMISSION_KEYS), owner.current));
  }, [cancelPending, formRef]);

  const scheduleSave = useCallback(() => {
    dirty.current = true;
    typedForm.current = formRef.current;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
  }, [flush, formRef]);

  /** Forgets the draft (the caller clears the form). */
  const discard = useCallback(() => {
    cancelPending();
    removeDraft();
    setRestored(false);
    setKept(false);
  }, [cancelPending]);

  // Restored once, when the sign-in state is known: whose draft it is decides whether it shows.
  const settled = auth.status !== 'loading';
  const checked = useRef(false);
  useEffect(() => {
    if (!settled || checked.current) return;
    checked.current = true;
    if (takeSentMark()) return removeDraft();
    const draft = loadDraft();
    if (!draft) return;
    if (draft.owner !== null && draft.owner !== uid) return removeDraft();
    if (formRef.current) {
      fillForm(formRef.current, draft.fields);
      setRestored(true);
      setKept(true);
    }
  }, [settled, uid, formRef]);

  // A sign-out (or another account) ends the draft typed while signed in, and what is on screen.
  useEffect(() => {
    const before = owner.current;
    owner.current = uid;
    if (before === null || before === uid || !checked.current) return;
    const typedSince = dirty.current;
    cancelPending();
    if (typedSince || loadDraft()?.owner === before) {
      removeDraft();
      formRef.current?.reset();
      setRestored(false);
      setKept(false);
    }
  }, [uid, cancelPending, formRef]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  return { restored, kept, scheduleSave, flush, discard };
}
