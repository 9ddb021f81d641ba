import type { WorkboxPlugin } from 'workbox-core/types';
import { buildOf } from './cache-rules';

/**
 * Of one app's files in a cache (URLs in the order they were stored, as Cache.keys() gives them),
 * those of builds older than the `count` most recently stored: a remote's team deploys often, and
 * a phone keeps only what its pages can still ask for.
 */
export function staleBuildFiles(urls: readonly string[], app: string, count: number): string[] {
  const lastStored = new Map<string, number>();
  urls.forEach((url, index) => {
    const found = buildOf(new URL(url).pathname);
    if (found?.app === app) lastStored.set(found.build, index);
  });
  const kept = new Set(
    [...lastStored.entries()]
      .sort(([, a], [, b]) => b - a)
      .slice(0, count)
      .map(([build]) => build),
  );
  return urls.filter((url) => {
    const found = buildOf(new URL(url).pathname);
    return found?.app === app && !kept.has(found.build);
  });
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
