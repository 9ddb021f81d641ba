/// <reference lib="webworker" />
/**
 * The site's service worker (/sw.js, scope /), built by vite-plugin-pwa's injectManifest with
 * Workbox's modules (README.md; docs/architecture.md#offline-and-flaky-lines tells the whole story).
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';
import table from '../routing/route-table.json';
import {
  CACHE_NAMES,
  cacheRuleFor,
  keepNewestBuilds,
  MAX_AGE_SECONDS,
  NETWORK_TIMEOUT_SECONDS,
  type CacheRule,
} from './cache-rules';
import { OFFLINE_PAGE_FILE, offlinePage, savedAtOf, withSavedAt, withSavedNotice } from './saved-copy';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// A new worker takes over at once: every page's HTML names its own hashed files, so no page mixes
// two shell builds, and the next navigation gets the new build's HTML (network first).
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Only whole, same-origin 200 answers (no redirect) are kept, by every rule, stamped with when they were saved. */
const keepable = (response: Response) =>
  response.status === 200 && response.type === 'basic' && !response.redirected
    ? withSavedAt(response, Date.now())
    : null;
const keepAnswered: WorkboxPlugin = { cacheWillUpdate: async ({ response }) => keepable(response) };
/** One kept copy per page whatever its query (/news-events?tab=events is /news-events). */
const pathOnly: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return `${url.origin}${url.pathname}`;
  },
};
/**
 * A kept page shown in place of the network's says so, and when it was saved. Its content is in
 * its HTML, as the deploys wrote it (@school/shared/page-composition), so it shows as a static
 * page does.
 */
const keptPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const savedAt = cachedResponse && savedAtOf(cachedResponse);
    if (!cachedResponse || !savedAt) return cachedResponse ?? null;
    const html = withSavedNotice(await cachedResponse.text(), savedAt);
    return new Response(html, { status: cachedResponse.status, headers: cachedResponse.headers });
  },
};
const expire = (maxEntries?: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true });
const networkFirst = (rule: CacheRule, plugins: WorkboxPlugin[]) =>
  new NetworkFirst({ cacheName: CACHE_NAMES[rule], networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins });
const cacheFirst = (rule: CacheRule, plugins: WorkboxPlugin[]) =>
  new CacheFirst({ cacheName: CACHE_NAMES[rule], plugins });

/** A page never opened, with the line down: the offline page (Workbox's documented fallback hook). */
const offlineFallback: WorkboxPlugin = { handlerDidError: async ({ request }) => offlineAnswer(request.url) };
const strategies: Record<CacheRule, Strategy> = {
  page: networkFirst('page', [keepAnswered, pathOnly, keptPage, expire(40), offlineFallback]),
  'site-data': networkFirst('site-data', [keepAnswered, pathOnly, expire()]),
  build: cacheFirst('build', [keepAnswered, keepNewestBuilds(2), expire()]),
  'shell-code': cacheFirst('shell-code', [keepAnswered, expire(60)]),
  media: cacheFirst('media', [keepAnswered, expire(60)]),
};

/** The pages kept on this phone, in the menu's order. */
async function keptPages() {
  const cache = await caches.open(CACHE_NAMES.page);
  const kept = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  return table.routes.filter((route) => kept.has(route.path));
}

/** The offline page for a request of `url`, in the site's layout, listing the pages kept. */
async function offlineAnswer(url: string): Promise<Response> {
  const template = await matchPrecache(OFFLINE_PAGE_FILE);
  if (!template) return Response.error();
  // The page as the site served it kept its headers (the CSP, the frame and referrer policies):
  // the answer keeps them too, all but those that described the template's own bytes.
  const headers = new Headers(template.headers);
  for (const name of ['Content-Length', 'Content-Encoding', 'ETag']) headers.delete(name);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(offlinePage(await template.text(), new URL(url).pathname, await keptPages()), { headers });
}

// One route, its rule found once per request: Workbox hands what the match returns to the handler as `params`.
registerRoute(
  ({ request, url }) => {
    const rule = cacheRuleFor(request, url, self.location.origin);
    return rule && { rule };
  },
  (options) => strategies[(options.params as { rule: CacheRule }).rule].handle(options),
);

/**
 * A new build of the shell: the pages kept under the old one name its files, which the precache
 * has just let go. They are fetched again now, while the line is up (a few KB each), so that a
 * page read before still works offline; one that cannot be fetched keeps its old copy.
 */
async function refreshKeptPages() {
  const cache = await caches.open(CACHE_NAMES.page);
  await Promise.allSettled(
    (await cache.keys()).map(async (request) => {
      const kept = keepable(await fetch(request.url, { cache: 'no-cache' }));
      if (kept) await cache.put(request, kept);
    }),
  );
}

self.addEventListener('activate', (event) => {
  event.waitUntil(refreshKeptPages());
});
