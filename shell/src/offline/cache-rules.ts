/**
 * Which of the site's requests the service worker keeps, and how (docs/architecture.md#offline-and-flaky-lines).
 * Apart from the worker, so the rules are tested on their own (cache-rules.test.ts).
 *
 *   page         the shell's HTML of a route                  network first, 3 s, then the kept copy
 *   site-data    /remotes.json, /config.json                  network first, 3 s, then the kept copy
 *   build        /apps/<app>/<build-id>/… (never changes)     cache first, the newest two of each remote
 *   shell-code   /assets/… not precached (hashed, immutable)   cache first
 *   media        a font or a picture elsewhere on the site    cache first, at most 60
 *
 * Anything else (a POST, another origin, the form endpoint, sign-in, /apps/<app>/builds.json, a
 * file that is no page, such as the news calendar, even followed as a link) is not the worker's:
 * the browser fetches it as if there were no worker.
 */
import { APPS_DIR, isAdminPath, LIVE_DIR_NAME, REMOTES_FILE } from '@school/shared/site-layout';
import type { WorkboxPlugin } from 'workbox-core/types';
import table from '../routing/route-table.json';

export type CacheRule = 'page' | 'site-data' | 'build' | 'shell-code' | 'media';

/** How long a network-first request waits before the kept copy is shown instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;
/** The longest anything is kept. */
export const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export const CACHE_NAMES: Record<CacheRule, string> = {
  page: 'school-pages',
  'site-data': 'school-site-data',
  build: 'school-remote-builds',
  'shell-code': 'school-shell-code',
  media: 'school-media',
};

const PAGE_PATHS = new Set(table.routes.map((route) => route.path));

/** A path whose last segment names a file type other than a page's: "/news-events/feed.xml". */
const FILE_NOT_PAGE = /\.(?!html$)[^./]+$/;

interface RequestLike {
  method: string;
  mode: string;
  destination: string;
}

/** A remote's build folder in a path: "/apps/news/b123/assets/x.js" -> { app: "news", build: "b123" }. */
export function buildOf(pathname: string): { app: string; build: string } | null {
  if (!pathname.startsWith(APPS_DIR)) return null;
  const [app, build, ...rest] = pathname.slice(APPS_DIR.length).split('/');
  if (!app || !build || build === LIVE_DIR_NAME || rest.length === 0) return null;
  return { app, build };
}

/**
 * The rule for a request, or null when the worker leaves it alone. A route table's path asked for
 * by URL (a page's own URL sent to the worker after it starts) is a page as much as a navigation is.
 */
export function cacheRuleFor(request: RequestLike, url: URL, origin: string): CacheRule | null {
  if (request.method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  // The staff's editor is no page of the site: always the network's, never a kept copy.
  if (isAdminPath(path)) return null;
  if (path.startsWith(APPS_DIR)) return buildOf(path) ? 'build' : null;
  if (path === REMOTES_FILE || path === '/config.json') return 'site-data';
  if (path.startsWith('/assets/')) return 'shell-code';
  // A file that is no page (the news calendar or feed, followed as a link) is the network's: a
  // kept copy would be shown with a page's notice, and offline.html is no answer for it.
  if (request.mode === 'navigate' || PAGE_PATHS.has(path)) return FILE_NOT_PAGE.test(path) ? null : 'page';
  if (request.destination === 'image' || request.destination === 'font') return 'media';
  return null;
}

/**
 * Of one app's files in a cache (URLs in the order they were stored, as Cache.keys() gives them),
 * those of builds older than the `count` most recently stored: a remote's team deploys often, and
 * a phone keeps only what its pages can still ask for.
 */
export function staleBuildFiles(urls: readonly string[], app: string, count: number): string[] {
  const builds = urls.map((url) => {
    const found = buildOf(new URL(url).pathname);
    return found?.app === app ? found.build : undefined;
  });
  // Last stored first: a build's newest file dates it.
  const kept = new Set([...new Set([...builds].reverse())].filter((build) => build !== undefined).slice(0, count));
  return urls.filter((_, index) => builds[index] !== undefined && !kept.has(builds[index]));
}

/** A Workbox plugin (its documented cacheDidUpdate) keeping the `count` newest builds of each remote. */
export function keepNewestBuilds(count: number): WorkboxPlugin {
  return {
    async cacheDidUpdate({ cacheName, request }) {
      const stored = buildOf(new URL(request.url).pathname);
      if (!stored) return;
      const cache = await caches.open(cacheName);
      const urls = (await cache.keys()).map((key) => key.url);
      await Promise.all(staleBuildFiles(urls, stored.app, count).map((url) => cache.delete(url)));
    },
  };
}
