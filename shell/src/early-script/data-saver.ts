/**
 * Data saver. A parent whose browser asks to save data (Save-Data, `navigator.connection.saveData`)
 * or rates the connection 2g or slower reads the page from its HTML alone: no code is downloaded,
 * neither the shell's nor an area's, until they use a control of the page (a tap or a submit,
 * held and replayed once the code runs, or a form field focused). A link within the site is a
 * plain page load, which costs a few KB of HTML instead of the code. A story's photo waits for its
 * "Show photo" too, which needs no code. Both follow the mark that the script before the early
 * script sets on <html> (SAVES_DATA_SCRIPT, @school/shared/saves-data), on every page.
 */
import { SAVES_DATA_ATTR } from '@school/shared/saves-data';
import { HELD_EVENT } from '@school/shared/page-composition';

export const savesData = (doc: Document = document): boolean => doc.documentElement.hasAttribute(SAVES_DATA_ATTR);

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
