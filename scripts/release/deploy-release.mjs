// One app's deploy onto the one site, the same against Firebase Hosting (hosting-api.mjs) and the
// local release store (local-hosting.mjs): clone the live version without what this deploy
// replaces or prunes, add the app's files, finalize, release, and make sure the release holds
// them. Nothing of another app is touched, and no server runs anywhere. Besides its app's files,
// a deploy writes the served pages from the shell's pages as built and the remotes' live copies
// (compose.mjs), so that a page's content comes with its HTML: the shell's deploy all of them, a
// remote's deploy those whose content is its own, and its pages of their own (own-pages.js), with
// the sitemap listing them.
import { parseCsp, sourcesAllow } from '../csp.mjs';
import { headersFor } from '../hosting.mjs';
import { composePage, ownPageHtml, sitemapWith, slotOf } from './compose.mjs';
import { isServedPage, withPageStyles } from './page-styles.mjs';
import {
  OWN_FILES_DIR,
  OWN_PAGE_TEMPLATE,
  ownFileServedAt,
  ownPageFragmentFile,
  PAGES_LIST,
} from '@school/shared/own-pages';
import {
  APPS_DIR,
  LIVE_DIR_NAME,
  MOVED_AWAY,
  REMOTES_FILE,
  SHELL_CONTRACT_FILE,
  SHELL_PAGES_DIR,
  appOf,
  buildDirOf,
  builtPageOf,
  fragmentFile,
  historyFileOf,
  liveDirOf,
  liveFragmentOf,
  pageFileOf,
  pageOfBuilt,
  remoteNames,
  remoteOfArea,
} from '@school/shared/site-layout';
import { assertFitsLiveShell } from './contract-gate.mjs';
import { releaseFenced } from './fenced-release.mjs';
import {
  checkBuildId,
  exactly,
  jsonFile,
  parseHistory,
  planHistory,
  rollbackTargets,
  under,
} from './release-history.mjs';

/** Deploys that find the site changed under them start again, this many times at most. */
export const MAX_ATTEMPTS = 5;

const readJson = async (hosting, path) => {
  const bytes = await hosting.readLiveFile(path);
  return bytes ? JSON.parse(bytes.toString('utf8')) : null;
};

/**
 * The race guard. Two teams may deploy at once, and each release replaces the whole version:
 * a deploy whose live version changed between its clone and its release would drop the other
 * team's build. So a deploy holds the deploy lock (deploy-lock.mjs) from its clone of the live
 * version to its check after the release, and renews it right before releasing, with the lock's
 * generation checked before and after the release (fenced-release.mjs): a deploy whose lease was
 * broken before never releases, and one whose lease was broken while it released fails, naming
 * what to check and the rollback command (`dir`, `env`). Within the lock, what deploys outside
 * it could still do (a release from Firebase's console) is guarded as before: the live version is
 * compared before releasing (changed: this version is deleted and the deploy starts again from
 * the new one), and after releasing `holdsDeploy` checks that the live release still carries
 * this deploy: if not, it starts again too. `lock` may be left out only where nothing else
 * deploys (a test's own store).
 */
async function releaseGuarded(hosting, log, prepare, { lock, owner, dir, env = 'production' }) {
  const held = lock ? await lock.acquire(owner) : null;
  try {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const live = await hosting.liveVersion();
      const { version, message, holdsDeploy } = await prepare(live);
      await hosting.finalize(version);
      if ((await hosting.liveVersion()) !== live) {
        log(`the site was released by another deploy meanwhile; starting again from its release`);
        await hosting.deleteVersion(version);
        continue;
      }
      await releaseFenced({ hosting, held, version, message, dir, env });
      if (await holdsDeploy()) return version;
      log(`another deploy released over this one; starting again from its release`);
    }
    throw new Error(`gave up after ${MAX_ATTEMPTS} attempts: the site kept changing under this deploy`);
  } finally {
    await held?.release();
  }
}

