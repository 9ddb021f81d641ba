// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../routing/routes';
import { CACHE_NAMES, buildOf, cacheRuleFor, keepNewestBuilds, staleBuildFiles, type CacheRule } from './cache-rules';

const ORIGIN = 'https://school.example';

interface Ask {
  method?: string;
  mode?: string;
  destination?: string;
}

/** The rule for `url` asked for as `fetch(url)` would be (GET, cors, no destination) unless told. */
function ruleOf(url: string, { method = 'GET', mode = 'cors', destination = '' }: Ask = {}): CacheRule | null {
  return cacheRuleFor({ method, mode, destination }, new URL(url, ORIGIN), ORIGIN);
}

describe('cacheRuleFor: what the worker keeps', () => {
  it('keeps a navigation as a page, whatever its path', () => {
    const navigate = { mode: 'navigate', destination: 'document' };
    expect(ruleOf('/', navigate)).toBe('page');
    expect(ruleOf('/jobs', navigate)).toBe('page');
    expect(ruleOf('/news-events?tab=events', navigate)).toBe('page');
    // A path the table has not (the 404 page) is still a navigation.
    expect(ruleOf('/no-such-page', navigate)).toBe('page');
  });

  it.each(ROUTES.map((route) => route.path))('keeps %s asked for by URL (mode cors) as a page', (path) => {
    expect(ruleOf(path)).toBe('page');
  });

  it('keeps /remotes.json and /config.json as site data', () => {
    expect(ruleOf('/remotes.json')).toBe('site-data');
    expect(ruleOf('/config.json')).toBe('site-data');
    expect(ruleOf('/config.json', { mode: 'no-cors' })).toBe('site-data');
  });

  it("leaves an app's live copies (the deploy's, which no page asks for) to the network", () => {
    expect(ruleOf('/apps/news/live/fragments/news-events.html')).toBeNull();
    expect(ruleOf('/apps/careers/live/pages/pages.json')).toBeNull();
  });

  it("keeps a file of a remote's build folder as build", () => {
    expect(ruleOf('/apps/news/b20261125-1650/assets/x.js', { destination: 'script' })).toBe('build');
    expect(ruleOf('/apps/news/b20261125-1650/mf-manifest.json')).toBe('build');
    expect(ruleOf('/apps/news/b20261125-1650/fragments/news-events.html')).toBe('build');
    // Even an image inside a build folder is the build's: it never changes.
    expect(ruleOf('/apps/news/b20261125-1650/assets/photo.webp', { destination: 'image' })).toBe('build');
  });

  it("keeps the shell's hashed files as shell code", () => {
    expect(ruleOf('/assets/x.js', { destination: 'script' })).toBe('shell-code');
    expect(ruleOf('/assets/index-Bx12.css', { destination: 'style' })).toBe('shell-code');
    expect(ruleOf('/assets/font.woff2', { destination: 'font' })).toBe('shell-code');
  });

  it('keeps an image or a font elsewhere on the site as media', () => {
    expect(ruleOf('/logo.svg', { mode: 'no-cors', destination: 'image' })).toBe('media');
    expect(ruleOf('/images/staff/adeyemi.jpg', { mode: 'no-cors', destination: 'image' })).toBe('media');
    expect(ruleOf('/fonts/inter.woff2', { destination: 'font' })).toBe('media');
  });

  it('names a cache for every rule, each its own', () => {
    const rules: CacheRule[] = ['page', 'site-data', 'build', 'shell-code', 'media'];
    expect(Object.keys(CACHE_NAMES).sort()).toEqual([...rules].sort());
    expect(new Set(Object.values(CACHE_NAMES)).size).toBe(rules.length);
    // The site's own caches, apart from Workbox's precache (the kill switch deletes them all).
    for (const name of Object.values(CACHE_NAMES)) expect(name).toMatch(/^school-[a-z-]+$/);
  });
});

