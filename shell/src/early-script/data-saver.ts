/**
 * Data saver. A parent whose browser asks to save data (Save-Data, `navigator.connection.saveData`)
 * or rates the connection 2g or slower reads the page from its HTML alone: no code is downloaded,
 * neither the shell's nor an area's, until they use a control of the page (a tap or a submit,
 * held and replayed once the code runs, or a form field focused). A link within the site is a
 * plain page load, which costs a few KB of HTML instead of the code. A story's photo waits for its
 * "Show photo" too, which needs no code (`markSavingData`).
 */
import { SAVES_DATA_ATTR } from '@school/shared/fragment';
import { HELD_EVENT } from '@school/shared/page-composition';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(['slow-2g', '2g']);

export function savesData(nav: Navigator = navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformation }).connection;
  return connection?.saveData === true || SLOW.has(connection?.effectiveType ?? '');
}

/**
 * Marks `<html>` with SAVES_DATA_ATTR when the browser saves data, from the `<head>`, before the
 * body is parsed: the page's CSS then keeps each photo behind its "Show photo" (story-photo.tsx).
 * Returns whether it does.
 */
export function markSavingData(doc: Document = document, nav: Navigator = navigator): boolean {
  const saving = savesData(nav);
  if (saving) doc.documentElement.setAttribute(SAVES_DATA_ATTR, '');
  return saving;
}

/**
 * The fields whose focus is a use of the page's code: a form's. A control outside any form (a
 * photo's "Show photo" checkbox) works with the HTML alone.
 */
const FORM_FIELDS = 'form input, form select, form textarea';

/** Calls `start` once, on the parent's first use of `content`: a held tap or submit, or a form's field focused. */
export function startOnFirstUse(content: HTMLElement, start: () => void): void {
  const onFocus = (event: FocusEvent) => {
    if ((event.target as Element | null)?.matches(FORM_FIELDS)) used();
  };
  const used = () => {
    content.removeEventListener(HELD_EVENT, used);
    content.removeEventListener('focusin', onFocus);
    start();
  };
  content.addEventListener(HELD_EVENT, used);
  content.addEventListener('focusin', onFocus);
}