const prefixed = (files, dir) => [...files].map(([path, bytes]) => [`${dir}${path}`, bytes]);

/**
 * A build's files that have live copies: its routes' fragments, its pages of their own's and their
 * list, its files of their own (own-pages.js).
 */
const LIVE_COPIED = /^(?:fragments\/[^/]+\.html|pages\/.+\.(?:html|json)|files\/.+)$/;

/** The live copies of a build's fragments (site-layout.mjs): the same bytes, at a fixed address. */
export function liveCopiesOf(app, files) {
  return [...files]
    .filter(([path]) => LIVE_COPIED.test(path))
    .map(([path, bytes]) => [liveFragmentOf(app, path), bytes]);
}

/** The remotes with live copies on the site (/apps/<app>/live/…), among `paths`. */
function appsOfLiveFiles(paths) {
  const apps = paths
    .filter((path) => path.startsWith(APPS_DIR))
    .map((path) => path.slice(APPS_DIR.length).split('/'))
    .filter(([app, folder]) => folder === LIVE_DIR_NAME && app !== 'shell')
    .map(([app]) => app);
  return [...new Set(apps)];
}

/** The shell's template for pages of their own, kept with its pages as built. */
const OWN_PAGE_TEMPLATE_FILE = builtPageOf(OWN_PAGE_TEMPLATE);

/** The pages of their own that `app`'s live copies list (`read` reads a file of the site), [] for none. */
async function ownPagesOf(read, app) {
  const list = await read(liveFragmentOf(app, PAGES_LIST));
  return list ? JSON.parse(list.toString('utf8')) : [];
}

/**
 * `app`'s files of their own among `paths` (site paths of its live copies), each with where it is
 * served; a file whose address could not be one (OWN_FILE_PATH) is refused.
 */
function ownFilesOf(app, paths) {
  const dir = liveFragmentOf(app, OWN_FILES_DIR);
  return paths
    .filter((path) => path.startsWith(dir))
    .map((live) => {
      const served = ownFileServedAt(live.slice(liveDirOf(app).length));
      if (!served) throw new Error(`${app}: ${live.slice(liveDirOf(app).length)} cannot be a file of its own`);
      return { live, served };
    });
}

/** Where a page of its own is served. */
const servedOwnPage = (page) => `/${pageFileOf(page.path)}`;

/** The live copy of the fragment a slot asks for ({ remote, path }: its remote's folder and the path). */
const liveCopyOfSlot = ({ remote, path }) => liveFragmentOf(remoteNames(remote).area, fragmentFile(path));

/**
 * Where each remote's current build is, for its fragments' asset URLs: the folder of its manifest
 * in `remotes` (/remotes.json's map), a path on the site or a URL elsewhere. By the remote's folder.
 */
const basesOf = (remotes) => (dir) => {
  const manifest = remotes[remoteNames(dir).federationName];
  if (!manifest) return ''; // Not deployed yet: it has no live copies either.
  return manifest.startsWith('/') ? manifest.slice(0, manifest.lastIndexOf('/') + 1) : new URL('.', manifest).href;
};

/**
 * `app`'s pages of their own, each served at its path (page path -> bytes): the shell's
 * `template` with the page's head and its live copy's content (`read(path)` reads the live copies;
 * ownPageHtml), its URLs in `base`. None when the site has no template yet.
 */
async function ownPagesComposed(template, app, read, base) {
  const pages = new Map();
  if (!template) return pages;
  for (const page of await ownPagesOf(read, app)) {
    const fragment = await read(liveFragmentOf(app, ownPageFragmentFile(page.path)));
    const html = ownPageHtml(
      template.toString('utf8'),
      { ...page, remote: remoteOfArea(app) },
      fragment ? fragment.toString('utf8') : null,
      base,
    );
    pages.set(servedOwnPage(page), Buffer.from(html));
  }
  return pages;
}

