// What a remote's deploy, its move elsewhere and its rollback share: one guarded release of a new
// version with the remote's change in it.
import {
  buildDirOf,
  historyFileOf,
  liveCopyOf,
  MOVED_AWAY,
  REMOTES_FILE,
  remoteNames,
} from '@school/shared/site-layout';
import { exactly, jsonFile, planHistory, readHistory, under } from './release-history.mjs';
import { prunedNote, releaseGuarded } from './release-guard.mjs';
import { gateBuild } from './contract-gate.mjs';
import { basesOf, readJson, remembered, remotePages } from './site-pages.mjs';
import { withPageStyles } from './page-styles.mjs';

/** A build's files with live copies: its routes' fragments, its pages of their own and their list, its own files. */
const LIVE_COPIED = /^(?:fragments\/[^/]+\.html|pages\/.+\.(?:html|json)|files\/.+)$/;

/**
 * One change of the remote in `dir`, under releaseGuarded (options: `now`, `graceMs`, `log`,
 * `lock`, `owner`, `env`). `plan(live, config)` checks the live site and says what
 * changes: `{ change, details, message, holdsDeploy, done }` (`done`: logged once live). The app's
 * history gains `change.entry` (a build id, or MOVED_AWAY) with `details`; the live copies are
 * those of `change.build` (contract-gate.mjs buildOf, gated first when `gate`), added with
 * `change.files` (path -> bytes) and the pages written from them, and /remotes.json names
 * `change.manifest`. The clone leaves out the entry's folder too unless `keepEntry` (a rollback's
 * build is there). The change holds while /remotes.json names its manifest and `holdsDeploy()`,
 * if any, says so too.
 */
export async function releaseRemoteChange(options, plan) {
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
