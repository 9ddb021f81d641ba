// Pages of their own: pages a remote adds under one of its routes (a news story, a job's
// application form) so that what its route's page shows in a dialog with the code can be read and
// sent with no script, without putting it into the route's HTML. They carry no code: each is the
// shell's template (the layout, with no early script) with the page's head and the remote's
// fragment for it, written by the deploys as the routes' pages are (docs/architecture.md#forms).
// With the code, the route's page opens the same content in its dialog instead of following the link.
//
//   remote's build:  pages/pages.json        [{ path, title, description }], PAGES_LIST
//                    pages/<path>.html        each page's fragment (fragment.ts, stamped with its path)
//   shell's build:   OWN_PAGE_TEMPLATE        kept under the shell's pages as built, never served
//
// Plain JS with no imports beyond the page composition, so the deploy (Node) and the builds share it.
import { composePage, fragmentSlotHtml } from './page-composition.js';

/** The list of a remote's pages of their own, in its build and among its live copies. */
export const PAGES_LIST = 'pages/pages.json';

/** Where a page of its own's fragment is in the remote's build: "/news-events/stories/x" -> "pages/news-events/stories/x.html". */
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

/** Where a file of its own is in the remote's build: "/news-events/events.ics" -> "files/news-events/events.ics". */
export const ownFileOf = (path) => `${OWN_FILES_DIR}${path.slice(1)}`;

/** Where a file of its own in a build ("files/news-events/events.ics") is served, or null when it cannot be one. */
export function ownFileServedAt(file) {
  if (!file.startsWith(OWN_FILES_DIR)) return null;
  const path = `/${file.slice(OWN_FILES_DIR.length)}`;
  return OWN_FILE_PATH.test(path) ? path : null;
}

/** The shell's template for these pages, as its build names it (served nowhere). */
export const OWN_PAGE_TEMPLATE = 'page-of-its-own.html';

/** What the template holds in place of each page's values. */
export const OWN_PAGE_TOKENS = {
  path: '/__OWN_PAGE_PATH__',
  title: '__OWN_PAGE_TITLE__',
  description: '__OWN_PAGE_DESCRIPTION__',
  remote: '__OWN_PAGE_REMOTE__',
  live: '__OWN_PAGE_LIVE__',
  buildDir: '__OWN_PAGE_BUILD_DIR__',
};

/** The template's fragment slot: the page's remote, path and live copy, as tokens. */
export const ownPageSlotHtml = () =>
  fragmentSlotHtml(OWN_PAGE_TOKENS.remote, OWN_PAGE_TOKENS.path, {
    url: OWN_PAGE_TOKENS.live,
    buildDir: OWN_PAGE_TOKENS.buildDir,
  });

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The page served at `page.path`: the template with the page's title, description and path in its
 * head and slot, and `fragment` (the page's fragment as built, or null) in the slot, placed as
 * composePage places a route's (in its build's folder). `page.remote` is
 * the remote's MF name, `page.live` and `page.buildDir` its fragment's live copy and build folder
 * (site-layout.js).
 */
export function ownPageHtml(template, page, fragment) {
  if (!OWN_PAGE_PATH.test(page.path)) throw new Error(`${page.path} cannot be a page of its own's path`);
  const values = {
    path: page.path,
    title: escapeHtml(page.title),
    description: escapeHtml(page.description),
    remote: escapeHtml(page.remote),
    live: escapeHtml(page.live),
    buildDir: escapeHtml(page.buildDir),
  };
  let html = template;
  for (const [key, token] of Object.entries(OWN_PAGE_TOKENS)) html = html.replaceAll(token, () => values[key]);
  return composePage(html, fragment);
}
