// Where each app's files live on the one site, and which old builds a deploy keeps.
//
//   /index.html, /about/index.html, /assets/…    the shell (its hashed files under /assets/)
//   /remotes.json                                 each remote's current manifest; never cached
//   /apps/<app>/<build-id>/…                      one build of a remote, with its retry/ copy
//   /apps/<app>/live/fragments/<page>.html        the current build's fragments, at a fixed address
//   /apps/<app>/builds.json                       that app's deploys, newest last (the shell's too)
//
// A remote that moves to another host (deploy.mjs --elsewhere) keeps its builds here for the grace
// period, as if its move were a deploy; its live copies give way at once to a notice (movedNotice),
// since its pages' content now comes from beside its new manifest.
//
// The live copies let a page fetch its content straight after its HTML, without first reading
// /remotes.json: the shell's pages name them (the slot's data-live), each remote's deploy rewrites
// its own. They are the build's fragments byte for byte: the page finds their build's folder (for
// their asset URLs) from their build stamp and buildDirOf (the slot's data-live-build-dir). They
// are revalidated on every visit (no-cache); a build folder never changes.
//
// A build stays for GRACE_PERIOD_MS after the deploy that replaced it, so a visitor whose page
// still runs it never meets a missing file in that time; the build before the current one is kept
// however long ago that was. Older builds go in the same deploy that adds a new one.

/** How long a replaced build stays reachable. */
export const GRACE_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

export const REMOTES_FILE = '/remotes.json';
export const APPS_DIR = '/apps/';

/** "mfe-careers" -> "careers"; "shell" stays "shell". */
export function appOf(dir) {
  return dir.replace(/^mfe-/, '');
}

/** The MF name of a remote, as its vite.config names it: "mfe-careers" -> "mfe_careers". */
export function federationNameOf(dir) {
  return dir.replaceAll('-', '_');
}

/** The folder of a remote named by its MF name: "mfe_home_about" -> "home-about". */
export function appOfFederationName(name) {
  return appOf(name.replaceAll('_', '-'));
}

export const buildDirOf = (app, buildId) => `${APPS_DIR}${app}/${buildId}/`;
/** The folder of an app's live copies; no build may be called this. */
export const LIVE_DIR_NAME = 'live';
export const liveDirOf = (app) => `${APPS_DIR}${app}/${LIVE_DIR_NAME}/`;
/** The live copy of a page's fragment: `file` is its path inside the build ("fragments/jobs.html"). */
export const liveFragmentOf = (app, file) => `${liveDirOf(app)}${file}`;
export const historyFileOf = (app) => `${APPS_DIR}${app}/builds.json`;
/**
 * In an app's builds.json, the entry of its move to another host (deploy.mjs --elsewhere): it
 * replaces the last build here as a deploy would, so the grace period runs from the move.
 */
export const MOVED_AWAY = 'elsewhere';

/**
 * What a moved remote leaves at each of its live copies' addresses. It is no fragment (it has no
 * build stamp), so a page that asks for it goes on to /remotes.json and the remote's new home, as
 * it would after a 404, without the 404 that every browser logs in its console.
 */
export const movedNotice = (name, manifestUrl) =>
  Buffer.from(`<!-- ${name} is served from elsewhere: /remotes.json names its manifest, ${manifestUrl} -->\n`);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A Hosting path filter (RE2) matching exactly this path, or everything under this folder. */
export const exactly = (path) => `^${escapeRegExp(path)}$`;
export const under = (dir) => `^${escapeRegExp(dir)}`;

/** Build ids stand in paths and in path filters: keep them plain. */
export function checkBuildId(buildId) {
  if (!/^[\w.-]+$/.test(buildId ?? '')) throw new Error(`"${buildId}" is not a build id (letters, digits, . _ -)`);
  if (buildId === LIVE_DIR_NAME) throw new Error(`"${LIVE_DIR_NAME}" is the live copies' folder, not a build id`);
  if (buildId === MOVED_AWAY) throw new Error(`"${MOVED_AWAY}" marks a move in builds.json, not a build id`);
  return buildId;
}

/** A builds.json as read from the live site (null when there is none yet). */
export function parseHistory(bytes) {
  if (!bytes) return [];
  const { builds } = JSON.parse(bytes.toString('utf8'));
  if (!Array.isArray(builds)) throw new Error('builds.json: "builds" must be a list');
  return builds;
}

/**
 * The history after deploying `buildId` at `now`, and which of its builds to keep and to prune.
 * A build is kept while it is current, while it is the one before the current, or while the
 * deploy that replaced it is younger than the grace period.
 */
export function planHistory(history, { buildId, now, graceMs = GRACE_PERIOD_MS, files }) {
  const builds = [
    ...history.filter((build) => build.id !== buildId),
    { id: buildId, deployedAt: new Date(now).toISOString(), ...(files ? { files } : {}) },
  ];
  const kept = [];
  const pruned = [];
  builds.forEach((build, i) => {
    const next = builds[i + 1];
    const keep = !next || i === builds.length - 2 || now - Date.parse(next.deployedAt) < graceMs;
    (keep ? kept : pruned).push(build);
  });
  return { builds: kept, pruned };
}

/** The bytes of a JSON file as the deploy writes it. */
export const jsonFile = (value) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
