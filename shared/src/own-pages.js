// Pages of their own (docs/architecture.md#forms): pages a remote adds under one of its routes (a
// news story, a job's application form), so that what its route's page shows in a dialog with the
// code can be read and sent with no script and stays out of the route's HTML. Each is the shell's
// template (the layout, no early script, a head of build-contract.js's page tokens) with the
// remote's fragment for it, written by the deploys (scripts/release/compose.mjs). Plain JS with no
// imports, so the deploy and the builds share it.
//
//   remote's build:  pages/pages.json        [{ path, title, description }], PAGES_LIST
//                    pages/<path>.html        each page's fragment (fragment.ts, stamped with its path)
//   shell's build:   OWN_PAGE_TEMPLATE        kept under the shell's pages as built, never served

/** The list of a remote's pages of their own, in its build and among its live copies. */
export const PAGES_LIST = 'pages/pages.json';

/** @param {string} path a page of its own -> its fragment in the build: "/news/x" -> "pages/news/x.html" */
export const ownPageFragmentFile = (path) => `pages${path}.html`;

/** A page of its own's path: lower-case words and digits joined by hyphens, in two or more segments. */
export const OWN_PAGE_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){2,}$/;

/**
 * Files of their own (docs/architecture.md#forms): files a remote's build has under `files/`
 * ("files/news-events/events.ics"), served as they are at their address ("/news-events/events.ics").
 * Only the types listed, so that no remote serves a page or code at the site's own addresses.
 */
export const OWN_FILES_DIR = 'files/';

/** A file of its own's address: two or more segments of lower-case words and digits, then a listed type. */
const OWN_FILE_PATH = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:ics|xml)$/;

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
