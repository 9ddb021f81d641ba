// Which old builds a deploy keeps, in each app's builds.json, and the Hosting path filters that
// keep them. A build stays for GRACE_PERIOD_MS after the deploy that replaced it, so a visitor
// whose page still runs it never meets a missing file in that time; the build before the current
// one is kept however long ago that was. Older builds go in the same deploy that adds a new one.
import { historyFileOf, LIVE_DIR_NAME, MOVED_AWAY } from '@school/shared/site-layout';
import { readJson } from './site-pages.mjs';

/** How long a replaced build stays reachable. */
export const GRACE_PERIOD_MS = 7 * 24 * 60 * 60 * 1000;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A Hosting path filter (RE2) matching exactly this path, or everything under this folder. */
export const exactly = (path) => `^${escapeRegExp(path)}$`;
export const under = (dir) => `^${escapeRegExp(dir)}`;

/** Build ids stand in paths and in path filters: keep them plain. */
export function checkBuildId(buildId) {
  if (!/^[\w.-]+$/.test(buildId ?? '')) throw new Error(`"${buildId}" is not a build id (letters, digits, . _ -)`);
  if (buildId === LIVE_DIR_NAME) throw new Error(`"${LIVE_DIR_NAME}" is the live copies' folder, not a build id`);
  if (buildId === MOVED_AWAY) throw new Error(`"${MOVED_AWAY}" marks a move in builds.json, not a build id`);
}

/** `app`'s builds.json on the live site: its builds, newest last ([] when there is none yet). */
export async function readHistory(hosting, app) {
  const { builds } = (await readJson(hosting, historyFileOf(app))) ?? { builds: [] };
  if (!Array.isArray(builds)) throw new Error('builds.json: "builds" must be a list');
  return builds;
}

/**
 * The history after deploying `buildId` at `now` (its entry with `details`), its builds kept and
 * pruned: kept are the current one, the one before it and those replaced within the grace period.
 */
export function planHistory(history, { buildId, now, graceMs = GRACE_PERIOD_MS, files, details = {} }) {
  const builds = [
    ...history.filter((build) => build.id !== buildId),
    { id: buildId, deployedAt: new Date(now).toISOString(), ...details, ...(files ? { files } : {}) },
  ];
  const isKept = (_, i) => i >= builds.length - 2 || now - Date.parse(builds[i + 1].deployedAt) < graceMs;
  return { builds: builds.filter(isKept), pruned: builds.filter((build, i) => !isKept(build, i)) };
}

export const jsonFile = (value) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The builds a rollback may re-point an app to, oldest first: every kept build but the current one
 * and a move elsewhere. Pruning removes a build from the history in the same release as its
 * files, so each of these is whole on the site.
 */
export function rollbackTargets(history) {
  return history.slice(0, -1).filter((build) => build.id !== MOVED_AWAY);
}
