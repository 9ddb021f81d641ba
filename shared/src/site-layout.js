// Where each app's files live on the one site, for the shell, the deploy, the e2e suite and the
// bench. Plain JS with no imports. How long old builds stay is scripts/release/release-history.mjs's.
//
//   /index.html, /about/index.html, /assets/…    the shell (its hashed files under /assets/)
//   /remotes.json                                 each remote's current manifest; never cached
//   /shell-contract.json                          what the live shell provides its remotes
//   /apps/<app>/<build-id>/…                      one build of a remote, with its retry/ copy
//   /apps/<app>/live/fragments/<page>.html        the current build's fragments (its live copies)
//   /apps/<app>/live/pages/…, live/files/…        and its pages' and files' of their own
//   /apps/<app>/builds.json                       that app's deploys, newest last (the shell's too)
//   /apps/shell/live/pages/<page>                 the shell's pages and sitemap as built, slots
//                                                 empty, and the template of pages of their own
//   /<route>/<page>/index.html                    a remote's pages of their own (own-pages.js)
//
// Every deploy writes the live copies into the pages it serves (scripts/release/compose.mjs); no
// page fetches them. A remote moved to another host (MOVED_AWAY) has its live copies from its build
// there, so its pages still come with their content.

/** The site's public origin: canonical URLs, the sitemap, and absolute URLs in HTML rendered at build. */
export const SITE_ORIGIN = 'https://www.alihsanschool.com.ng';

export const REMOTES_FILE = '/remotes.json';
/** Written by the shell's build (shell/src/page-build/pages-plugin.ts), checked by a remote's deploy (contract-gate.mjs). */
export const SHELL_CONTRACT_FILE = '/shell-contract.json';
/** The site's service worker (shell/src/offline/sw.ts), at the root so that its scope is the site. */
export const SERVICE_WORKER_FILE = '/sw.js';
/** The kill switch's worker (shell/public/sw-retire.js), deployed as /sw.js to retire the worker. */
export const RETIRE_WORKER_FILE = '/sw-retire.js';
export const APPS_DIR = '/apps/';
/**
 * The form service on the site's origin (firebase.json rewrites /f/** to the function; npm start
 * mounts the same handler): every form's action and the code's JSON posts. Its answer to a post
 * with no script is a result page's path on the site.
 */
export const FORM_SERVICE_PATH = '/f/school';

/** The staff's content editor (cms/): no page of the parents' site, never kept by the worker. */
export const ADMIN_PATH = '/admin';
/** @param {string} path whether it is the editor's or one of its files */
export const isAdminPath = (path) => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);

/**
 * A remote's names, all made from its one name, its folder's ("mfe-careers"): its area ("careers":
 * the route table's name for it, its pages' data-boundary, its folder under /apps/) and its Module
 * Federation name ("mfe_careers": its manifest's name, its key in /remotes.json).
 * @param {string} dir
 */
export function remoteNames(dir) {
  if (!/^mfe-[a-z]+(?:-[a-z]+)*$/.test(dir)) throw new Error(`"${dir}" is not a remote's folder (mfe-<name>)`);
  return { dir, area: dir.slice('mfe-'.length), federationName: dir.replaceAll('-', '_') };
}

/** @param {string} area "careers" -> its remote's folder, "mfe-careers" */
export const remoteOfArea = (area) => `mfe-${area}`;

/** @param {string} dir a remote's folder or "shell" -> its app's folder under /apps/: the area, or "shell" */
export const appOf = (dir) => (dir === 'shell' ? 'shell' : remoteNames(dir).area);

/** @type {(app: string, buildId: string) => string} */
export const buildDirOf = (app, buildId) => `${APPS_DIR}${app}/${buildId}/`;
/** The folder of an app's live copies; no build may be called this. */
export const LIVE_DIR_NAME = 'live';
/** @type {(app: string, file?: string) => string} a file of `app`'s build -> its live copy; no file: their folder */
export const liveCopyOf = (app, file = '') => `${APPS_DIR}${app}/${LIVE_DIR_NAME}/${file}`;
/** @param {string} app */
export const historyFileOf = (app) => `${APPS_DIR}${app}/builds.json`;
/** The shell's pages as built, slots empty: every deploy writes the served pages from these. */
export const SHELL_PAGES_DIR = `${APPS_DIR}shell/${LIVE_DIR_NAME}/pages/`;
/** @param {string} page "/about/index.html" -> "/apps/shell/live/pages/about/index.html" */
export const builtPageOf = (page) => `${SHELL_PAGES_DIR}${page.replace(/^\//, '')}`;
/** @param {string} path a route -> its page, as built and on the site: "/about" -> "about/index.html" */
export const pageFileOf = (path) => (path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`);
/** @param {string} path a route -> the shell's page as built: "/" -> "/apps/shell/live/pages/index.html" */
export const builtPageOfRoute = (path) => builtPageOf(pageFileOf(path));
/** @param {string} path a route -> its fragment in a remote's build: "/" -> "fragments/index.html" */
export const fragmentFile = (path) => `fragments/${path.replace(/^\/+|\/+$/g, '') || 'index'}.html`;
/**
 * In an app's builds.json, the entry of its move to another host (deploy.mjs --elsewhere): it
 * replaces the last build here as a deploy would, so the grace period runs from the move.
 */
export const MOVED_AWAY = 'elsewhere';
