// A tap while the code starts: how long the page takes to answer a tap on the Menu button, a news
// tab, a careers filter or an Apply Now button made at the content's paint and every 100 ms after
// it until the area's code has hydrated, on a phone of the bench's CPU (Chromium's CPU throttling
// at the same slowdown as Lighthouse's simulation). The Event Timing API measures each tap: from
// the touch to the next frame painted after the page handled it (an interaction's `duration`,
// the longest of its events; taps answered in under 16 ms are not reported and count as 16).
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium, devices } = require('@playwright/test');

export const TAP_EVERY_MS = 100;
const UNREPORTED_MS = 16;

/** What a parent taps on each route: the Menu everywhere, and the route's own controls. */
export function tapTargets(path) {
  const targets = [
    { name: 'Menu button', find: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }) },
  ];
  if (path === '/news-events') targets.push({ name: 'a news tab', find: (page) => page.getByRole('tab').nth(1) });
  if (path === '/jobs') {
    targets.push({ name: 'a careers filter', find: (page) => page.locator('main [aria-pressed]').nth(1) });
    targets.push({ name: 'Apply Now', find: (page) => page.getByRole('button', { name: /^Apply Now/ }).first() });
  }
  return targets;
}

// In the page, from its first script on: every interaction's duration, the moment the route's
// content was painted (a largest-contentful-paint entry inside the fragment) and the moment the
// area's outlet said it was ready (hydrated).
function observe() {
  const state = { interactions: {}, contentAt: null, readyAt: null };
  Object.assign(window, { __taps: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      state.interactions[entry.interactionId] = Math.max(state.interactions[entry.interactionId] ?? 0, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (state.contentAt === null && entry.element?.closest('[data-area-fragment]')) {
        state.contentAt = entry.startTime;
        window.__bench_content?.();
      }
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (state.readyAt === null && document.querySelector('[data-phase="ready"]')) {
      state.readyAt = performance.now();
      window.__bench_ready?.();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-phase'] });
}

/** Where a target is on the phone's screen, from a load of the page left to finish. */
async function centreOf(browser, url, target) {
  const context = await browser.newContext({ ...devices['Pixel 5'] });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('[data-phase="ready"]').waitFor();
  const found = await target.find(page).boundingBox({ timeout: 20_000 });
  if (!found) throw new Error(`${url}: ${target.name} is not shown`);
  // Below the first screen: the page is scrolled to it first.
  const scrollTop = Math.max(0, Math.round(found.y + found.height - devices['Pixel 5'].viewport.height / 2));
  await page.evaluate((top) => window.scrollTo(0, top), scrollTop);
  const box = await target.find(page).boundingBox();
  await context.close();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, scrollTop };
}

async function tapWhileStarting(browser, url, point, slowdown) {
  const context = await browser.newContext({ ...devices['Pixel 5'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  let painted;
  let ready;
  const contentPainted = new Promise((resolve) => (painted = resolve));
  const hydrated = new Promise((resolve) => (ready = resolve));
  let isReady = false;
  await page.exposeFunction('__bench_content', () => painted());
  await page.exposeFunction('__bench_ready', () => {
    isReady = true;
    ready();
  });
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'commit' });
  await Promise.race([contentPainted, hydrated]);
  if (point.scrollTop) await page.evaluate((top) => window.scrollTo(0, top), point.scrollTop);
  let taps = 0;
  const started = Date.now();
  // One tap at the paint, then every TAP_EVERY_MS (a tap the page cannot take yet waits its turn),
  // until the code has hydrated, and one after.
  for (;;) {
    const last = isReady;
    await page.touchscreen.tap(point.x, point.y);
    taps += 1;
    if (last) break;
    const next = started + taps * TAP_EVERY_MS;
    await Promise.race([hydrated, new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())))]);
  }
  await page.waitForTimeout(500);
  const state = await page.evaluate(() => window.__taps);
  await context.close();
  const durations = Object.values(state.interactions);
  return {
    taps,
    worstMs: Math.max(UNREPORTED_MS, ...durations),
    reported: durations.length,
    hydratedAfterContentMs:
      state.readyAt !== null && state.contentAt !== null ? Math.round(state.readyAt - state.contentAt) : null,
  };
}

/**
 * @param {{ origin: string, routes: { path: string }[], slowdown: number, log: (line: string) => void }} options
 * @returns the worst tap per route, and per target
 */
export async function measureTaps({ origin, routes, slowdown, log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const { path } of routes) {
      const targets = {};
      for (const target of tapTargets(path)) {
        const point = await centreOf(browser, origin + path, target);
        targets[target.name] = await tapWhileStarting(browser, origin + path, point, slowdown);
        log(
          `  taps ${path} ${target.name}: worst ${targets[target.name].worstMs} ms over ${targets[target.name].taps} taps`,
        );
      }
      results[path] = { worstMs: Math.max(...Object.values(targets).map((t) => t.worstMs)), targets };
    }
  } finally {
    await browser.close();
  }
  return results;
}
