// A remote's three changes, its deploy, its rollback and its move elsewhere: each one guarded
// release of a new version with the remote's change in it.
import {
  buildDirOf,
  historyFileOf,
  liveCopyOf,
  MOVED_AWAY,
  REMOTES_FILE,
  remoteNames,
} from '@school/shared/site-layout';
import { parseCsp, sourcesAllow } from '../csp.mjs';
import { headersFor } from '../hosting.mjs';
import {
  checkBuildId,
  exactly,
  jsonFile,
  planHistory,
  readHistory,
  rollbackTargets,
  under,
} from './release-history.mjs';
import { prunedNote, releaseGuarded } from './release-guard.mjs';
import { buildOf, gateBuild } from './contract-gate.mjs';
import { basesOf, readJson, remembered, remotePages } from './site-pages.mjs';
import { withPageStyles } from './page-styles.mjs';

/** A build's files with live copies: its routes' fragments, its pages of their own and their list, its own files. */
const LIVE_COPIED = /^(?:fragments\/[^/]+\.html|pages\/.+\.(?:html|json)|files\/.+)$/;

/**
 * One change of the remote in `dir`, under releaseGuarded (its options too; `lockedAs`: what the
 * lock names it). `plan(live, config)` checks the live site and says what changes: `{ change,
 * details, message, holdsDeploy, done }` (`done`: logged once live). The app's history gains
 * `change.entry` (a build id, or MOVED_AWAY) with `details`; the live copies are those of
 * `change.build` (contract-gate.mjs buildOf, gated first when `gate`), added with `change.files`
 * (path -> bytes) and the pages written from them, and /remotes.json names `change.manifest`. The
 * clone leaves out the entry's folder too unless `keepEntry` (a rollback's build is there). The
 * change holds while /remotes.json names its manifest and `holdsDeploy()`, if any, says so too.
 */
async function releaseRemoteChange(options, plan) {
  const { hosting, dir, gate = false, now = Date.now(), graceMs, log = console.log } = options;
  const { area: app, federationName: name } = remoteNames(dir);
  let planned;
  let pruned;
  const version = await releaseGuarded({ ...options, log }, async (live) => {
    if (!live) throw new Error('the site has never been released: deploy the shell first');
    const config = await hosting.versionConfig(live);
    planned = await plan(live, config);
    const { entry, manifest, build, files = [], keepEntry = false } = planned.change;
    if (gate) await gateBuild(hosting, app, build);
    const appFiles = new Map(files);
    for (const path of build.list().filter((path) => LIVE_COPIED.test(path))) {
      appFiles.set(liveCopyOf(app, path), await build.read(path));
    }
    const remotes = { ...(await readJson(hosting, REMOTES_FILE)), [name]: manifest };
    const history = planHistory(await readHistory(hosting, app), {
      buildId: entry,
      now,
      graceMs,
      details: planned.details,
    });
    // The builds that were on the site (not the entry of a move away).
    pruned = history.pruned.map((build) => build.id).filter((id) => id !== MOVED_AWAY);
    const liveFiles = Object.keys(await hosting.listFiles(live));
    const readLive = remembered((path) => hosting.readLiveFile(path));
    const { pages, replaced } = await remotePages({ app, liveFiles, readLive, appFiles, baseOf: basesOf(remotes) });
    const version = await hosting.cloneVersion(live, {
      exclude: [
        exactly(REMOTES_FILE),
        exactly(historyFileOf(app)),
        under(liveCopyOf(app)),
        ...[...(keepEntry ? [] : [entry]), ...pruned].map((id) => under(buildDirOf(app, id))),
        ...[...pages.keys(), ...replaced].map(exactly),
      ],
    });
    const added = new Map([
      ...appFiles,
      ...pages,
      [REMOTES_FILE, jsonFile(remotes)],
      [historyFileOf(app), jsonFile({ builds: history.builds })],
    ]);
    const kept = liveFiles.filter((path) => !replaced.includes(path));
    // Whether a clone keeps the version's config is not documented: it is set either way.
    await hosting.setConfig(version, await withPageStyles(config, added, kept, readLive));
    await hosting.addFiles(version, added);
    const holdsDeploy = async () =>
      (!planned.holdsDeploy || (await planned.holdsDeploy())) &&
      (await readJson(hosting, REMOTES_FILE))?.[name] === manifest;
    return { version, message: planned.message, holdsDeploy };
  });
  log(`${planned.done}${prunedNote(pruned)}`);
  return { version, pruned };
}

/** The contract gate alone, on the live site as it is now (`deploy --check`, before the area's specs). */
export async function checkRemoteBuild({ hosting, dir, files, buildId }) {
  if (!(await hosting.liveVersion())) throw new Error('the site has never been released: deploy the shell first');
  await gateBuild(hosting, remoteNames(dir).area, buildOf(files, buildId));
}

/**
 * Deploys a remote's build (`files`: path inside the build -> bytes) under /apps/<app>/<build-id>/,
 * with its live copies, through releaseRemoteChange (its options too, `gate` among them).
 */
