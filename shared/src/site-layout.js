// Where each app's files live on the one site: the layout the shell's build, the shell at run
// time, the deploy, the e2e suite and the bench all share. Plain JS with no imports, typed by its
// JSDoc. How long old builds stay is the deploy's (scripts/release/release-history.mjs).
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
// The live copies are what every deploy writes into the pages it serves (scripts/release/
// compose.mjs): each remote's deploy rewrites its own, byte for byte its build's fragments, whose
// asset URLs are filled in with the folder of the remote's manifest in /remotes.json. No page
// fetches them. A remote that moves to another host (deploy.mjs --elsewhere) keeps its builds here
// for the grace period, as if its move were a deploy, and its live copies are those of its build
// there, so its pages still come with their content.

/** The site's public origin: canonical URLs, the sitemap, and absolute URLs in HTML rendered at build. */
export const SITE_ORIGIN = 'https://www.alihsanschool.com.ng';

export const REMOTES_FILE = '/remotes.json';
/**
 * What the live shell provides its remotes, written by its build (shell/src/page-build/shell-contract.ts):
 * its area contract version, its route table and each area's remote. A remote's deploy checks its
 * build against it before releasing (scripts/release/contract-gate.mjs).
 */
export const SHELL_CONTRACT_FILE = '/shell-contract.json';
/** The site's service worker (shell/src/offline/sw.ts), at the root so that its scope is the site. */
export const SERVICE_WORKER_FILE = '/sw.js';
/** The kill switch's worker (shell/public/sw-retire.js), deployed as /sw.js to retire the worker. */
export const RETIRE_WORKER_FILE = '/sw-retire.js';
export const APPS_DIR = '/apps/';
/**
 * The school's form service, on the site's own origin (firebase.json's rewrite of /f/** to the
 * function; npm start's server mounts the same handler there): every form's action, and where the
 * code posts its JSON. Its answer to a post with no script is a result page's path on the site.
 */
export const FORM_SERVICE_PATH = '/f/school';

/** The staff's content editor (cms/): no page of the parents' site, never kept by the worker. */
export const ADMIN_PATH = '/admin';
/** @param {string} path whether it is the editor's or one of its files */
export const isAdminPath = (path) => path === ADMIN_PATH || path.startsWith(`${ADMIN_PATH}/`);

/** A remote's folder: its one name. */
const REMOTE_DIR = /^mfe-[a-z]+(?:-[a-z]+)*$/;

/**
 * A remote's names, all made from its one name, its folder's ("mfe-careers"): its area ("careers":
 * the route table's name for it, its pages' data-boundary, its folder under /apps/) and its Module
 * Federation name ("mfe_careers": its manifest's name, its key in /remotes.json).
 * @param {string} dir
 */
export function remoteNames(dir) {
  if (!REMOTE_DIR.test(dir)) throw new Error(`"${dir}" is not a remote's folder (mfe-<name>)`);
  return { dir, area: dir.slice('mfe-'.length), federationName: dir.replaceAll('-', '_') };
}

/** @param {string} area "careers" -> its remote's folder, "mfe-careers" */
export const remoteOfArea = (area) => `mfe-${area}`;

/** @param {string} dir a remote's folder or "shell" -> its app's folder under /apps/: the area, or "shell" */
export const appOf = (dir) => (dir === 'shell' ? 'shell' : remoteNames(dir).area);

/**
 * @param {string} app
 * @param {string} buildId
 */
export const buildDirOf = (app, buildId) => `${APPS_DIR}${app}/${buildId}/`;
/** The folder of an app's live copies; no build may be called this. */
export const LIVE_DIR_NAME = 'live';
/** @param {string} app */
export const liveDirOf = (app) => `${APPS_DIR}${app}/${LIVE_DIR_NAME}/`;
/**
 * The live copy of a page's fragment: `file` is its path inside the build ("fragments/jobs.html").
 * @param {string} app
 * @param {string} file
 */
export const liveFragmentOf = (app, file) => `${liveDirOf(app)}${file}`;
/** @param {string} app */
export const historyFileOf = (app) => `${APPS_DIR}${app}/builds.json`;
/**
 * The shell's pages as its build wrote them, their fragment slots empty: every deploy writes the
 * served pages from these and the live copies (shared/src/page-composition.js), so a page's
 * content comes with its HTML. `/about/index.html` is kept as `/apps/shell/live/pages/about/index.html`.
 */
export const SHELL_PAGES_DIR = `${APPS_DIR}shell/${LIVE_DIR_NAME}/pages/`;
/** @param {string} page "/about/index.html" -> "/apps/shell/live/pages/about/index.html" */
export const builtPageOf = (page) => `${SHELL_PAGES_DIR}${page.replace(/^\//, '')}`;
/** @param {string} builtPage "/apps/shell/live/pages/about/index.html" -> "/about/index.html" */
export const pageOfBuilt = (builtPage) => `/${builtPage.slice(SHELL_PAGES_DIR.length)}`;
/**
 * Where a route's page is, in the shell's build and on the site: "/" -> "index.html", "/about" -> "about/index.html".
 * @param {string} path
 */
export const pageFileOf = (path) => (path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`);
/** @param {string} path a route -> the shell's page as built: "/" -> "/apps/shell/live/pages/index.html" */
export const builtPageOfRoute = (path) => builtPageOf(pageFileOf(path));
/**
 * Where a route's fragment is in a remote's build: "/" -> "fragments/index.html", "/jobs" -> "fragments/jobs.html".
 * @param {string} path
 */
export function fragmentFile(path) {
  const name = path.replace(/^\/+|\/+$/g, '');
  return `fragments/${name === '' ? 'index' : name}.html`;
}
/**
 * In an app's builds.json, the entry of its move to another host (deploy.mjs --elsewhere): it
 * replaces the last build here as a deploy would, so the grace period runs from the move.
 */
export const MOVED_AWAY = 'elsewhere';
