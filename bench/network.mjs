// Network measurements of the composed site with Playwright's Chromium and its CDP network log:
// bytes, requests, the chain of sequential round trips before an area's own code starts, and
// what a client-side switch from / adds.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { listenHost } from '../scripts/listen-host.mjs';
import { builtPageOfRoute } from '@school/shared/site-layout';
import { isJs, recordNetwork, waitQuiet } from './network-recorder.mjs';
import { summarise } from './network-summary.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium, devices } = require('@playwright/test');

/** Files of each remote's exposed ./area (its own code), read from the live manifests. */
async function areaCodeFiles(origin, areaRemotes) {
  const map = await (await fetch(`${origin}/remotes.json`)).json();
  const files = {};
  for (const [area, remote] of Object.entries(areaRemotes)) {
    // remotes.json names the site's own remotes by path: /apps/<app>/<build>/mf-manifest.json.
    const manifestUrl = new URL(map[remote], origin).href;
    const manifest = await (await fetch(manifestUrl)).json();
    const expose = manifest.exposes.find((e) => e.name === 'area' || e.path === './area');
    files[area] = expose.assets.js.sync.map((file) => new URL(file, manifestUrl).href);
  }
  return files;
}

/**
 * @param {{ origin: string, routes: { path: string, area: string }[], areaRemotes: Record<string,string>, services?: string[] }} options
 */
export async function measureNetwork({ origin, routes, areaRemotes, services = [] }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const areaCode = await areaCodeFiles(origin, areaRemotes);
  const results = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext({ ...devices['Pixel 5'] });
      const page = await context.newPage();
      const recorder = await recordNetwork(page);
      await page.goto(origin + route.path);
      await areaReady(page, route.area);
      await waitQuiet(recorder);
      await recorder.bodies(recorder.entries());
      const firstLoad = summarise(recorder.entries(), { areaCode: areaCode[route.area], services });
      let clientSwitch = null;
      if (route.path !== '/') clientSwitch = await measureSwitch(browser, origin, route, areaCode);
      results[route.path] = { area: route.area, firstLoad, clientSwitch };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * What a parent on data saver pays to read a page: Save-Data emulated as Chromium sends it (the
 * request header and navigator.connection.saveData), the page read to its end by scrolling, no
 * control touched. Every byte on the wire counts: the HTML, the fragment, styles, pictures, fonts.
 */
export async function measureSaveData({ origin, routes }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = {};
  try {
    for (const route of routes) {
      const context = await browser.newContext({ ...devices['Pixel 5'], extraHTTPHeaders: { 'Save-Data': 'on' } });
      const page = await context.newPage();
      const recorder = await recordNetwork(page);
      await recorder.cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
      await page.goto(origin + route.path);
      await page.locator('[data-area-fragment]').waitFor({ timeout: 20_000 });
      // Read it: a screen at a time to the end, as a finger would scroll.
      for (let screens = 0; screens < 40; screens += 1) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, window.innerHeight * 0.8);
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        });
        await page.waitForTimeout(150);
        if (atEnd) break;
      }
      await waitQuiet(recorder);
      const entries = recorder.entries();
      const onWire = (e) => Math.max(0, e.encoded);
      results[route.path] = {
        kb: Math.round((entries.reduce((sum, e) => sum + onWire(e), 0) / 1024) * 10) / 10,
        jsFiles: entries.filter(isJs).map((e) => e.url.replace(/^https?:\/\/localhost:/, ':')),
        requests: entries.map(
          (e) => `${e.url.replace(/^https?:\/\/localhost:/, ':')} ${(onWire(e) / 1024).toFixed(1)} KB`,
        ),
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * How long a page whose remote never answers takes to show that area's fallback (with Retry),
 * from the page's navigation start: the remote is a server that accepts connections and sends
 * nothing, put in place through remotes.json as a moved remote would be (with no live copy on
 * the site, and its pages as built).
 */
export async function measureHangingRemote({ origin, route, remote }) {
  const sockets = new Set();
  const server = createServer((socket) => sockets.add(socket));
  await new Promise((resolve) => server.listen(0, listenHost(), resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'] });
    const page = await context.newPage();
    const map = await (await fetch(`${origin}/remotes.json`)).json();
    const hanging = `http://localhost:${server.address().port}/mf-manifest.json`;
    await page.route('**/remotes.json', (request) =>
      request.fulfill({ json: { ...map, [remote]: hanging }, headers: { 'Cache-Control': 'no-store' } }),
    );
    // The page as the shell built it, without content, so only the area's code can show it
    // (continued, not fulfilled: a page Playwright fulfills counts as public, and the browser then
    // keeps it from the loopback address of the remote).
    await page.route(`${origin}${route.path}`, (request) =>
      request.continue({ url: `${origin}${builtPageOfRoute(route.path)}` }),
    );
    await page.goto(origin + route.path);
    const fallback = await page.waitForFunction(
      () => document.querySelector('[data-testid="area-fallback"]') && performance.now(),
      null,
      { timeout: 30_000, polling: 'raf' },
    );
    return { path: route.path, fallbackMs: Math.round(await fallback.jsonValue()) };
  } finally {
    await browser.close();
    for (const socket of sockets) socket.destroy();
    server.close();
  }
}

/**
 * Waits until the area's code runs (its outlet says ready), not only until its prerendered HTML
 * shows: on Home the shell's code starts only once the spinner stage has given way (1.5 s).
 */
function areaReady(page, area) {
  return page
    .locator(`[data-area-host="${area}"][data-phase="ready"] [data-boundary="${area}"]`)
    .waitFor({ state: 'visible', timeout: 20_000 });
}

/** Loads /, waits until the page is quiet, then follows the nav link to the route. */
async function measureSwitch(browser, origin, route, areaCode) {
  const context = await browser.newContext({ ...devices['Pixel 5'] });
  const page = await context.newPage();
  const recorder = await recordNetwork(page);
  await page.goto(origin + '/');
  await areaReady(page, 'home-about');
  await waitQuiet(recorder);
  const before = new Set(recorder.entries());
  // Hover first, as a visitor's finger or pointer does, so hover/focus prefetch is measured too.
  const link = page.locator(`nav[aria-label="Main"] a[href="${route.path}"]`);
  await link.dispatchEvent('pointerenter');
  await link.dispatchEvent('focus');
  await link.evaluate((a) => a.click());
  await areaReady(page, route.area);
  await waitQuiet(recorder);
  const added = recorder.entries().filter((e) => !before.has(e));
  await recorder.bodies(added);
  const summary = summarise(added, { areaCode: route.area === 'home-about' ? [] : areaCode[route.area] });
  await context.close();
  return {
    addedRequests: summary.requests,
    addedJsTransferredKB: summary.jsTransferredKB,
    addedJsGzipKB: summary.jsGzipKB,
    addedJsRawKB: summary.jsRawKB,
    addedCssKB: summary.cssKB,
    longestChain: summary.longestChain,
    urls: added.map((e) => e.url.replace(/^https?:\/\/localhost:/, ':')),
  };
}