export async function deployRemote(options) {
  const { hosting, dir, files, buildId, commit } = options;
  const { area: app } = remoteNames(dir);
  checkBuildId(buildId);
  if (!files.has('mf-manifest.json')) throw new Error(`${dir}: the build has no mf-manifest.json`);
  const buildDir = buildDirOf(app, buildId);
  const manifest = `${buildDir}mf-manifest.json`;
  const inBuildFolder = [...files].map(([path, bytes]) => [`${buildDir}${path}`, bytes]);
  const { version, pruned } = await releaseRemoteChange({ ...options, lockedAs: buildId }, async () => ({
    change: { entry: buildId, manifest, build: buildOf(files, buildId), files: inBuildFolder },
    details: { commit },
    message: `${app} ${buildId}`,
    done: `${app} ${buildId} is live at ${manifest}`,
    holdsDeploy: async () => manifest in (await hosting.listFiles(await hosting.liveVersion())),
  }));
  return { version, manifest, pruned };
}

/**
 * Re-points one remote to a build its history keeps (rollbackTargets), gated as a deploy is: its
 * manifest in /remotes.json, its fragments as the live copies again. Its history entry moves last
 * (the build it replaced stays kept, for a rollback of the rollback) with `rolledBackFrom`.
 * Options also releaseRemoteChange's.
 */
export async function rollbackRemote(options) {
  const { hosting, dir, buildId } = options;
  const { area: app } = remoteNames(dir);
  let target;
  const lockedAs = `rollback to ${buildId ?? 'the previous build'}`;
  const { version, pruned } = await releaseRemoteChange({ ...options, lockedAs, gate: true }, async (live) => {
    const history = await readHistory(hosting, app);
    const current = history.at(-1);
    const kept = rollbackTargets(history);
    if (buildId !== undefined && buildId === current?.id) throw new Error(`${app} ${buildId} is already live`);
    // `buildId`, or by default the newest kept before the current one.
    target = buildId === undefined ? kept.at(-1) : kept.find((build) => build.id === buildId);
    if (!target) {
      const keptList = kept.length ? kept.map((build) => build.id).join(', ') : 'none';
      throw new Error(
        buildId === undefined
          ? `${app} has no earlier build kept to roll back to (kept: ${keptList})`
          : `${app} ${buildId} is not kept (pruned, or never deployed here); the builds kept for a rollback: ${keptList}`,
      );
    }
    const buildDir = buildDirOf(app, target.id);
    const manifest = `${buildDir}mf-manifest.json`;
    const inBuild = Object.keys(await hosting.listFiles(live))
      .filter((path) => path.startsWith(buildDir))
      .map((path) => path.slice(buildDir.length));
    if (!inBuild.includes('mf-manifest.json')) throw new Error(`${manifest} is missing from the live site`);
    const read = remembered((path) => hosting.readLiveFile(`${buildDir}${path}`));
    return {
      change: { entry: target.id, manifest, build: { id: target.id, list: () => inBuild, read }, keepEntry: true },
      details: { commit: target.commit, rolledBackFrom: current.id },
      message: `${app} rolled back to ${target.id}`,
      done: `${app} is rolled back to ${target.id}`,
    };
  });
  return { version, buildId: target.id, pruned };
}

/** Whether pages under this serving config may load code and the manifest from `origin` (their CSP). */
export function pagesMayLoadFrom(config, origin) {
  const csp = headersFor(config, '/')['Content-Security-Policy'];
  if (!csp) return true;
  const directives = parseCsp(csp);
  const allows = (name) => sourcesAllow(directives[name] ?? directives['default-src'] ?? [], origin);
  return allows('script-src') && allows('connect-src');
}

/**
 * Points the site at a remote hosted elsewhere (`manifestUrl`), whose build there is the one in
 * `files` (as deployRemote takes them, `gate` too): /remotes.json names the manifest there, and the
 * build's live copies are written here, so its pages still come with their content. Its builds
 * here stay for the grace period. Refused while the live site's CSP would block that origin.
 */
export async function moveRemote(options) {
  const { dir, manifestUrl, files, buildId, commit } = options;
  const { area: app } = remoteNames(dir);
  const url = new URL(manifestUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${manifestUrl} is not http(s)`);
  checkBuildId(buildId);
  const lockedAs = `${buildId} moved to ${url.href}`;
  return releaseRemoteChange({ ...options, lockedAs }, async (live, config) => {
    if (!pagesMayLoadFrom(config, url.origin)) {
      throw new Error(
        `the live site's CSP does not allow ${url.origin}: list it in deploy/<env>/site.json's remoteOrigins, run node scripts/deploy.mjs --sync and deploy the shell first`,
      );
    }
    return {
      change: { entry: MOVED_AWAY, manifest: url.href, build: buildOf(files, buildId) },
      details: { commit, build: buildId },
      message: `${app} ${buildId} moved to ${url.href}`,
      done: `${app} ${buildId} now loads from ${url.href}`,
    };
  });
}
