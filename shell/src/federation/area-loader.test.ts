import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/runtime';
import { AREA_CONTRACT_VERSION } from '@school/shared/area';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteMap } from '../config/load-config';
import { AreaContractError, createAreaLoader, type AreaLoader, type AreaLoaderOptions } from './area-loader';
import { MAP_FRESH_MS, MAX_RECOVERIES, RECOVERY_WINDOW_MS, retryCopyOf } from './loader-state';
import { remoteBuildsPlugin, type RemoteBuilds } from './remote-builds';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

const NEWS_MANIFEST = 'http://news.test/mf-manifest.json';
const manifest = (buildId: string, contract = AREA_CONTRACT_VERSION) => ({ metaData: { buildId, contract } });

let loader: AreaLoader;
let builds: RemoteBuilds;

/** A page's loader, as main.tsx makes it, over what its MF runtime has fetched so far. */
function startLoader(map: RemoteMap, options: AreaLoaderOptions = {}) {
  builds = remoteBuildsPlugin();
  loader = createAreaLoader(map, { ...options, builds });
}

/** The MF runtime fetching a remote's manifest, through the shell's plugin: its build is noted. */
function runtimeFetched(url: string, buildId: string, contract?: string) {
  builds.note(url, manifest(buildId, contract));
}

const MAP = {
  mfe_news: NEWS_MANIFEST,
  mfe_careers: 'http://careers.test/mf-manifest.json',
  mfe_home_about: 'http://home.test/mf-manifest.json',
};

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  vi.mocked(registerRemotes).mockReset();
  vi.mocked(preloadRemote).mockReset().mockResolvedValue(undefined);
  startLoader(MAP);
  for (const url of ['http://careers.test/mf-manifest.json', 'http://home.test/mf-manifest.json'])
    runtimeFetched(url, 'b1');
  runtimeFetched(NEWS_MANIFEST, 'b1');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The manifest as a fresh fetch finds it now. */
