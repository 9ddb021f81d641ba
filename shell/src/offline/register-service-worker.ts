/**
 * The page's side of the service worker (sw.ts): registered by the shell once the page's area has
 * hydrated, never on the content's path, with workbox-window.
 * - On its first install the worker did not see what this page had already loaded (the HTML, the
 *   fragment, the code): the page hands those URLs over (Workbox's CACHE_URLS message, answered by
 *   workbox-routing). They come from the browser's HTTP cache, so keeping them costs no data.
 * - A page opened inside the site (a link, Back) loads no HTML of its own: its HTML, which the
 *   deploy wrote its content into, is kept the first time it is opened (a few KB), so that it can
 *   be opened offline later like a page loaded whole.
 */
import { SERVICE_WORKER_FILE } from '@school/shared/site-layout';
// The ES2015+ module, not the package's ES5 build (Workbox's own advice for bundlers that need no transpiling).
import { Workbox } from 'workbox-window/Workbox.mjs';
import { findRoute } from '../routing/routes';
import { CACHE_NAMES } from './cache-rules';

/** This page and the same-origin files it has loaded so far. */
export function loadedUrls(win: Window = window): string[] {
  const loaded = win.performance.getEntriesByType('resource').map((entry) => entry.name);
  return [...new Set([win.location.href, ...loaded])].filter((url) => new URL(url).origin === win.location.origin);
}

// caches.match, not caches.open: opening would create the cache (after the kill switch, too).
const isKept = async (path: string) => Boolean(await caches.match(path, { cacheName: CACHE_NAMES.page }));

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_FILE, { scope: '/' });
  const keep = (urlsToCache: string[]) => workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) void keep(loadedUrls());
  });
  // Every navigation inside the site ends in a popstate: Back and Forward, and single-spa's
  // navigateToUrl, whose pushState single-spa follows with one. A path not in the table is no page.
  window.addEventListener('popstate', () => {
    const route = findRoute(window.location.pathname);
    if (route) void isKept(route.path).then((kept) => (kept ? undefined : keep([route.path])));
  });
  await workbox.register();
}

/** Registers the worker when the phone is idle; a browser or a policy that refuses workers gets only a note. */
export function startServiceWorker(): void {
  const register = () =>
    registerServiceWorker().catch((error: unknown) =>
      console.debug('[offline] no service worker; the site works without it', error),
    );
  if ('requestIdleCallback' in window) requestIdleCallback(() => void register(), { timeout: 5_000 });
  else setTimeout(() => void register(), 1_000);
}
