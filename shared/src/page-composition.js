// The one protocol of a page's fragment slot (docs/architecture.md#loading-and-hydration): the
// shell's build writes it empty, the deploy writes the content it asks for into it, the early
// script and the outlet find it. Plain JS with no imports, so the deploy (Node), the shell's
// build and the shell's code share one copy.

/** The slot's id in the shell's HTML, inside <main>, until an outlet claims it. */
export const FRAGMENT_SLOT_ID = 'area-fragment';

/**
 * The slot's attributes: its remote's folder (site-layout.js remoteNames), and the route or page
 * of its own it was made for (normalised: no trailing slash).
 */
export const SLOT_ATTRS = { remote: 'data-remote', path: 'data-path' };

/** Fired on the slot when a tap or a submit was held because the area's code is not running yet. */
export const HELD_EVENT = 'school:fragment-held';
/** The control a held tap was made on: the early script marks it busy until the tap is replayed. */
export const HELD_CONTROL = '[aria-busy="true"]';
/** Fired on the slot by the outlet once the area's code runs: the early script replays the held tap. */
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

/**
 * Text made safe where HTML or XML is written by hand (the slot, a fragment's wrapper, the deploy's
 * tokens, the sitemap, the service worker's notice and offline page): as element content and as a
 * quoted attribute value.
 * @param {string} text
 */
export const escapeHtml = (text) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * The slot's markup for `remote`'s content at `path`, empty.
 * @param {string} remote
 * @param {string} path
 */
export const fragmentSlotHtml = (remote, path) =>
  `<div id="${FRAGMENT_SLOT_ID}" ${SLOT_ATTRS.remote}="${escapeHtml(remote)}" ${SLOT_ATTRS.path}="${escapeHtml(path)}"></div>`;

/**
 * What a slot says, read through `attribute` (an element's getAttribute, in the browser or on
 * the deploy's parsed page): its remote and path. Null when it names no remote or path.
 * @param {(name: string) => string | null | undefined} attribute
 * @returns {{ remote: string, path: string } | null}
 */
export function readSlot(attribute) {
  const remote = attribute(SLOT_ATTRS.remote);
  const path = attribute(SLOT_ATTRS.path);
  return remote && typeof path === 'string' ? { remote, path } : null;
}
