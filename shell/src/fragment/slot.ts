/**
 * The fragment slot: an element of the shell's HTML, after #root, into which the early script
 * (show-fragment.ts) puts the current route's prerendered HTML, and which the area's outlet then
 * moves into its own element. The two talk only through this element and these events.
 */
import { stampPageElapsed } from '@school/shared/fragment';
import { normalisePath } from '../normalise-path';

export const FRAGMENT_SLOT_ID = 'area-fragment';
/** Fired on the slot when the early script has put the fragment into it. */
export const SHOWN_EVENT = 'school:fragment-shown';
/** Fired on the slot when a tap or a submit was held because the area's code is not running yet. */
export const HELD_EVENT = 'school:fragment-held';
/** Fired on the slot by the outlet once the area's code has taken over: held actions are replayed. */
export const RELEASE_EVENT = 'school:fragment-release';

/**
 * The slot's markup in the shell's HTML for a route of `remote`: a <section>, so that the page's
 * own <header> in the fragment is never taken for the site's banner while it sits outside <main>.
 */
export function fragmentSlotHtml(remote: string, path: string): string {
  return `<section id="${FRAGMENT_SLOT_ID}" data-remote="${remote}" data-path="${path}"></section>`;
}

/**
 * Takes the slot out of the page's static HTML, once: returns it, moved into `host`, when it was
 * made for `path`; otherwise discards it (another page is showing now).
 */
export function claimFragmentSlot(doc: Document, path: string, host: HTMLElement | null): HTMLElement | null {
  const slot = doc.getElementById(FRAGMENT_SLOT_ID);
  if (!slot) return null;
  slot.removeAttribute('id');
  if (!host || slot.dataset.path !== normalisePath(path)) {
    slot.remove();
    return null;
  }
  // Moving an element restarts its CSS animations: they are told how long the page has been open.
  stampPageElapsed(slot);
  host.append(slot);
  slot.hidden = false;
  return slot;
}

/** Drops a slot no outlet claimed (the not-found page). */
export function discardFragmentSlot(doc: Document): void {
  claimFragmentSlot(doc, '', null);
}