describe('cacheRuleFor: what the worker leaves to the browser', () => {
  it('refuses anything but GET, even for a page or a build file', () => {
    expect(ruleOf('/contact', { method: 'POST', mode: 'navigate' })).toBeNull();
    expect(ruleOf('/config.json', { method: 'POST' })).toBeNull();
    expect(ruleOf('/apps/news/b1/assets/x.js', { method: 'HEAD' })).toBeNull();
  });

  it('refuses another origin, even for a path that would be kept here', () => {
    expect(ruleOf('https://cdn.example/assets/x.js', { destination: 'script' })).toBeNull();
    expect(ruleOf('https://other.example/jobs', { mode: 'navigate' })).toBeNull();
    expect(ruleOf('http://school.example/jobs')).toBeNull();
    expect(ruleOf('https://cdn.example/logo.png', { mode: 'no-cors', destination: 'image' })).toBeNull();
  });

  it("leaves the staff's editor and its files to the network, a navigation included", () => {
    expect(ruleOf('/admin', { mode: 'navigate' })).toBeNull();
    expect(ruleOf('/admin/', { mode: 'navigate' })).toBeNull();
    expect(ruleOf('/admin/assets/index-abc.js', { destination: 'script' })).toBeNull();
    expect(ruleOf('/admin/uploads/photo.svg', { destination: 'image' })).toBeNull();
    // A page whose name only starts alike is still a page.
    expect(ruleOf('/administration', { mode: 'navigate' })).toBe('page');
  });

  it("refuses an app's builds.json and an app's folder alone", () => {
    expect(ruleOf('/apps/news/builds.json')).toBeNull();
    expect(ruleOf('/apps/news/')).toBeNull();
    expect(ruleOf('/apps/news')).toBeNull();
    expect(ruleOf('/apps/')).toBeNull();
    expect(ruleOf('/apps/news/b1')).toBeNull();
  });

  it('refuses a GET that is neither a page nor media, such as /robots.txt', () => {
    expect(ruleOf('/robots.txt')).toBeNull();
    expect(ruleOf('/sitemap.xml')).toBeNull();
    // Followed as a link, the news calendar, an event's own calendar file and the feed are files, not pages.
    expect(ruleOf('/news-events/events.ics', { mode: 'navigate' })).toBeNull();
    expect(ruleOf('/news-events/events/quran-recitation-competition-2026.ics', { mode: 'navigate' })).toBeNull();
    expect(ruleOf('/news-events/feed.xml', { mode: 'navigate' })).toBeNull();
    expect(ruleOf('/forms/contact/sent', { mode: 'navigate' })).toBe('page');
    expect(ruleOf('/news-events/stories/bece-results-2026', { mode: 'navigate' })).toBe('page');
    expect(ruleOf('/sw.js', { mode: 'same-origin', destination: 'serviceworker' })).toBeNull();
  });

  it('refuses the form endpoint and Firebase sign-in', () => {
    // On the site's own origin, as Hosting's rewrite serves the service: a post, with or without the code.
    expect(ruleOf('/f/school', { method: 'POST' })).toBeNull();
    expect(ruleOf('/f/school', { method: 'POST', mode: 'navigate' })).toBeNull();
    expect(
      ruleOf('https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=abc', { method: 'POST' }),
    ).toBeNull();
    expect(ruleOf('https://identitytoolkit.googleapis.com/v1/projects')).toBeNull();
  });
});

describe('buildOf', () => {
  it("finds the app and build of a file in a remote's build folder", () => {
    expect(buildOf('/apps/news/b123/assets/x.js')).toEqual({ app: 'news', build: 'b123' });
    expect(buildOf('/apps/home-about/b9/mf-manifest.json')).toEqual({ app: 'home-about', build: 'b9' });
  });

  it('is null for a live copy, builds.json, a folder alone and a path outside /apps/', () => {
    expect(buildOf('/apps/news/live/fragments/news-events.html')).toBeNull();
    expect(buildOf('/apps/news/builds.json')).toBeNull();
    expect(buildOf('/apps/news/')).toBeNull();
    expect(buildOf('/apps/news')).toBeNull();
    expect(buildOf('/apps/')).toBeNull();
    expect(buildOf('/assets/x.js')).toBeNull();
    expect(buildOf('/jobs')).toBeNull();
  });
});

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
