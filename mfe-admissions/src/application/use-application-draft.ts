import { ADMISSION_KEYS, isTyped, readForm } from '@school/shared/forms';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { loadDraft, removeDraft, saveDraft, type ApplicationDraft } from './draft-storage';

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
 * Keeps the application as a draft in localStorage while it is typed, restores it into the
 * (uncontrolled) form on mount, and writes a pending save at once when the page is hidden or
 * left, so a reload, a closed tab or a crash loses nothing.
 */
export function useApplicationDraft(formRef: RefObject<HTMLFormElement | null>) {
  const [restored, setRestored] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Changes typed since the last write. */
  const dirty = useRef(false);
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
    if (form) saveDraft(readForm(form, ADMISSION_KEYS));
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
  }, [cancelPending]);

  useEffect(() => {
    const draft = loadDraft();
    if (draft && formRef.current) {
      fillForm(formRef.current, draft);
      setRestored(true);
    }
  }, [formRef]);

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

  return { restored, scheduleSave, flush, discard };
}
