// The shell's deploy: its files at the root, every page of the site written again from its pages
// as built and the remotes' live copies, under one guarded release.
import { OWN_PAGE_TEMPLATE } from '@school/shared/own-pages';
import { APPS_DIR, builtPageOf, historyFileOf, REMOTES_FILE } from '@school/shared/site-layout';
import { checkBuildId, exactly, jsonFile, planHistory, readHistory, under } from './release-history.mjs';
import { prunedNote, releaseGuarded } from './release-guard.mjs';
import { slotOf } from './compose.mjs';
import { basesOf, composeSite, readJson, remembered } from './site-pages.mjs';
import { withPageStyles } from './page-styles.mjs';

/**
 * The shell's files that its pages load by a hashed name, all under /assets/ (its MF entry too:
 * SHELL_ENTRY_FILE in shared/src/vite): kept, like a remote's builds, for the grace period.
 */
export const isShellAsset = (path) => path.startsWith('/assets/');

/**
 * Deploys the shell (`files`: path from the root -> bytes) with the site's serving `config`; every
 * remote's files (`remoteApps`: their folders under /apps/) and /remotes.json are carried over,
 * and the hashed files of the shell's builds within the grace period. Its pages are kept as built
 * under SHELL_PAGES_DIR and served with the live copies' content written in.
 */
export async function deployShell(options) {
  const { hosting, files, buildId, config, remoteApps, now = Date.now(), graceMs, commit, log = console.log } = options;
  checkBuildId(buildId);
  // A failed build leaves a dist/ with only the public files: deploying it would drop every page.
  if (!files.has('/index.html')) throw new Error('the shell build has no index.html: did the build fail?');
  const historyFile = historyFileOf('shell');
  const assets = [...files.keys()].filter(isShellAsset);
  // The pages whose content the deploys write in: HTML with an empty fragment slot.
  const built = [...files].filter(([path, bytes]) => path.endsWith('.html') && slotOf(bytes.toString('utf8')));
  const templateFile = `/${OWN_PAGE_TEMPLATE}`;
  const template = files.get(templateFile);
  const sitemap = files.get('/sitemap.xml');
  // Its pages, the template of pages of their own (not served) and the sitemap are kept as built.
  const asBuilt = [...built, [templateFile, template], ['/sitemap.xml', sitemap]].filter(([, bytes]) => bytes);
  const served = new Map([...files].filter(([path]) => path !== templateFile));
  let pruned = [];
  const version = await releaseGuarded({ ...options, log, dir: 'shell', lockedAs: buildId }, async (live) => {
    const history = planHistory(live ? await readHistory(hosting, 'shell') : [], {
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
    const pages = await composeSite({
      built,
      template,
      sitemap,
      apps: remoteApps,
      read: readLive,
      baseOf: basesOf(remotes ?? {}),
      files: async () => (live ? Object.keys(await hosting.listFiles(live)) : []),
    });
    const added = new Map([
      ...served,
      ...asBuilt.map(([path, bytes]) => [builtPageOf(path), bytes]),
      ...pages,
      [historyFile, jsonFile({ builds: history.builds })],
    ]);
    if (!remotes) added.set(REMOTES_FILE, jsonFile({}));
    // The shell's deploy writes every page it serves: none is kept from the live version.
    await hosting.setConfig(version, await withPageStyles(config, added));
    await hosting.addFiles(version, added);
    return {
      version,
      message: `shell ${buildId}`,
      holdsDeploy: async () => (await readHistory(hosting, 'shell')).at(-1)?.id === buildId,
    };
  });
  log(`shell ${buildId} is live${prunedNote(pruned)}`);
  return { version, pruned };
}
