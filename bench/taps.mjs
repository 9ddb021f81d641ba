// A tap while the code starts: how long the page takes to answer a tap on the Menu button, a news
// tab or a careers filter made at the content's paint and every 100 ms after it until the area's
// code has hydrated, on a phone of the bench's CPU (Chromium's CPU throttling
// at the same slowdown as Lighthouse's simulation). The Event Timing API measures each tap: from
// the touch to the next frame painted after the page handled it (an interaction's `duration`,
// the longest of its events). A tap answered within 16 ms is not reported, so a load in which no
// tap was reported is a failure: it cannot tell a page that answered every tap at once from taps
// that never reached the page, and the budget holds only for what was seen.
//
// The loads that are measured are driven over a plain DevTools connection, not through
// Playwright's page (devtools-phone.mjs says why).
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { launchChrome, openPhoneTab, PHONE, read, tap } from './devtools-phone.mjs';
import { heldBy } from './tap-held-by.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

export const TAP_EVERY_MS = 100;

/** What a parent taps on each route: the Menu everywhere, and the route's own controls. */
export function tapTargets(path) {
  const targets = [
    { name: 'Menu button', find: (page) => page.getByRole('banner').getByRole('button', { name: 'Menu' }) },
  ];
  if (path === '/news-events') targets.push({ name: 'a news tab', find: (page) => page.getByRole('tab').nth(1) });
  // Not Apply Now nor Read more: until the code has hydrated they are links to pages of their own,
  // and a tap on them leaves the page (the network part measures those pages' bytes).
  if (path === '/jobs')
    targets.push({ name: 'a careers filter', find: (page) => page.locator('main [aria-pressed]').nth(1) });
  return targets;
}

// In the page, from its first script on: every interaction (its start and duration), the moment
// the route's content was painted (a largest-contentful-paint entry inside the fragment), the
// moment the area's outlet said it was ready (hydrated), and every animation frame over 50 ms with
// the scripts that ran in it (the Long Animation Frames API), to say what a slow tap waited for.
function observe() {
  const state = { interactions: {}, frames: [], contentAt: null, readyAt: null };
  Object.assign(window, { __taps: state });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = state.interactions[entry.interactionId];
      if (!seen || seen.duration < entry.duration)
        state.interactions[entry.interactionId] = { start: entry.startTime, duration: entry.duration };
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      state.frames.push({
        start: entry.startTime,
        duration: entry.duration,
        scripts: entry.scripts.map((script) => ({
          url: script.sourceURL,
          invoker: script.invokerType,
          duration: script.duration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (state.contentAt === null && entry.element?.closest('[data-area-fragment]')) state.contentAt = entry.startTime;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (state.readyAt === null && document.querySelector('[data-phase="ready"]')) state.readyAt = performance.now();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-phase'] });
}

/** Where a target is on the phone's screen, from a load of the page left to finish (Playwright). */
async function centreOf(browser, url, target) {
  const context = await browser.newContext({ ...PHONE });
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('[data-phase="ready"]').waitFor();
  const found = await target.find(page).boundingBox({ timeout: 20_000 });
  if (!found) throw new Error(`${url}: ${target.name} is not shown`);
  // Below the first screen: the page is scrolled to it first.
  const scrollTop = Math.max(0, Math.round(found.y + found.height - PHONE.viewport.height / 2));
  await page.evaluate((top) => window.scrollTo(0, top), scrollTop);
  const box = await target.find(page).boundingBox();
  await context.close();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, scrollTop };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Taps stop, and the measure fails, when the code has not hydrated this long after the content. */
const GIVE_UP_TAPPING_MS = 30_000;

/** How often the page is asked whether its content has painted, or its code hydrated (a task of well under 1 ms there). */
const POLL_MS = 20;

/**
 * Follows the page's two moments, content painted and code hydrated, in the background: a
 * `Runtime.evaluate` waits for the page's main thread, so a tap must never wait for its answer
 * (it would only ever be made between the page's tasks, never during a long one).
 */
function watchPage(tab) {
  const seen = { content: false, hydrated: false };
  let stopped = false;
  const polling = (async () => {
    while (!stopped && !seen.hydrated) {
      const moments = await read(tab, '[window.__taps?.contentAt ?? null, window.__taps?.readyAt ?? null]');
      if (moments) {
        seen.content ||= moments.some((at) => at !== null);
        seen.hydrated ||= moments[1] !== null;
      }
      await sleep(POLL_MS);
    }
  })();
  const stop = async () => {
    stopped = true;
    await polling;
  };
  return { seen, stop };
}

async function tapWhileStarting(chrome, url, point, slowdown) {
  const { tab, close } = await openPhoneTab(chrome, slowdown);
  // Stopped on every way out: its reads fail quietly, so once the tab is closed it would poll forever.
  const { seen, stop } = watchPage(tab);
  try {
    await tab.send('Page.enable');
    await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: `(${observe})()` });
    await tab.send('Page.navigate', { url });
    while (!seen.content) await sleep(POLL_MS);
    if (point.scrollTop) await read(tab, `window.scrollTo(0, ${point.scrollTop})`);
    // One tap at the paint, then every TAP_EVERY_MS until the code has hydrated, and one after.
    const firstAt = Date.now();
    let taps = 0;
    for (;;) {
      if (Date.now() - firstAt > GIVE_UP_TAPPING_MS) {
        throw new Error(`${url}: not hydrated ${GIVE_UP_TAPPING_MS} ms after the content (did a tap leave the page?)`);
      }
      const last = seen.hydrated;
      tap(tab, point);
      taps += 1;
      if (last) break;
      const next = firstAt + taps * TAP_EVERY_MS;
      while (Date.now() < next && !seen.hydrated) await sleep(Math.min(POLL_MS, next - Date.now()));
    }
    await sleep(500);
    const state = await read(tab, 'window.__taps');
    const interactions = Object.values(state.interactions);
    const worst = interactions.reduce((a, b) => (!a || b.duration > a.duration ? b : a), null);
    return {
      taps,
      worstMs: worst?.duration ?? null,
      reported: interactions.length,
      worstHeldBy: worst ? heldBy(worst, state.frames, url) : null,
      hydratedAfterContentMs:
        state.readyAt !== null && state.contentAt !== null ? Math.round(state.readyAt - state.contentAt) : null,
    };
  } finally {
    await stop();
    await close();
  }
}

/** A route's worst tap over its controls: null when a control had no tap reported (a failed measure). */
export function worstOfRoute(targets) {
  const worst = Object.values(targets).map((target) => target.worstMs);
  return worst.includes(null) ? null : Math.max(...worst);
}

/**
 * @param {{ origin: string, routes: { path: string }[], slowdown: number, log: (line: string) => void }} options
 * @returns the worst tap per route, and per target
 */
export async function measureTaps({ origin, routes, slowdown, log }) {
  const locator = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const chrome = await launchChrome();
  const results = {};
  try {
    for (const { path } of routes) {
      const targets = {};
      for (const target of tapTargets(path)) {
        const point = await centreOf(locator, origin + path, target);
        const measured = await tapWhileStarting(chrome, origin + path, point, slowdown);
        targets[target.name] = measured;
        log(
          measured.worstMs === null
            ? `  taps ${path} ${target.name}: none of ${measured.taps} taps was reported`
            : `  taps ${path} ${target.name}: worst ${measured.worstMs} ms over ${measured.taps} taps, ${measured.reported} reported (${measured.worstHeldBy})`,
        );
      }
      results[path] = { worstMs: worstOfRoute(targets), targets };
    }
  } finally {
    await chrome.kill();
    await locator.close();
  }
  return results;
}
