// Pages of their own: pages a remote adds under one of its routes (a news story, a job's
// application form) so that what its route's page shows in a dialog with the code can be read and
// sent with no script, without putting it into the route's HTML. They carry no code: each is the
// shell's template (the layout, with no early script, its head written with the page tokens of
// build-contract.js) with the page's head and the remote's fragment for it, written by the deploys
// as the routes' pages are (scripts/release/compose.mjs, docs/architecture.md#forms). With the
// code, the route's page opens the same content in its dialog instead of following the link.
//
//   remote's build:  pages/pages.json        [{ path, title, description }], PAGES_LIST
//                    pages/<path>.html        each page's fragment (fragment.ts, stamped with its path)
//   shell's build:   OWN_PAGE_TEMPLATE        kept under the shell's pages as built, never served
//
// Plain JS with no imports, so the deploy (Node) and the builds share it.

/**
 * One page of its own, as a remote's PAGES_LIST names it.
 * @typedef {object} OwnPage
 * @property {string} path
 * @property {string} title
 * @property {string} description
 */

/** The list of a remote's pages of their own, in its build and among its live copies. */
export const PAGES_LIST = 'pages/pages.json';

/** @param {string} path a page of its own -> its fragment in the build: "/news/x" -> "pages/news/x.html" */
export const ownPageFragmentFile = (path) => `pages${path}.html`;

/** A page of its own's path: lower-case words and digits joined by hyphens, in two or more segments. */
export const OWN_PAGE_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){2,}$/;

/**
 * Files of their own: files a remote serves as they are at an address under one of its routes
 * (the news calendar, /news-events/events.ics), not pages. Its build has them under `files/`
 * ("files/news-events/events.ics"); each remote deploy serves its build's and drops its last
 * build's, each shell deploy serves every remote's again, a rollback brings back the build's own.
 * Only the types listed, so that no remote serves a page or code at the site's own addresses.
 */
export const OWN_FILES_DIR = 'files/';

/** A file of its own's address: two or more segments of lower-case words and digits, then a listed type. */
export const OWN_FILE_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:ics|xml)$/;

/** @param {string} path a file of its own -> its place in the build: "/news/a.ics" -> "files/news/a.ics" */
export const ownFileOf = (path) => `${OWN_FILES_DIR}${path.slice(1)}`;

/** @param {string} file "files/news/a.ics" in a build -> where it is served, "/news/a.ics"; null if not one */
export function ownFileServedAt(file) {
  if (!file.startsWith(OWN_FILES_DIR)) return null;
  const path = `/${file.slice(OWN_FILES_DIR.length)}`;
  return OWN_FILE_PATH.test(path) ? path : null;
}

/** The shell's template for these pages, as its build names it (served nowhere). */
export const OWN_PAGE_TEMPLATE = 'page-of-its-own.html';
