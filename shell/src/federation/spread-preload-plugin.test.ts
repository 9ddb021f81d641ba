import { afterEach, describe, expect, it, vi } from 'vitest';
import { remoteFilesOf, spreadPreloadPlugin } from './spread-preload-plugin';

afterEach(() => vi.useRealTimers());

const MANIFEST_URL = 'http://x.test/apps/news/20261126T010203Z-ab12/mf-manifest.json';
const manifest = {
  name: 'mfe_news',
  metaData: {
    publicPath: 'auto',
    buildId: '20261126T010203Z-ab12',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
  },
  exposes: [
    {
      path: './area',
      assets: { js: { sync: ['assets/area-1.js', 'assets/dist-2.js'], async: ['assets/page-3.js'] }, css: {} },
    },
  ],
};
const folder = 'http://x.test/apps/news/20261126T010203Z-ab12/';

describe('remoteFilesOf', () => {
  it("reads a remote's entry (as its build's own URL) and each exposed module's files from its manifest's folder", () => {
    expect(remoteFilesOf(MANIFEST_URL, manifest)).toEqual({
      name: 'mfe_news',
      files: {
        entry: `${folder}remoteEntry.js?build=20261126T010203Z-ab12`,
        exposes: new Map([['./area', [`${folder}assets/area-1.js`, `${folder}assets/dist-2.js`]]]),
      },
    });
  });

  it('resolves a retry copy, fetched with a cache-busting query, in its own folder', () => {
    const files = remoteFilesOf(`${folder}retry/mf-manifest.json?retry=1-1`, manifest)?.files;
    expect(files?.exposes.get('./area')).toEqual([
      `${folder}retry/assets/area-1.js`,
      `${folder}retry/assets/dist-2.js`,
    ]);
  });

  it('reads nothing from what is not a manifest', () => {
    expect(remoteFilesOf(MANIFEST_URL, null)).toBeNull();
    expect(remoteFilesOf(MANIFEST_URL, { name: 'mfe_news' })).toBeNull();
  });
});

describe('spreadPreloadPlugin', () => {
  const setUp = () => {
    vi.useFakeTimers();
    const doc = document.implementation.createHTMLDocument();
    const plugin = spreadPreloadPlugin(doc);
    const preloaded = () => [...doc.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href')]);
    return { doc, plugin, preloaded };
  };
  const op = (nameOrAlias: string) => ({
    nameOrAlias,
    exposes: ['./area'],
    resourceCategory: 'sync' as const,
    share: false,
    depsRemote: false,
  });
  const emit = (plugin: ReturnType<typeof spreadPreloadPlugin>, preloadOps: ReturnType<typeof op>[]) =>
    plugin.beforePreloadRemote!({ preloadOps, options: {}, origin: {} } as never);

  it("takes over the runtime's preload of a remote whose manifest it has seen: the same files, one module preload per task", async () => {
    const { plugin, preloaded } = setUp();
    plugin.noteManifest(MANIFEST_URL, manifest);
    const preloadOps = [op('mfe_news')];
    const done = emit(plugin, preloadOps);
    await vi.advanceTimersToNextTimerAsync(); // the yield before it
    await done;
    expect(preloadOps).toEqual([]);
    // One element per task: each timer adds the next.
    const before = preloaded().length;
    expect(before).toBeLessThan(3);
    vi.advanceTimersToNextTimer();
    expect(preloaded()).toHaveLength(before + 1);
    vi.runAllTimers();
    expect(preloaded()).toEqual([
      ['modulepreload', `${folder}remoteEntry.js?build=20261126T010203Z-ab12`],
      ['modulepreload', `${folder}assets/area-1.js`],
      ['modulepreload', `${folder}assets/dist-2.js`],
    ]);
  });

  it("leaves the runtime a remote whose manifest it has not seen (a link's prefetch), and files the page already preloads", async () => {
    const { doc, plugin, preloaded } = setUp();
    plugin.noteManifest(MANIFEST_URL, manifest);
    const already = doc.createElement('link');
    already.rel = 'modulepreload';
    already.href = `${folder}assets/area-1.js`;
    doc.head.append(already);
    const preloadOps = [op('mfe_careers'), op('mfe_news')];
    const done = emit(plugin, preloadOps);
    await vi.advanceTimersToNextTimerAsync();
    await done;
    vi.runAllTimers();
    expect(preloadOps).toEqual([op('mfe_careers')]);
    expect(preloaded().map(([, href]) => href)).toEqual([
      `${folder}assets/area-1.js`,
      `${folder}remoteEntry.js?build=20261126T010203Z-ab12`,
      `${folder}assets/dist-2.js`,
    ]);
  });
});
