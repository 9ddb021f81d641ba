// How a page of the site gets its content, and the one protocol of its fragment slot. The shell's
// build writes each route's page with an empty slot (fragmentSlotHtml) that names the live copy
// of the route's fragment (the remote's prerendered HTML, shared/src/area/fragment.ts); the
// deploys write that live copy into the slot (composePage), so the content comes with the page's
// HTML. A page left as the shell built it (no live copy yet, or a remote served from elsewhere)
// gets it from the early script instead, one round trip later (shell/src/early-script/
// show-fragment.ts); the area's outlet then takes the slot as the element its area renders into.
// All of them read the slot through readSlot. Plain JS with no imports beyond the build contract,
// so the deploy (Node), the shell's build and the shell's code share one copy.
import { REMOTE_BASE_TOKEN } from './build-contract.js';

/** The slot's id in the shell's HTML, inside <main>, until an outlet claims it. */
export const FRAGMENT_SLOT_ID = 'area-fragment';

/** The slot's attributes: what the page build writes and readSlot reads. */
export const SLOT_ATTRS = {
  /** The remote whose fragment it holds (its name in /remotes.json). */
  remote: 'data-remote',
  /** The route it was made for (normalised: no trailing slash). */
  path: 'data-path',
  /** The live copy of the route's fragment. */
  live: 'data-live',
  /** The folder of a build of the remote, BUILD_PLACEHOLDER standing for its id. */
  liveBuildDir: 'data-live-build-dir',
};

/** In a slot's data-live-build-dir, what stands for the build id the live copy is stamped with. */
export const BUILD_PLACEHOLDER = '{build}';

/** Fired on the slot when the early script has put the fragment into it. */
export const SHOWN_EVENT = 'school:fragment-shown';
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

/** The slot's markup in the shell's HTML for a route of `remote`, inside <main>, empty. */
export function fragmentSlotHtml(remote, path, live) {
  const attrs = { remote, path, live: live.url, liveBuildDir: live.buildDir };
  const written = Object.entries(attrs).map(([key, value]) => ` ${SLOT_ATTRS[key]}="${value}"`);
  return `<div id="${FRAGMENT_SLOT_ID}"${written.join('')}></div>`;
}

/**
 * What a slot says, read through `attribute` (an element's getAttribute in the browser, its tag's
 * text in Node): its remote, route, live copy and form service. Null when it names no remote or
 * route.
 */
export function readSlot(attribute) {
  const remote = attribute(SLOT_ATTRS.remote);
  const path = attribute(SLOT_ATTRS.path);
  if (!remote || path === null) return null;
  const url = attribute(SLOT_ATTRS.live);
  const buildDir = attribute(SLOT_ATTRS.liveBuildDir);
  return { remote, path, live: url && buildDir ? { url, buildDir } : null };
}

// The two patterns below are the deploy's and the build's only: marked pure, so that the early
// script's bundle leaves them out.

/** A fragment slot as the shell's build writes it, still empty: its opening tag and closing tag. */
export const EMPTY_SLOT = /* @__PURE__ */ new RegExp(`(<div id="${FRAGMENT_SLOT_ID}"[^>]*>)(</div>)`);

const LIVE_PRELOAD_ATTRS = 'as="fetch" crossorigin="anonymous" data-live';

/** The page's preload of its live copy, first in <head>: fetched on the connection the HTML came on. */
export function livePreloadHtml(url) {
  return `<link rel="preload" href="${url}" ${LIVE_PRELOAD_ATTRS} />`;
}

/** livePreloadHtml's link in a page, with the white space after it. */
export const LIVE_PRELOAD = /* @__PURE__ */ new RegExp(`<link rel="preload" href="[^"]*" ${LIVE_PRELOAD_ATTRS} />\\s*`);

/** The build stamp of a fragment's HTML, from its opening tag (fragmentOpenTag), if it has one. */
export function fragmentBuildOf(html) {
  return /^<div data-area-fragment="[^"]*" data-build="([\w.-]+)"/.exec(html)?.[1] ?? null;
}

const attributeOfTag = (tag) => (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The live copy an empty slot of the page names ({ url, buildDir }), or null. */
export function liveCopyOf(page) {
  const tag = EMPTY_SLOT.exec(page)?.[1];
  return (tag && readSlot(attributeOfTag(tag))?.live) ?? null;
}

/**
 * The page with `fragment` (its live copy's text) in its slot, the fragment's asset URLs in the
 * folder of the build it is stamped with, and without the live copy's preload, which it no longer
 * needs. With no fragment, or one that is no stamped fragment (a moved remote's notice), the page
 * as it is.
 */
export function composePage(page, fragment) {
  const live = liveCopyOf(page);
  if (!live) return page;
  const build = fragment === null ? null : fragmentBuildOf(fragment);
  if (!build) return page;
  const content = placeFragment(fragment, live.buildDir.replace(BUILD_PLACEHOLDER, build));
  return page.replace(EMPTY_SLOT, (_, open, close) => `${open}${content}${close}`).replace(LIVE_PRELOAD, '');
}

/**
 * A fragment's text as a page shows it: its asset URLs in `buildDir` (the folder of the build it is
 * stamped with, a path or a URL). The deploy's composePage and the early script's fetched fragment
 * both place a fragment so.
 */
export function placeFragment(fragment, buildDir) {
  return fragment.replaceAll(REMOTE_BASE_TOKEN, buildDir);
}
