// The one protocol of a page's fragment slot: the shell's build writes it, empty, into <main> of
// each page (fragmentSlotHtml); the deploy (scripts/release/compose.mjs) reads which remote's
// content goes into it and writes that content in, so the content comes with the page's HTML; the
// early script and the area's outlet find it by its id and path (readSlot) and hydrate it where it
// is. The browser never composes a page. Plain JS with no imports, so the deploy (Node), the
// shell's build and the shell's code share one copy.

/** The slot's id in the shell's HTML, inside <main>, until an outlet claims it. */
export const FRAGMENT_SLOT_ID = 'area-fragment';

/** The slot's attributes: what the page build writes and readSlot reads. */
export const SLOT_ATTRS = {
  /** The remote whose content it holds: its folder, its one name (site-layout.js remoteNames). */
  remote: 'data-remote',
  /** The route or page of its own it was made for (normalised: no trailing slash). */
  path: 'data-path',
};

/** Fired on the slot when a tap or a submit was held because the area's code is not running yet. */
export const HELD_EVENT = 'school:fragment-held';
/** The control a held tap was made on: the early script marks it busy until the tap is replayed. */
export const HELD_CONTROL = '[aria-busy="true"]';
/**
 * Fired on the slot by the area's outlet once the area's code runs: the early script stops
 * holding taps and replays the one it held.
 */
export const RELEASE_EVENT = 'school:fragment-release';
/**
 * Fired on the slot when the area's code is not coming (it failed to load, or the shell's own code
 * did): a held submit is then sent by the browser, as the form's own post to the form service.
 */
export const GIVE_UP_EVENT = 'school:fragment-give-up';
/**
 * On <html> while a signed-in visitor is kept: the page's first styles hide the unclaimed slot
 * (by its id) until the shell, after its first auth check, claims it.
 */
export const KEPT_USER_ATTR = 'data-kept-user';

/** @param {string} text */
const attributeValue = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * The slot's markup in the shell's HTML for `remote`'s content at `path`, inside <main>, empty.
 * @param {string} remote
 * @param {string} path
 */
export const fragmentSlotHtml = (remote, path) =>
  `<div id="${FRAGMENT_SLOT_ID}" ${SLOT_ATTRS.remote}="${attributeValue(remote)}" ${SLOT_ATTRS.path}="${attributeValue(path)}"></div>`;

/**
 * @typedef {object} FragmentSlot
 * @property {string} remote
 * @property {string} path
 */

/**
 * What a slot says, read through `attribute` (an element's getAttribute, in the browser or on
 * the deploy's parsed page): its remote and path. Null when it names no remote or path.
 * @param {(name: string) => string | null | undefined} attribute
 * @returns {FragmentSlot | null}
 */
export function readSlot(attribute) {
  const remote = attribute(SLOT_ATTRS.remote);
  const path = attribute(SLOT_ATTRS.path);
  return remote && typeof path === 'string' ? { remote, path } : null;
}