/**
 * The page served for a page of the shell as built: with the content of the live copy its slot
 * asks for (`readLive(path)`: its bytes, or null when the site has none), or as built; `baseOf`
 * names the folder of each remote's current build (basesOf).
 */
async function composedPage(built, readLive, baseOf) {
  const page = built.toString('utf8');
  const slot = slotOf(page);
  if (!slot) return built;
  const fragment = await readLive(liveCopyOfSlot(slot));
  return Buffer.from(composePage(page, fragment ? fragment.toString('utf8') : null, baseOf(slot.remote)));
}

/** The shell's sitemap as built, kept with its pages as built. */
const BUILT_SITEMAP = builtPageOf('sitemap.xml');

/**
 * /sitemap.xml: the shell's as built (`built`, or null on a site with none) with every remote's
 * pages of their own (`ownPages`: app -> its list), or nothing to write.
 */
function sitemapFile(built, ownPages) {
  if (!built) return [];
  const paths = [...ownPages.values()].flat().map((page) => page.path);
  return [['/sitemap.xml', Buffer.from(sitemapWith(built.toString('utf8'), paths))]];
}

/**
 * The serving config with each page's own CSP (page-styles.mjs), for every page the new version
 * will serve: those `added` now, and those among the live files it `kept`, read with `readLive`.
 */
async function withServedPageStyles(config, added, kept, readLive) {
  const pages = new Map(
    [...added].filter(([path]) => isServedPage(path)).map(([path, bytes]) => [path, bytes.toString('utf8')]),
  );
  for (const path of kept.filter((file) => isServedPage(file) && !added.has(file))) {
    const bytes = await readLive(path);
    if (bytes) pages.set(path, bytes.toString('utf8'));
  }
  return withPageStyles(config, pages);
}

/** `read` remembered: a deploy reads a live copy for a page and again for its styles. */
function remembered(read) {
  const seen = new Map();
  return (path) => {
    if (!seen.has(path)) seen.set(path, read(path));
    return seen.get(path);
  };
}

/** The shell's pages as built that hold `app`'s content, read from the live version: page path -> { built, slot }. */
async function builtPagesOf(readLive, liveFiles, app) {
  const dir = remoteOfArea(app);
  const pages = new Map();
  for (const path of liveFiles.filter((file) => file.startsWith(SHELL_PAGES_DIR) && file.endsWith('.html'))) {
    const built = await readLive(path);
    const slot = built && slotOf(built.toString('utf8'));
    if (slot?.remote === dir) pages.set(pageOfBuilt(path), { built, slot });
  }
  return pages;
}

/**
 * The contract gate (contract-gate.mjs) for a build of `app` whose files `build` lists and reads,
 * against the live shell: its published contract and the pages that show this app's content.
 */
async function gateBuild(hosting, live, { app, buildId, build }) {
  const liveFiles = Object.keys(await hosting.listFiles(live));
  const livePages = [...(await builtPagesOf((path) => hosting.readLiveFile(path), liveFiles, app))].map(
    ([page, { slot }]) => ({ page, fragment: fragmentFile(slot.path) }),
  );
  const shell = await readJson(hosting, SHELL_CONTRACT_FILE);
  await assertFitsLiveShell({ app, buildId, build, shell, livePages });
}

/** A build's files (path in the build -> bytes) as the contract gate reads them. */
const buildOf = (files) => ({
  list: () => [...files.keys()],
  read: async (path) => files.get(path)?.toString('utf8') ?? null,
});

/**
 * The contract gate alone, on the live site as it is now, for a build about to be deployed
 * (`deploy --check` runs it before the area's specs; the deploy runs it again under the lock).
 */
export async function checkRemoteBuild({ hosting, dir, files, buildId }) {
  const live = await hosting.liveVersion();
  if (!live) throw new Error('the site has never been released: deploy the shell first');
  const build = buildOf(files);
  await gateBuild(hosting, live, { app: appOf(dir), buildId, build });
}

