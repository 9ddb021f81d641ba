// The service worker's kill switch (docs/architecture.md#offline-and-flaky-lines): a shell deployed with
// `node scripts/deploy.mjs shell --retire-service-worker` serves this file as /sw.js. Every phone
// that checks for a new worker (on its next visit) installs it; it deletes the site's caches and
// unregisters itself, and the site is served as if it had never had a worker.
self.addEventListener('install', () => {
  self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
