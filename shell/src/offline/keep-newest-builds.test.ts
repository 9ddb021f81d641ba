// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepNewestBuilds, staleBuildFiles } from './keep-newest-builds';

const ORIGIN = 'https://school.example';
const url = (path: string) => `${ORIGIN}${path}`;
const news = (build: string, file = 'assets/x.js') => url(`/apps/news/${build}/${file}`);

describe('staleBuildFiles', () => {
  it('keeps the two most recently stored builds of the app and drops the older ones', () => {
    const stored = [
      news('b1'),
      news('b1', 'mf-manifest.json'),
      news('b2'),
      news('b3'),
      news('b3', 'fragments/news-events.html'),
      news('b4'),
    ];
    expect(staleBuildFiles(stored, 'news', 2)).toEqual([news('b1'), news('b1', 'mf-manifest.json'), news('b2')]);
  });

  it('drops nothing while the app has no more builds than it keeps', () => {
    expect(staleBuildFiles([news('b1'), news('b2'), news('b1', 'y.js')], 'news', 2)).toEqual([]);
    expect(staleBuildFiles([news('b1')], 'news', 2)).toEqual([]);
    expect(staleBuildFiles([], 'news', 2)).toEqual([]);
  });

  it('counts a build stored again later as recent', () => {
    // b1 was stored first, but a page of b1 asked for one more of its files after b2 and b3.
    const stored = [news('b1'), news('b2'), news('b3'), news('b1', 'assets/late.js')];
    expect(staleBuildFiles(stored, 'news', 2)).toEqual([news('b2')]);
  });

  it("ignores other apps' builds, live copies and files outside the build folders", () => {
    const stored = [
      url('/apps/careers/c1/assets/x.js'),
      news('b1'),
      url('/apps/news/live/fragments/news-events.html'),
      url('/apps/careers/c2/assets/x.js'),
      news('b2'),
      url('/apps/careers/c3/assets/x.js'),
      url('/apps/news/builds.json'),
      url('/assets/shell.js'),
      url('/jobs'),
      news('b3'),
    ];
    expect(staleBuildFiles(stored, 'news', 2)).toEqual([news('b1')]);
    expect(staleBuildFiles(stored, 'careers', 2)).toEqual([url('/apps/careers/c1/assets/x.js')]);
  });

  it('keeps as many builds as asked', () => {
    const stored = [news('b1'), news('b2'), news('b3')];
    expect(staleBuildFiles(stored, 'news', 1)).toEqual([news('b1'), news('b2')]);
    expect(staleBuildFiles(stored, 'news', 3)).toEqual([]);
  });
});

/** A fake Cache Storage with one cache holding `urls`, recording what is deleted from it. */
function fakeCaches(urls: string[]) {
  const deleted: string[] = [];
  const cache = {
    keys: vi.fn(async () => urls.map((key) => ({ url: key }) as Request)),
    delete: vi.fn(async (key: string) => {
      deleted.push(key);
      return true;
    }),
  };
  const open = vi.fn(async (_name: string) => cache);
  vi.stubGlobal('caches', { open });
  return { open, cache, deleted };
}

/** What Workbox hands cacheDidUpdate, as far as the plugin reads it. */
const updated = (cacheName: string, stored: string) =>
  ({ cacheName, request: new Request(stored), newResponse: new Response('') }) as Parameters<
    NonNullable<ReturnType<typeof keepNewestBuilds>['cacheDidUpdate']>
  >[0];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keepNewestBuilds(2).cacheDidUpdate', () => {
  it("deletes from the updated cache the files of the stored app's older builds", async () => {
    const { open, cache, deleted } = fakeCaches([
      news('b1'),
      url('/apps/careers/c1/assets/x.js'),
      news('b2'),
      news('b1', 'y.js'),
      url('/apps/careers/c2/assets/x.js'),
      news('b3'),
      url('/apps/careers/c3/assets/x.js'),
      news('b4'),
    ]);
    await keepNewestBuilds(2).cacheDidUpdate!(updated('school-remote-builds', news('b4')));

    expect(open).toHaveBeenCalledExactlyOnceWith('school-remote-builds');
    expect(cache.keys).toHaveBeenCalledTimes(1);
    // b1 was stored twice, the second time after b2: b2 is the older. Careers is not touched.
    expect(deleted).toEqual([news('b1'), news('b2'), news('b1', 'y.js')]);
  });

  it('deletes nothing while the app has only two builds', async () => {
    const { cache } = fakeCaches([news('b1'), news('b2'), news('b1', 'y.js')]);
    await keepNewestBuilds(2).cacheDidUpdate!(updated('school-remote-builds', news('b2')));
    expect(cache.keys).toHaveBeenCalledTimes(1);
    expect(cache.delete).not.toHaveBeenCalled();
  });

  it('does not open the cache for a request outside the build folders', async () => {
    const { open } = fakeCaches([news('b1'), news('b2'), news('b3')]);
    const plugin = keepNewestBuilds(2);
    await plugin.cacheDidUpdate!(updated('school-live-fragments', url('/apps/news/live/fragments/news-events.html')));
    await plugin.cacheDidUpdate!(updated('school-shell-code', url('/assets/x.js')));
    expect(open).not.toHaveBeenCalled();
  });
});
