// A parent's second visit with the site's service worker (shell/src/offline): the bytes a repeat
// visit of a page read before costs over the network (through a counting proxy, so the worker's
// own fetches count too), and, with the line down, how soon the kept copy shows the content: its
// LCP, beside the static floor's on a repeat visit, both measured here under the bench's CPU
// slowdown. One throttled load varies by ±50% with the host's speed, so the floor and the kept
// copy are loaded in turns, LOADS pairs, and the ratio is the median of the pairs' ratios.
import { createRequire } from 'node:module';
import { createServer, connect } from 'node:net';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { listenHost } from '../scripts/listen-host.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium, devices } = require('@playwright/test');

const PROXY_PORT = 4181;
const QUIET_MS = 1_000;
const LOADS = 9;

const LCP_WAIT_MS = 5_000;

/** The median, or null when a value is missing (a load that painted nothing fails the measure). */
const median = (values) =>
  values.includes(null) ? null : [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A TCP proxy to the site that counts the bytes it sends to the browser. */
async function countingProxy(origin) {
  const { hostname, port } = new URL(origin);
  const counter = { bytes: 0, at: Date.now() };
  const sockets = new Set();
  const server = createServer((client) => {
    const upstream = connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk) => {
      counter.bytes += chunk.length;
      counter.at = Date.now();
    });
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise((resolve) => server.listen(PROXY_PORT, listenHost(), resolve));
  return {
    origin: `http://localhost:${PROXY_PORT}`,
    counter,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

async function quiet(counter, maxMs = 15_000) {
  const start = Date.now();
  while (Date.now() - start < maxMs && Date.now() - counter.at < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
}

/** The worker controls the page and keeps the page and every same-origin file it loaded. */
async function waitKept(page) {
  await page.waitForFunction(
    async () => {
      if (!navigator.serviceWorker.controller) return false;
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      const urls = [location.pathname, ...loaded.filter((url) => new URL(url).origin === location.origin)];
      return (await Promise.all(urls.map((url) => caches.match(url)))).every(Boolean);
    },
    null,
    { timeout: 30_000, polling: 250 },
  );
}

/**
 * Loads `url` under the CPU slowdown and returns its last LCP entry's time (ms from navigation), or
 * null if the page reports none.
 */
async function lcpOf(page, url, slowdown) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1_000);
  return page.evaluate(
    (waitMs) =>
      new Promise((resolve) => {
        setTimeout(() => resolve(null), waitMs);
        new PerformanceObserver((list) => resolve(Math.round(list.getEntries().at(-1).startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
    LCP_WAIT_MS,
  );
}

/** The median of the pairs' kept / floor ratios, to two decimals; null if a load painted nothing. */
export function ratioOfPairs(pairs) {
  const ratios = pairs.map(({ keptMs, floorMs }) => (keptMs == null || !floorMs ? null : keptMs / floorMs));
  const mid = median(ratios);
  return mid == null ? null : Math.round(mid * 100) / 100;
}

export async function measureRepeatVisits({ origin, routes, floorUrl, slowdown, log = () => {} }) {
  const proxy = await countingProxy(origin);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = { slowdown, routes: {} };
  try {
    const floorContext = await browser.newContext({ ...devices['Pixel 5'] });
    await (await floorContext.newPage()).goto(floorUrl);
    for (const route of routes) {
      const context = await browser.newContext({ ...devices['Pixel 5'], serviceWorkers: 'allow' });
      const first = await context.newPage();
      await first.goto(proxy.origin + route.path);
      await first.locator('[data-phase="ready"]').waitFor({ timeout: 30_000 });
      await waitKept(first);
      await quiet(proxy.counter);
      await first.close();

      const before = proxy.counter.bytes;
      const again = await context.newPage();
      await again.goto(proxy.origin + route.path);
      await again.locator('[data-phase="ready"]').waitFor({ timeout: 30_000 });
      await quiet(proxy.counter);
      const repeatKB = Math.round(((proxy.counter.bytes - before) / 1024) * 10) / 10;
      await again.close();

      await context.setOffline(true);
      const pairs = [];
      let savedNotice = true;
      for (let i = 0; i < LOADS; i += 1) {
        const floorPage = await floorContext.newPage();
        const floorMs = await lcpOf(floorPage, floorUrl, slowdown);
        await floorPage.close();
        const offline = await context.newPage();
        const keptMs = await lcpOf(offline, proxy.origin + route.path, slowdown);
        savedNotice &&= (await offline.locator('#saved-copy-notice').count()) === 1;
        await offline.close();
        pairs.push({ floorMs, keptMs });
      }
      await context.close();
      const offlineLcpMs = median(pairs.map((pair) => pair.keptMs));
      const overFloor = ratioOfPairs(pairs);
      results.routes[route.path] = {
        repeatKB,
        offlineLcpMs,
        floorLcpMs: median(pairs.map((pair) => pair.floorMs)),
        overFloor,
        pairs,
        savedNotice,
      };
      log(
        `  ${route.path}: repeat visit ${repeatKB} KB; offline LCP ${offlineLcpMs} ms, ${overFloor}x the floor reloaded here`,
      );
    }
    await floorContext.close();
  } finally {
    await browser.close();
    proxy.close();
  }
  return results;
}
