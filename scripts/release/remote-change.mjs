// What a remote's deploy, its move elsewhere and its rollback share: the contract gate against the
// live shell, and one guarded release of a new version with the remote's change in it.
import {
  buildDirOf,
  fragmentFile,
  historyFileOf,
  liveDirOf,
  MOVED_AWAY,
  remoteOfArea,
  REMOTES_FILE,
  SHELL_CONTRACT_FILE,
} from '@school/shared/site-layout';
import { assertFitsLiveShell } from './contract-gate.mjs';
import { exactly, jsonFile, parseHistory, planHistory, under } from './release-history.mjs';
import { releaseGuarded } from './release-guard.mjs';
import {
  appsOfLiveFiles,
  basesOf,
  BUILT_SITEMAP,
  builtPagesOf,
  composedPage,
  OWN_PAGE_TEMPLATE_FILE,
  ownFilesOf,
  ownPagesComposed,
  ownPagesOf,
  readJson,
  remembered,
  servedOwnPage,
  sitemapFile,
  withServedPageStyles,
} from './site-pages.mjs';

/** A build's files (path in the build -> bytes) as the contract gate reads them. */
export const buildOf = (files) => ({
  list: () => [...files.keys()],
  read: async (path) => files.get(path)?.toString('utf8') ?? null,
});

/**
 * The contract gate (contract-gate.mjs) for a build of `app` whose files `build` lists and reads,
 * against the live shell: its published contract and the pages that show this app's content.
 */
export async function gateBuild(hosting, live, { app, buildId, build }) {
  const liveFiles = Object.keys(await hosting.listFiles(live));
  const livePages = [...(await builtPagesOf((path) => hosting.readLiveFile(path), liveFiles, app))].map(
    ([page, { slot }]) => ({ page, fragment: fragmentFile(slot.path) }),
  );
  const shell = await readJson(hosting, SHELL_CONTRACT_FILE);
  await assertFitsLiveShell({ app, buildId, build, shell, livePages });
}

/** The ids of the builds that were on the site (not the entry of a move away). */
const builtHere = (builds) => builds.map((build) => build.id).filter((id) => id !== MOVED_AWAY);

/**
 * A new version of the live one with `change` in it: the app's history gains `entry` (a build id,
 * or MOVED_AWAY) with `details`, and loses what the grace period lets go; the clone leaves out
 * what is rewritten (/remotes.json, the history, the live copies, the pages with the app's
 * content, the entry's folder unless `keepEntry`: a rollback's build is already there) and the
 * pruned builds; the live config is set again; `files` (path -> bytes) are added with
 * /remotes.json naming `manifest` for the remote, and the pages with the app's content, its pages
 * of their own and the sitemap are written from them.
 */
async function changeRemote(hosting, live, config, change, { now, graceMs, details }) {
  const { app, name, entry, manifest, files, keepEntry = false } = change;
  const remotes = (await readJson(hosting, REMOTES_FILE)) ?? {};
  const history = planHistory(parseHistory(await hosting.readLiveFile(historyFileOf(app))), {
    buildId: entry,
    now,
    graceMs,
    details,
  });
  const pruned = builtHere(history.pruned);
  const appFiles = new Map(files);
  const liveFiles = Object.keys(await hosting.listFiles(live));
  const readLive = remembered((path) => hosting.readLiveFile(path));
  const readNew = async (url) => appFiles.get(url);
  const baseOf = basesOf({ ...remotes, [name]: manifest });
  const pages = new Map();
  for (const [path, { built }] of await builtPagesOf(readLive, liveFiles, app)) {
    pages.set(path, await composedPage(built, readNew, baseOf));
  }
  // Its pages of their own: the last build's go, the new build's come; the sitemap lists them.
  const template = liveFiles.includes(OWN_PAGE_TEMPLATE_FILE) ? await readLive(OWN_PAGE_TEMPLATE_FILE) : null;
  const replaced = template ? (await ownPagesOf(readLive, app)).map(servedOwnPage) : [];
  for (const [path, page] of await ownPagesComposed(template, app, readNew, baseOf(remoteOfArea(app)))) {
    pages.set(path, page);
  }
  if (liveFiles.includes(BUILT_SITEMAP)) {
    const ownPages = new Map([[app, await ownPagesOf(readNew, app)]]);
    for (const other of appsOfLiveFiles(liveFiles).filter((other) => other !== app)) {
      ownPages.set(other, await ownPagesOf(readLive, other));
    }
    for (const [path, bytes] of sitemapFile(await readLive(BUILT_SITEMAP), ownPages)) pages.set(path, bytes);
  }
  // Its files of their own, served as they are: the same way.
  replaced.push(...ownFilesOf(app, liveFiles).map(({ served }) => served));
  for (const { live, served } of ownFilesOf(app, [...appFiles.keys()])) pages.set(served, appFiles.get(live));
  const version = await hosting.cloneVersion(live, {
    exclude: [
      exactly(REMOTES_FILE),
      exactly(historyFileOf(app)),
      under(liveDirOf(app)),
      ...[...(keepEntry ? [] : [entry]), ...pruned].map((id) => under(buildDirOf(app, id))),
      ...[...pages.keys(), ...replaced].map(exactly),
    ],
  });
  const added = new Map([
    ...appFiles,
    ...pages,
    [REMOTES_FILE, jsonFile({ ...remotes, [name]: manifest })],
    [historyFileOf(app), jsonFile({ builds: history.builds })],
  ]);
  // What the version keeps of the live one's pages: all but those replaced.
  const kept = liveFiles.filter((path) => !replaced.includes(path));
  // Whether a clone keeps the version's config is not documented: it is set either way.
  await hosting.setConfig(version, await withServedPageStyles(config, added, kept, readLive));
  await hosting.addFiles(version, added);
  return { version, pruned };
}

/**
 * One change of one remote, released under the lock (releaseGuarded): `plan(live, config)` checks
 * the live site and says what changes (`{ change, details, message, holdsDeploy }`).
 * `options`: the caller's (hosting, log, lock, dir, env, now, graceMs) and the lock's `owner`.
 * Resolves to the version released and the builds pruned.
 */
export async function releaseRemoteChange(options, plan) {
  const { hosting, now = Date.now(), graceMs } = options;
  let pruned = [];
  const version = await releaseGuarded({ ...options, log: options.log ?? console.log }, async (live) => {
    if (!live) throw new Error('the site has never been released: deploy the shell first');
    const config = await hosting.versionConfig(live);
    const { change, details, message, holdsDeploy } = await plan(live, config);
    const released = await changeRemote(hosting, live, config, change, { now, graceMs, details });
    pruned = released.pruned;
    return { version: released.version, message, holdsDeploy };
  });
  return { version, pruned };
}
