/** The site's layout (site-layout.js): where each app's files live on the one origin. */
export const REMOTES_FILE: string;
/** The live shell's contract version, route table and areas' remotes, as its build writes them. */
export const SHELL_CONTRACT_FILE: string;
export const SERVICE_WORKER_FILE: string;
export const RETIRE_WORKER_FILE: string;
export const APPS_DIR: string;
export const FORM_SERVICE_PATH: string;
export const ADMIN_PATH: string;
export function isAdminPath(path: string): boolean;
/** A remote's names, all made from its folder's ("mfe-careers"). */
export function remoteNames(dir: string): { dir: string; area: string; federationName: string };
/** The folder of an area's remote: "careers" -> "mfe-careers". */
export function remoteOfArea(area: string): string;
/** An app's folder under /apps/: a remote's area, or "shell". */
export function appOf(dir: string): string;
export function buildDirOf(app: string, buildId: string): string;
export const LIVE_DIR_NAME: string;
export function liveDirOf(app: string): string;
export function liveFragmentOf(app: string, file: string): string;
export function historyFileOf(app: string): string;
/** Where the shell's pages are kept as built (slots empty), for every deploy to compose from. */
export const SHELL_PAGES_DIR: string;
/** "/about/index.html" -> "/apps/shell/live/pages/about/index.html". */
export function builtPageOf(page: string): string;
/** "/apps/shell/live/pages/about/index.html" -> "/about/index.html". */
export function pageOfBuilt(builtPage: string): string;
/** Where a route's page is, in the shell's build and on the site: "/about" -> "about/index.html". */
export function pageFileOf(path: string): string;
/** The shell's page as built for a route: "/about" -> "/apps/shell/live/pages/about/index.html". */
export function builtPageOfRoute(path: string): string;
export const MOVED_AWAY: string;
/** Where a route's fragment is in a remote's build: "/jobs" -> "fragments/jobs.html". */
export function fragmentFile(path: string): string;
