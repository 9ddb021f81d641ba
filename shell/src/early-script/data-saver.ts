/**
 * Data saver. A parent whose browser asks to save data (Save-Data, `navigator.connection.saveData`)
 * or rates the connection 2g or slower reads the page from its HTML alone: no code is downloaded,
 * neither the shell's nor an area's, until they use a control of the page (a tap or a submit,
 * held and replayed once the code runs, or a form field focused). A link within the site is a
 * plain page load, which costs a few KB of HTML instead of the code.
 */
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

const FIELDS = 'input, select, textarea';

/** Calls `start` once, on the parent's first use of `content`: a held tap or submit, or a field focused. */
export function startOnFirstUse(content: HTMLElement, start: () => void): void {
  const onFocus = (event: FocusEvent) => {
    if ((event.target as Element | null)?.matches(FIELDS)) used();
  };
  const used = () => {
    content.removeEventListener(HELD_EVENT, used);
    content.removeEventListener('focusin', onFocus);
    start();
  };
  content.addEventListener(HELD_EVENT, used);
  content.addEventListener('focusin', onFocus);
}
