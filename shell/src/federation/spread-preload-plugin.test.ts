import { afterEach, describe, expect, it, vi } from 'vitest';
import { exposedFilesOf, spreadPreloadPlugin } from './spread-preload-plugin';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const folder = 'http://x.test/apps/news/20261126T010203Z-ab12/';
const MANIFEST_URL = `${folder}mf-manifest.json`;
/** The remote's snapshot, as the runtime makes it from its manifest and hands the hook. */
const snapshot = {
  version: MANIFEST_URL,
  publicPath: folder,
  remoteEntry: 'remoteEntry.js',
  remoteEntryType: 'module',
  modules: [
    {
      moduleName: 'area',
      modulePath: './area',
      assets: { js: { sync: ['assets/area-1.js', 'assets/dist-2.js'], async: ['assets/page-3.js'] }, css: {} },
    },
  ],
};
const AREA_FILES = [`${folder}assets/area-1.js`, `${folder}assets/dist-2.js`];

describe('exposedFilesOf', () => {
  it("reads the files an exposed module imports at once, from the snapshot's public path", () => {
    expect(exposedFilesOf(snapshot as never, ['./area'])).toEqual(AREA_FILES);
    expect(exposedFilesOf(snapshot as never, ['area'])).toEqual(AREA_FILES);
    expect(exposedFilesOf(snapshot as never, ['./missing'])).toEqual([]);
  });

  it('reads nothing from a snapshot that lists no modules or no public path', () => {
    expect(exposedFilesOf({ version: MANIFEST_URL } as never, ['./area'])).toBeNull();
    const { publicPath: _, ...withoutPath } = snapshot;
    expect(exposedFilesOf(withoutPath as never, ['./area'])).toBeNull();
  });
});

describe('spreadPreloadPlugin', () => {
  /** The manifests the runtime has fetched. */
  const fetched = new Set<string>();
  const setUp = () => {
    fetched.clear();
    vi.useFakeTimers();
    // The yield before the preload: at once here, so that every timer is the preload's.
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    const doc = document.implementation.createHTMLDocument();
    const plugin = spreadPreloadPlugin((url) => fetched.has(url), doc);
    const preloaded = () => [...doc.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
    return { plugin, preloaded };
  };
  const remotes = [
    { name: 'mfe_news', entry: MANIFEST_URL },
    { name: 'mfe_careers', entry: 'http://x.test/apps/careers/b1/mf-manifest.json' },
  ];
  const op = (nameOrAlias: string) => ({
    nameOrAlias,
    exposes: ['./area'],
    resourceCategory: 'sync' as const,
    share: false,
    depsRemote: false,
  });
  /** The runtime's preload of `ops`, as its hooks see it: before, then the assets of each. */
  const preload = async (plugin: ReturnType<typeof spreadPreloadPlugin>, ops: ReturnType<typeof op>[]) => {
    const before = structuredClone(ops);
    await plugin.beforePreloadRemote!({ preloadOps: ops, options: { remotes }, origin: {} } as never);
    // The plugin reads the runtime's list, never changes it.
    expect(ops).toEqual(before);
    return Promise.all(
      ops.map((preloadConfig) =>
        plugin.generatePreloadAssets!({ preloadOptions: { preloadConfig }, remoteSnapshot: snapshot } as never),
      ),
    );
  };

  it("makes the runtime's preload of a remote whose manifest it has seen itself: the module's files, one module preload per task", async () => {
    const { plugin, preloaded } = setUp();
    fetched.add(MANIFEST_URL);
    const [assets] = await preload(plugin, [op('mfe_news')]);
    // The runtime preloads nothing more: no entry, no file.
    expect(assets).toEqual({ cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] });
    // One element per task: the first at once, each timer the next.
    expect(preloaded()).toEqual([['modulepreload', AREA_FILES[0]]]);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toEqual(AREA_FILES.map((href) => ['modulepreload', href]));
  });

  it("leaves the runtime a remote whose manifest it had not seen when the preload began (a link's prefetch), and preloads a file once", async () => {
    const { plugin, preloaded } = setUp();
    const [early] = await (async () => {
      const ops = [op('mfe_news')];
      await plugin.beforePreloadRemote!({ preloadOps: ops, options: { remotes }, origin: {} } as never);
      // The runtime fetches the manifest in between.
      fetched.add(MANIFEST_URL);
      return [
        await plugin.generatePreloadAssets!({
          preloadOptions: { preloadConfig: ops[0] },
          remoteSnapshot: snapshot,
        } as never),
      ];
    })();
    expect(early).toBeUndefined();
    const [careers, news] = await preload(plugin, [op('mfe_careers'), op('mfe_news')]);
    expect(careers).toBeUndefined();
    expect(news).toEqual({ cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] });
    await preload(plugin, [op('mfe_news')]);
    vi.runAllTimers();
    expect(preloaded().map(([, href]) => href)).toEqual(AREA_FILES);
  });

  it('makes the preloads it leaves to the runtime module preloads, so the import that follows reuses them', () => {
    const createLink = spreadPreloadPlugin(() => true).createLink as (link: { url: string; attrs?: object }) => unknown;
    const link = createLink({ url: 'http://remote.test/assets/area-1.js', attrs: { rel: 'preload', as: 'script' } });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect((link as HTMLLinkElement).rel).toBe('modulepreload');
    expect((link as HTMLLinkElement).href).toBe('http://remote.test/assets/area-1.js');
    expect(createLink({ url: 'http://remote.test/a.css', attrs: { rel: 'stylesheet' } })).toBeUndefined();
  });
});