/**
 * What a remote's deploy, its move elsewhere and its rollback share, on a new version of the live
 * one: the app's history gains `entry` (a build id, or MOVED_AWAY) with `details`, and loses what
 * the grace period lets go; the clone leaves out what is rewritten (/remotes.json, the history,
 * the live copies, the pages with the app's content, the entry's folder unless `keepEntry`: a
 * rollback's build is already there) and the pruned builds; the live config is set again;
 * `files` (path -> bytes) are added with /remotes.json naming `manifest` for the remote, and the
 * pages with the app's content are written from them.
 */
async function changeRemote(
  hosting,
  live,
  config,
  { app, name, entry, manifest, files, keepEntry = false },
  { now, graceMs, details },
) {
  const remotes = (await readJson(hosting, REMOTES_FILE)) ?? {};
  const history = planHistory(parseHistory(await hosting.readLiveFile(historyFileOf(app))), {
    buildId: entry,
    now,
    graceMs,
    details,
  });
  const pruned = builtHere(history.pruned);
  // The pages with this app's content are written again with its new live copies.
  const appFiles = new Map(files);
  const liveFiles = Object.keys(await hosting.listFiles(live));
  const readLive = remembered((path) => hosting.readLiveFile(path));
  const readNew = async (url) => appFiles.get(url);
  const baseOf = basesOf({ ...remotes, [name]: manifest });
  const pages = new Map();
  for (const [path, { built }] of await builtPagesOf(readLive, liveFiles, app)) {
    pages.set(path, await composedPage(built, readNew, baseOf));
  }
  // Its pages of their own: the last build's go, the new build's come.
  const template = liveFiles.includes(OWN_PAGE_TEMPLATE_FILE) ? await readLive(OWN_PAGE_TEMPLATE_FILE) : null;
  const replaced = template ? (await ownPagesOf(readLive, app)).map(servedOwnPage) : [];
  for (const [path, page] of await ownPagesComposed(template, app, readNew, baseOf(remoteOfArea(app)))) {
    pages.set(path, page);
  }
  // The sitemap lists them with every other remote's.
  const sitemap = liveFiles.includes(BUILT_SITEMAP) ? await readLive(BUILT_SITEMAP) : null;
  if (sitemap) {
    const ownPages = new Map([[app, await ownPagesOf(readNew, app)]]);
    for (const other of appsOfLiveFiles(liveFiles).filter((other) => other !== app)) {
      ownPages.set(other, await ownPagesOf(readLive, other));
    }
    for (const [path, bytes] of sitemapFile(sitemap, ownPages)) pages.set(path, bytes);
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
  const styled = await withServedPageStyles(config, added, kept, readLive);
  // Whether a clone keeps the version's config is not documented: it is set either way.
  await hosting.setConfig(version, styled);
  await hosting.addFiles(version, added);
  return { version, pruned };
}

/** What a remote change's last log line says of the builds it pruned. */
const prunedNote = (pruned) => (pruned.length ? `; pruned ${pruned.join(', ')}` : '');

/**
 * One change of one remote (a deploy, a move elsewhere, a rollback), released under the lock as
 * changeRemote writes it: `plan(live, config)` checks the live site and says what changes
 * (`{ change, details, message, holdsDeploy }`). Resolves to the version released and the builds
 * pruned.
 */
async function releaseRemoteChange({ hosting, log, lock, owner, dir, env, now, graceMs }, plan) {
  let pruned = [];
  const version = await releaseGuarded(
    hosting,
    log,
    async (live) => {
      if (!live) throw new Error('the site has never been released: deploy the shell first');
      const config = await hosting.versionConfig(live);
      const { change, details, message, holdsDeploy } = await plan(live, config);
      const released = await changeRemote(hosting, live, config, change, { now, graceMs, details });
      pruned = released.pruned;
      return { version: released.version, message, holdsDeploy };
    },
    { lock, owner, dir, env },
  );
  return { version, pruned };
}

/**
 * Deploys a remote's build: its files under /apps/<app>/<build-id>/, its fragments' live copies
 * under /apps/<app>/live/ (replacing the last build's), its manifest in /remotes.json, its
 * history in /apps/<app>/builds.json; its builds past the grace period go.
 * `files`: path inside the build (no leading slash) -> bytes. `gate`: the build is checked
 * against the live shell first (contract-gate.mjs), under the lock; the CLI's deploys always are.
 */
export async function deployRemote({
  hosting,
  dir,
  files,
  buildId,
  now = Date.now(),
  graceMs,
  log = console.log,
  lock,
  commit,
  env,
  gate = false,
}) {
  const { area: app, federationName: name } = remoteNames(dir);
  checkBuildId(buildId);
  if (!files.has('mf-manifest.json')) throw new Error(`${dir}: the build has no mf-manifest.json`);
  const buildDir = buildDirOf(app, buildId);
  const manifest = `${buildDir}mf-manifest.json`;
  const build = buildOf(files);
  const owner = { app, build: buildId, commit };
  const release = { hosting, log, lock, owner, dir, env, now, graceMs };
  const { version, pruned } = await releaseRemoteChange(release, async (live) => {
    if (gate) await gateBuild(hosting, live, { app, buildId, build });
    return {
      change: {
        app,
        name,
        entry: buildId,
        manifest,
        files: [...prefixed(files, buildDir), ...liveCopiesOf(app, files)],
      },
      details: { commit },
      message: `${app} ${buildId}`,
      holdsDeploy: async () => {
        const liveFiles = await hosting.listFiles(await hosting.liveVersion());
        return manifest in liveFiles && (await readJson(hosting, REMOTES_FILE))?.[name] === manifest;
      },
    };
  });
  log(`${app} ${buildId} is live at ${manifest}${prunedNote(pruned)}`);
  return { version, manifest, pruned };
}

/**
 * Re-points one remote to a build its history keeps (rollbackTargets; by default the newest
 * before the current one): /remotes.json names that build's manifest, its fragments become the
 * live copies again, and the pages with the app's content are written from them; every other
 * app stays as it is. The build is checked against the live shell (contract-gate.mjs) as a
 * deploy's is. Its history entry moves last (the build it replaced stays kept, for a rollback of
 * the rollback) with `rolledBackFrom`. A build not kept (pruned, or never deployed here) is
 * refused, with the list of those kept.
 * @param {{ hosting: any, dir: string, buildId?: string, now?: number,
 *   graceMs?: number, log?: (line: string) => void, lock?: any, commit?: string, env?: string }} options
 */
export async function rollbackRemote({
  hosting,
  dir,
  buildId,
  now = Date.now(),
  graceMs,
  log = console.log,
  lock,
  commit,
  env,
}) {
  const { area: app, federationName: name } = remoteNames(dir);
  let target;
  const owner = { app, build: `rollback to ${buildId ?? 'the previous build'}`, commit };
  const { version, pruned } = await releaseRemoteChange(
    { hosting, log, lock, owner, dir, env, now, graceMs },
    async (live) => {
      const history = parseHistory(await hosting.readLiveFile(historyFileOf(app)));
      const current = history.at(-1);
      const kept = rollbackTargets(history);
      const keptList = kept.length ? kept.map((build) => build.id).join(', ') : 'none';
      if (buildId !== undefined && buildId === current?.id) throw new Error(`${app} ${buildId} is already live`);
      target = buildId === undefined ? kept.at(-1) : kept.find((build) => build.id === buildId);
      if (!target) {
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
      const build = {
        list: () => inBuild,
        read: async (path) => (await hosting.readLiveFile(`${buildDir}${path}`))?.toString('utf8') ?? null,
      };
      await gateBuild(hosting, live, { app, buildId: target.id, build });
      const liveCopies = [];
      for (const path of inBuild.filter((path) => LIVE_COPIED.test(path))) {
        liveCopies.push([liveFragmentOf(app, path), await hosting.readLiveFile(`${buildDir}${path}`)]);
      }
      return {
        change: { app, name, entry: target.id, manifest, files: liveCopies, keepEntry: true },
        details: { commit: target.commit, rolledBackFrom: current.id },
        message: `${app} rolled back to ${target.id}`,
        holdsDeploy: async () => (await readJson(hosting, REMOTES_FILE))?.[name] === manifest,
      };
    },
  );
  log(`${app} is rolled back to ${target.id}${prunedNote(pruned)}`);
  return { version, buildId: target.id, pruned };
}

/** The ids of the builds that were on the site (not the entry of a move away). */
const builtHere = (builds) => builds.map((build) => build.id).filter((id) => id !== MOVED_AWAY);

/**
 * Whether pages under this serving config may load code from `origin` and fetch from it (its
 * manifest): the CSP's script-src and connect-src (or default-src) name it, or its host with
 * any port.
 */
export function pagesMayLoadFrom(config, origin) {
  const csp = headersFor(config, '/')['Content-Security-Policy'];
  if (!csp) return true;
  const directives = parseCsp(csp);
  const allows = (name) => sourcesAllow(directives[name] ?? directives['default-src'] ?? [], origin);
  return allows('script-src') && allows('connect-src');
}

/**
 * Points the site at a remote hosted elsewhere (`manifestUrl`, absolute), whose build there is the
 * one in `files` (its dist, as deployRemote takes it): /remotes.json names the manifest there, and
 * the build's live copies are written here, as a deploy's are, so its pages still come with their
 * content (their asset URLs elsewhere); its builds here stay for the grace period, as after a
 * deploy, and moving it again later prunes them. `gate`: checked against the live shell first, as a
 * deploy is (the CLI's always are). Refused while the live site's CSP would block that origin.
 */
export async function moveRemote({
  hosting,
  dir,
  manifestUrl,
  files,
  buildId,
  now = Date.now(),
  graceMs,
  log = console.log,
  lock,
  commit,
  env,
  gate = false,
}) {
  const { area: app, federationName: name } = remoteNames(dir);
  const url = new URL(manifestUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${manifestUrl} is not http(s)`);
  checkBuildId(buildId);
  const owner = { app, build: `${buildId} moved to ${url.href}`, commit };
  const release = { hosting, log, lock, owner, dir, env, now, graceMs };
  const { version, pruned } = await releaseRemoteChange(release, async (live, config) => {
    if (!pagesMayLoadFrom(config, url.origin)) {
      throw new Error(
        `the live site's CSP does not allow ${url.origin}: list it in deploy/<env>/site.json's remoteOrigins, run node scripts/deploy.mjs --sync and deploy the shell first`,
      );
    }
    if (gate) await gateBuild(hosting, live, { app, buildId, build: buildOf(files) });
    return {
      change: { app, name, entry: MOVED_AWAY, manifest: url.href, files: liveCopiesOf(app, files) },
      details: { commit, build: buildId },
      message: `${app} ${buildId} moved to ${url.href}`,
      holdsDeploy: async () => (await readJson(hosting, REMOTES_FILE))?.[name] === url.href,
    };
  });
  log(`${app} ${buildId} now loads from ${url.href}${prunedNote(pruned)}`);
  return { version, pruned };
}

/**
 * The shell's files that its pages load by a hashed name, all under /assets/ (its MF entry too:
 * SHELL_ENTRY_FILE in shared/src/vite): kept, like a remote's builds, for the grace period.
 */
export const isShellAsset = (path) => path.startsWith('/assets/');

/** A page of the shell's build whose content the deploys write in: HTML with an empty fragment slot. */
const isBuiltPage = (path, bytes) => path.endsWith('.html') && slotOf(bytes.toString('utf8')) !== null;

/**
 * Deploys the shell: its files at the root and the site's serving config (headers, rewrites);
 * every remote's files and /remotes.json are carried over, and so are the hashed files of the
 * shell's builds within the grace period. Its pages are kept as built under SHELL_PAGES_DIR and
 * served with the live copies' content written in. `files`: path from the root (leading slash)
 * -> bytes.
 */
export async function deployShell({
  hosting,
  files,
  buildId,
  config,
  remoteApps,
  now = Date.now(),
  graceMs,
  log = console.log,
  lock,
  commit,
  env,
}) {
  checkBuildId(buildId);
  // A failed build leaves a dist/ with only the public files: deploying it would drop every page.
  if (!files.has('/index.html')) throw new Error('the shell build has no index.html: did the build fail?');
  const historyFile = historyFileOf('shell');
  const assets = [...files.keys()].filter(isShellAsset);
  // The template of the remotes' pages of their own is kept with the pages as built, not served.
  const template = files.get(`/${OWN_PAGE_TEMPLATE}`) ?? null;
  const served = new Map([...files].filter(([path]) => path !== `/${OWN_PAGE_TEMPLATE}`));
  const builtPages = [...served].filter(([path, bytes]) => isBuiltPage(path, bytes));
  let pruned = [];
  const version = await releaseGuarded(
    hosting,
    log,
    async (live) => {
      const history = planHistory(parseHistory(live && (await hosting.readLiveFile(historyFile))), {
        buildId,
        now,
        graceMs,
        files: assets,
        details: { commit },
      });
      pruned = history.pruned.map((build) => build.id);
      const keptAssets = new Set(history.builds.flatMap((build) => build.files ?? []));
      const version = live
        ? await hosting.cloneVersion(live, {
            include: [
              ...remoteApps.map((app) => under(`${APPS_DIR}${app}/`)),
              exactly(REMOTES_FILE),
              ...[...keptAssets].filter((path) => !files.has(path)).map(exactly),
            ],
          })
        : await hosting.createVersion();
      const readLive = remembered(async (path) => (live ? hosting.readLiveFile(path) : null));
      const remotes = live ? await readJson(hosting, REMOTES_FILE) : null;
      const baseOf = basesOf(remotes ?? {});
      const pages = [];
      for (const [path, built] of builtPages) {
        pages.push([builtPageOf(path), built], [path, await composedPage(built, readLive, baseOf)]);
      }
      if (template) pages.push([OWN_PAGE_TEMPLATE_FILE, template]);
      for (const app of remoteApps) {
        pages.push(...(await ownPagesComposed(template, app, readLive, baseOf(remoteOfArea(app)))));
      }
      const sitemap = files.get('/sitemap.xml');
      if (sitemap) {
        const ownPages = new Map();
        for (const app of remoteApps) ownPages.set(app, await ownPagesOf(readLive, app));
        pages.push([BUILT_SITEMAP, sitemap], ...sitemapFile(sitemap, ownPages));
      }
      const liveFiles = live ? Object.keys(await hosting.listFiles(live)) : [];
      for (const app of remoteApps) {
        for (const file of ownFilesOf(app, liveFiles)) pages.push([file.served, await readLive(file.live)]);
      }
      const added = new Map([...served, ...pages, [historyFile, jsonFile({ builds: history.builds })]]);
      if (!remotes) added.set(REMOTES_FILE, jsonFile({}));
      // The shell's deploy writes every page it serves: none is kept from the live version.
      await hosting.setConfig(version, await withServedPageStyles(config, added, [], readLive));
      await hosting.addFiles(version, added);
      return {
        version,
        message: `shell ${buildId}`,
        holdsDeploy: async () => {
          const builds = parseHistory(await hosting.readLiveFile(historyFile));
          return builds.at(-1)?.id === buildId;
        },
      };
    },
    { lock, owner: { app: 'shell', build: buildId, commit }, dir: 'shell', env },
  );
  log(`shell ${buildId} is live${prunedNote(pruned)}`);
  return { version, pruned };
}
