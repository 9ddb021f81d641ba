/**
 * The fragment slot: an element of the shell's HTML, inside <main>, which holds the current route's
 * prerendered HTML (written in by the deploys, or put in by the early script: show-fragment.ts and
 * @school/shared/page-composition), and which the area's outlet then
 * takes as the element its area renders into. The slot never moves: the area's code hydrates the
 * nodes the parent is already reading, where they are. The two sides talk only through this
 * element and these events.
 */
import { FORM_ENDPOINT_TOKEN } from '@school/shared/build-contract';
import type { LiveCopy } from '@school/shared/page-composition';
import { normalisePath } from '../routing/normalise-path';

export { BUILD_PLACEHOLDER, EMPTY_SLOT, type LiveCopy } from '@school/shared/page-composition';

export const FRAGMENT_SLOT_ID = 'area-fragment';
/** Fired on the slot when the early script has put the fragment into it. */
export const SHOWN_EVENT = 'school:fragment-shown';
/** Fired on the slot when a tap or a submit was held because the area's code is not running yet. */
export const HELD_EVENT = 'school:fragment-held';
/** The control a held tap was made on: the early script marks it busy until the tap is replayed. */
export const HELD_CONTROL = '[aria-busy="true"]';
/**
 * Fired by the code that takes over what the early script held taps on: on the slot by the outlet
 * once the area's code runs, on #root by the shell once it has rendered the header. Held actions
 * are replayed.
 */
export const RELEASE_EVENT = 'school:fragment-release';
/**
 * Fired on the slot when the area's code is not coming (it failed to load, or the shell's own code
 * did): a held submit is then sent by the browser, as the form's own post to the form service.
 */
export const GIVE_UP_EVENT = 'school:fragment-give-up';

/**
 * The slot's markup in the shell's HTML for a route of `remote`, inside <main>. It names the form
 * service by the token each deploy fills in (fillEnvironment), for the forms of a fragment that
 * the early script fetches.
 */
export function fragmentSlotHtml(remote: string, path: string, live: LiveCopy): string {
  return `<div id="${FRAGMENT_SLOT_ID}" data-remote="${remote}" data-path="${path}" data-live="${live.url}" data-live-build-dir="${live.buildDir}" data-form-endpoint="${FORM_ENDPOINT_TOKEN}"></div>`;
}

/** The page's slot, if it is still unclaimed and was made for `path`. Reads only. */
export function findFragmentSlot(doc: Document, path: string): HTMLElement | null {
  const slot = doc.getElementById(FRAGMENT_SLOT_ID);
  return slot?.dataset.path === normalisePath(path) ? slot : null;
}

/**
 * On <html> while Firebase has kept a signed-in user: the page's first styles hide the unclaimed
 * slot (by its id) until the shell, after its first auth check, claims it.
 */
export const KEPT_USER_ATTR = 'data-kept-user';

/** Takes the slot for its outlet, once; it is no longer the unclaimed slot that a kept sign-in hides. */
export function claimFragmentSlot(slot: HTMLElement): void {
  slot.removeAttribute('id');
}

/** Drops a slot no outlet claimed (the not-found page, or another page by now). */
export function discardFragmentSlot(doc: Document): void {
  doc.getElementById(FRAGMENT_SLOT_ID)?.remove();
}