function manifestNow(buildId: string | null) {
  const fetchMock = vi.fn<typeof fetch>(async () =>
    buildId ? Response.json(manifest(buildId)) : new Response('down', { status: 503 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('load', () => {
  it('shares a load under way: the start-up kick-off and the outlet fetch once', async () => {
    let resolve!: (value: unknown) => void;
    vi.mocked(loadRemote).mockReturnValue(new Promise((r) => (resolve = r)));
    loader.loadPath('/news-events/');
    const fromOutlet = loader.load('news');
    resolve(lifecycles);
    await expect(fromOutlet).resolves.toMatchObject({ mount: lifecycles.mount });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_news/area');
  });

  it('loads again once the first load has settled, and at once for a Retry', async () => {
    vi.mocked(loadRemote).mockResolvedValue(lifecycles);
    await loader.load('careers');
    await Promise.all([loader.load('careers'), loader.load('careers', { fresh: true })]);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('ignores a path that is no page', () => {
    loader.loadPath('/nowhere');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe("the area contract stated in a remote's manifest", () => {
  it('mounts a remote built against the same or the previous minor version', async () => {
    vi.mocked(loadRemote).mockResolvedValue(lifecycles);
    const [major, minor] = AREA_CONTRACT_VERSION.split('.').map(Number) as [number, number];
    runtimeFetched(NEWS_MANIFEST, 'b1', `${major}.${Math.max(0, minor - 1)}.0`);
    await expect(loader.load('news')).resolves.toMatchObject({ mount: lifecycles.mount });
  });

  it.each([
    ['another major version', '9.0.0'],
    ['a newer minor version', `${AREA_CONTRACT_VERSION.split('.')[0]}.99.0`],
    ['no version at all', undefined],
  ])('refuses a remote built against %s, naming both versions', async (_, contract) => {
    vi.mocked(loadRemote).mockResolvedValue(lifecycles);
    builds.note(NEWS_MANIFEST, { metaData: { buildId: 'b1', contract } });
    const loading = loader.load('news');
    await expect(loading).rejects.toBeInstanceOf(AreaContractError);
    await expect(loading).rejects.toThrow(`contract ${AREA_CONTRACT_VERSION}`);
    // Not a build problem: no second manifest fetch, no second load.
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });
});

describe('a load that fails after the manifest', () => {
  it('loads the build the manifest names now, once, and logs one line with both build ids', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementationOnce(async () => {
        runtimeFetched(NEWS_MANIFEST, 'b2');
        return lifecycles;
      });
    const fetchMock = manifestNow('b2');
    await expect(loader.load('news')).resolves.toMatchObject({ mount: lifecycles.mount });
    expect(fetchMock).toHaveBeenCalledWith(NEWS_MANIFEST, expect.objectContaining({ cache: 'no-store' }));
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_news', entry: NEWS_MANIFEST }], { force: true });
    expect(info).toHaveBeenCalledOnce();
    expect(info.mock.calls[0]![0]).toMatch(/^\[shell\] news: build b1 was replaced by b2/);
  });

  it('does not retry when the manifest itself never answered, or offline', async () => {
    startLoader(MAP); // its manifests never fetched
    vi.mocked(loadRemote).mockRejectedValue(new Error('manifest timed out'));
    const fetchMock = manifestNow('b2');
    await expect(loader.load('news')).rejects.toThrow('manifest timed out');
    runtimeFetched(NEWS_MANIFEST, 'b1');
    vi.stubGlobal('navigator', { onLine: false });
    await expect(loader.load('news')).rejects.toThrow('manifest timed out');
    expect(loadRemote).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a deploy that moved a remote to a new build folder', () => {
  it("reads remotes.json again and loads the remote's new folder from then on", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const moved = 'http://site.test/apps/news/b2/mf-manifest.json';
    const reread = vi.fn(async () => ({ mfe_news: '/apps/news/b2/mf-manifest.json' }));
    vi.stubGlobal('location', new URL('http://site.test/news-events'));
    startLoader({ mfe_news: '/apps/news/b1/mf-manifest.json' }, { reread });
    runtimeFetched('http://site.test/apps/news/b1/mf-manifest.json', 'b1');
    vi.mocked(loadRemote).mockResolvedValue(lifecycles);
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      String(url) === moved ? Response.json(manifest('b2')) : new Response('pruned', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await expect(loader.recover('news', 'b1')).resolves.toBe(true);
    expect(reread).toHaveBeenCalledOnce();
    expect(fetchMock).toHaveBeenCalledWith(moved, expect.objectContaining({ cache: 'no-store' }));
    await loader.load('news', { fresh: true });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_news', entry: moved }], { force: true });
  });
});

describe('a page kept open across a deploy', () => {
  const moved = 'http://site.test/apps/news/b2/mf-manifest.json';
  const CAREERS_MOVED = 'http://site.test/apps/careers/b2/mf-manifest.json';
  function oldPage() {
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    const reread = vi.fn(async () => ({
      mfe_news: '/apps/news/b2/mf-manifest.json',
      mfe_careers: '/apps/careers/b2/mf-manifest.json',
    }));
    vi.stubGlobal('location', new URL('http://site.test/'));
    startLoader(
      { mfe_news: '/apps/news/b1/mf-manifest.json', mfe_careers: '/apps/careers/b1/mf-manifest.json' },
      { reread },
    );
    runtimeFetched('http://site.test/apps/news/b1/mf-manifest.json', 'b1');
    runtimeFetched(moved, 'b2');
    vi.mocked(loadRemote).mockResolvedValue(lifecycles);
    return { reread, later: (ms: number) => clock.mockReturnValue(start + ms) };
  }

  it('reads remotes.json again before opening an area it has not loaded, and loads its new build', async () => {
    const { reread, later } = oldPage();
    later(MAP_FRESH_MS + 1);
    await loader.load('news');
    expect(reread).toHaveBeenCalledOnce();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_news', entry: moved }], { force: true });
  });

  it('does not ask again on a young page, nor for an area it has loaded (which keeps its build)', async () => {
    const { reread, later } = oldPage();
    later(MAP_FRESH_MS - 1);
    await loader.load('news');
    later(2 * MAP_FRESH_MS);
    await loader.load('news');
    expect(reread).not.toHaveBeenCalled();
    expect(registerRemotes).not.toHaveBeenCalledWith([{ name: 'mfe_news', entry: moved }], { force: true });
  });

  it('opens an area not loaded yet where a read for another area found it', async () => {
    const { later } = oldPage();
    runtimeFetched(CAREERS_MOVED, 'b2');
    later(MAP_FRESH_MS + 1);
    await loader.load('news');
    await loader.load('careers');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_careers', entry: CAREERS_MOVED }], {
      force: true,
    });
  });

  it('a prefetch on an old page preloads the new build', async () => {
    const { reread, later } = oldPage();
    later(MAP_FRESH_MS + 1);
    loader.prefetch('news');
    await vi.waitFor(() => expect(preloadRemote).toHaveBeenCalledOnce());
    expect(reread).toHaveBeenCalledOnce();
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_news', entry: moved }], { force: true });
  });
});

describe('a first load whose manifest was pruned', () => {
  it('finds the remote where remotes.json names it now and loads it there', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const moved = 'http://site.test/apps/news/b2/mf-manifest.json';
    vi.stubGlobal('location', new URL('http://site.test/about'));
    startLoader(
      { mfe_news: '/apps/news/b1/mf-manifest.json' },
      { reread: async () => ({ mfe_news: '/apps/news/b2/mf-manifest.json' }) },
    );
    vi.mocked(loadRemote)
      .mockRejectedValueOnce(new Error('http://site.test/apps/news/b1/mf-manifest.json answered 404'))
      .mockImplementationOnce(async () => {
        runtimeFetched(moved, 'b2');
        return lifecycles;
      });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(manifest('b2'))),
    );
    await expect(loader.load('news')).resolves.toMatchObject({ mount: lifecycles.mount });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_news', entry: moved }], { force: true });
  });
});

describe('recover (a mounted area failed)', () => {
  it("asks the manifest again and says to mount the remote's current build", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    manifestNow('b2');
    await expect(loader.recover('news', 'b1')).resolves.toBe(true);
    expect(info.mock.calls[0]![0]).toMatch(/^\[shell\] news: build b1 was replaced by b2/);
  });

  it('retries the same build (a chunk dropped on a bad line) from its retry copy, whose URLs have not failed, once', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    manifestNow('b1');
    vi.mocked(loadRemote).mockResolvedValue(lifecycles);
    await expect(loader.recover('news', 'b1')).resolves.toBe(true);
    expect(info.mock.calls[0]![0]).toMatch(/^\[shell\] news: build b1 failed to load/);
    const copy = 'http://news.test/retry/mf-manifest.json';
    runtimeFetched(copy, 'b1');
    await loader.load('news', { fresh: true });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_news', entry: copy }], { force: true });
    // The copy failed as well: nothing is left to load in place.
    await expect(loader.recover('news', 'b1')).resolves.toBe(false);
  });

  it('loads a new build from its folder, even after its predecessor needed the retry copy', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.mocked(loadRemote).mockResolvedValue(lifecycles);
    manifestNow('b1');
    await loader.recover('news', 'b1');
    manifestNow('b2');
    await expect(loader.recover('news', 'b1')).resolves.toBe(true);
    await loader.load('news', { fresh: true });
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_news', entry: NEWS_MANIFEST }], { force: true });
  });

  it(`stops after ${MAX_RECOVERIES} recoveries in a row, until the window has passed or Retry resets it`, async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    manifestNow('b2');
    const start = Date.now();
    for (let i = 0; i < MAX_RECOVERIES; i++) await expect(loader.recover('news', 'b1', start + i)).resolves.toBe(true);
    await expect(loader.recover('news', 'b1', start + MAX_RECOVERIES)).resolves.toBe(false);
    // Other areas keep their own count.
    await expect(loader.recover('careers', 'b1', start)).resolves.toBe(true);
    await expect(loader.recover('news', 'b1', start + RECOVERY_WINDOW_MS + 1)).resolves.toBe(true);
    loader.retry('news');
    await expect(loader.recover('news', 'b1', start + RECOVERY_WINDOW_MS + 2)).resolves.toBe(true);
  });

  it('gives up offline or when the manifest cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    manifestNow(null);
    await expect(loader.recover('news', 'b1')).resolves.toBe(false);
    vi.stubGlobal('navigator', { onLine: false });
    await expect(loader.recover('careers', 'b1')).resolves.toBe(false);
  });
});

describe('retry (a parent pressed Retry on the fallback)', () => {
  it('loads the build from its retry copy first; once that was tried, only a page load is left', () => {
    expect(loader.retry('careers')).toBe(true);
    expect(loader.retry('careers')).toBe(false);
    expect(loader.retry('news')).toBe(true);
  });

  it('finds the retry copy inside the folder of the manifest', () => {
    expect(retryCopyOf('https://site.test/apps/news/b1/mf-manifest.json')).toBe(
      'https://site.test/apps/news/b1/retry/mf-manifest.json',
    );
  });
});

describe('prefetch', () => {
  it('preloads the entry and the ./area code of a remote once', () => {
    loader.prefetch('home-about');
    loader.prefetch('home-about');
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_home_about', exposes: ['./area'] }]);
  });

  it('tries again after a failed prefetch, and skips areas missing from the map', async () => {
    vi.mocked(preloadRemote).mockRejectedValueOnce(new Error('offline'));
    loader.prefetch('news');
    await vi.waitFor(() => expect(preloadRemote).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    loader.prefetch('news');
    expect(preloadRemote).toHaveBeenCalledTimes(2);
    loader.prefetch('admissions');
    expect(preloadRemote).toHaveBeenCalledTimes(2);
  });
});
