import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spreadPreloadPlugin } from './spread-preload-plugin';

/**
 * spreadPreloadPlugin answers the runtime's documented `generatePreloadAssets` hook, and relies on
 * two things the runtime's hook system does that its documentation does not spell out: a later
 * plugin's answer replaces the runtime's own plugin's, and an undefined answer leaves the
 * runtime's. This runs the installed @module-federation/runtime to check both.
 */
const WHAT_TO_CHECK =
  'the installed @module-federation/runtime no longer lets a plugin answer generatePreloadAssets as ' +
  'spread-preload-plugin.ts expects: read its hooks (remote/index, utils/hooks/asyncHook, ' +
  'plugins/generate-preload-assets) and take the preload over the way it now documents';

/**
 * A remote of its own for each test: the runtime keeps what it preloaded on the page's global
 * federation state, across instances.
 */
function remote(name: string) {
  const folder = `https://site.test/apps/${name}/b1/`;
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: name },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
      types: { path: '', name: '' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:area`,
        name: 'area',
        path: './area',
        assets: { js: { sync: ['assets/area-1.js', 'assets/dist-2.js'], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
  return { name, folder, manifestUrl: `${folder}mf-manifest.json`, manifest };
}

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
});

/** A runtime with `preloads` and a network that answers the remote's manifest; what it loads and links. */
function startRuntime(
  { name, manifestUrl, manifest }: ReturnType<typeof remote>,
  preloads: ModuleFederationRuntimePlugin,
) {
  const entries: string[] = [];
  const network: ModuleFederationRuntimePlugin = {
    name: 'test-network',
    fetch: async () => Response.json(manifest),
    loadEntry: ({ remoteInfo }) => {
      entries.push(remoteInfo.entry);
      return { init: () => {}, get: () => async () => ({}) };
    },
  };
  const runtime = createInstance({
    name: `shell_${name}`,
    remotes: [{ name, entry: manifestUrl }],
    plugins: [network, preloads],
  });
  // Every link added to <head>, even one the runtime removes once it has loaded.
  const added: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes]))
      if (node instanceof HTMLLinkElement) added.push(`${node.rel} ${node.href}`);
  });
  observer.observe(document.head, { childList: true });
  return { runtime, entries, links: () => added };
}

/**
 * Once two links are in and a task has passed with no more. The runtime's own preload waits for
 * its links to load, which they never do here: what it adds is what it does.
 */
async function settled(links: () => string[]) {
  await vi.waitFor(() => expect(links().length).toBeGreaterThanOrEqual(2));
  await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('spreadPreloadPlugin on the installed MF runtime', () => {
  it("replaces the runtime's preload with its own: the module's files as module preloads, nothing else", async () => {
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    const news = remote('mfe_news_a');
    // The runtime has fetched the remote's manifest before: its preload is the plugin's.
    const preloads = spreadPreloadPlugin((url) => url === news.manifestUrl, document);
    const { runtime, entries, links } = startRuntime(news, preloads);
    void runtime.preloadRemote([{ nameOrAlias: news.name, exposes: ['./area'] }]);
    await settled(links);
    expect(links(), WHAT_TO_CHECK).toEqual([
      `modulepreload ${news.folder}assets/area-1.js`,
      `modulepreload ${news.folder}assets/dist-2.js`,
    ]);
    expect(entries, WHAT_TO_CHECK).toEqual([]);
  });

  it("leaves the runtime its own preload when the plugin answers nothing (the entry, the module's files as module preloads)", async () => {
    const news = remote('mfe_news_b');
    const { runtime, entries, links } = startRuntime(
      news,
      spreadPreloadPlugin(() => false, document),
    );
    void runtime.preloadRemote([{ nameOrAlias: news.name, exposes: ['./area'] }]);
    await settled(links);
    expect(entries, WHAT_TO_CHECK).toEqual([`${news.folder}remoteEntry.js`]);
    expect(links(), WHAT_TO_CHECK).toEqual([
      `modulepreload ${news.folder}assets/area-1.js`,
      `modulepreload ${news.folder}assets/dist-2.js`,
    ]);
  });
});
