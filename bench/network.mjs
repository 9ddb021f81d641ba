// Network measurements of the composed site with Playwright's Chromium and its CDP network log:
// bytes, requests, the chain of sequential round trips before an area's own code starts, and
// what a client-side switch from / adds.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { listenHost } from '../scripts/listen-host.mjs';
import { builtPageOfRoute } from '@school/shared/site-layout';
import { SINGLETON_SIGNATURES } from '../scripts/singleton-signatures.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium, devices } = require('@playwright/test');

const QUIET_MS = 800;

/**
 * Records every request of a page with CDP: its initiator, timing, type and sizes. Data fetches
 * (JSON) count as a dependency of every request sent after they finished, because the MF runtime
 * reads URLs out of them (remotes.json -> manifest -> remote entry), which an initiator stack
 * cannot show.
 */
async function recordNetwork(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    byId.set(event.requestId, {
      id: event.requestId,
      url: event.request.url,
      type: event.type,
      initiator: event.initiator,
      sentAt: event.timestamp,
      finishedAt: Infinity,
      receivedAt: Infinity,
      encoded: 0,
      status: 0,
      mime: '',
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.status = event.response.status;
    entry.receivedAt = event.timestamp;
    entry.mime = event.response.mimeType;
    entry.encoding = event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'];
    entry.headersBytes = event.response.encodedDataLength ?? 0;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.finishedAt = event.timestamp;
    entry.encoded = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.failed = event.errorText;
  });
  async function bodies(entries) {
    for (const entry of entries) {
      if (entry.body !== undefined || entry.failed || !(isJs(entry) || entry.type === 'Document')) continue;
      try {
        const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: entry.id });
        entry.body = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      } catch {
        entry.body = '';
      }
    }
  }
  return { entries: () => [...byId.values()], bodies, cdp };
}

/** A fragment's opening tag (@school/shared/fragment), as a deploy writes it into the page's slot. */
const CONTENT_IN_HTML = /<div data-area-fragment="[\w-]+" data-build="/;

function isJs(entry) {
  return entry.type === 'Script' || /javascript/.test(entry.mime) || /\.m?js(\?|$)/.test(entry.url);
}
function isCss(entry) {
  return entry.type === 'Stylesheet' || /text\/css/.test(entry.mime);
}
function isData(entry) {
  return (entry.type === 'Fetch' || entry.type === 'XHR' || entry.type === 'Other') && /json/.test(entry.mime);
}

function stackUrls(initiator) {
  const urls = new Set();
  if (initiator?.url) urls.add(initiator.url);
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) if (frame.url) urls.add(frame.url);
  }
  return urls;
}

/** Depth of each request in the chain of round trips; the document is 0. */
export function chainDepths(entries) {
  const depth = new Map();
  const firstByUrl = new Map();
  const sorted = [...entries].sort((a, b) => a.sentAt - b.sentAt);
  for (const entry of sorted) if (!firstByUrl.has(entry.url)) firstByUrl.set(entry.url, entry);
  for (const entry of sorted) {
    let parentDepth = -1;
    for (const url of stackUrls(entry.initiator)) {
      const parent = firstByUrl.get(url);
      if (parent && parent !== entry && depth.has(parent)) parentDepth = Math.max(parentDepth, depth.get(parent));
    }
    if (parentDepth < 0 && entry.initiator?.type === 'script') {
      // A static import reports no URL (about:client): it was found once a module arrived.
      const module = sorted
        .filter((e) => e !== entry && isJs(e) && e.receivedAt <= entry.sentAt && depth.has(e))
        .sort((a, b) => b.receivedAt - a.receivedAt)[0];
      if (module) parentDepth = depth.get(module);
    }
    for (const data of sorted) {
      if (data === entry || !isData(data) || data.receivedAt > entry.sentAt || !depth.has(data)) continue;
      parentDepth = Math.max(parentDepth, depth.get(data));
    }
    depth.set(entry, parentDepth + 1);
  }
  return depth;
}

/**
 * The origins a page took the site's own files from (its HTML, code, styles, fragments, fonts,
 * images): not the services it talks to (`services`: the form endpoint, Firebase Auth, the map).
 */
export function siteOriginsOf(entries, services = []) {
  const origins = new Set();
  for (const { url } of entries) {
    const { protocol, origin, hostname } = new URL(url);
    if (!/^https?:$/.test(protocol) || services.includes(origin) || /(^|\.)google(apis)?\.com$/.test(hostname))
      continue;
    origins.add(origin);
  }
  return [...origins];
}

/**
 * The shell's chunk that registers the service worker (shell/src/offline/register-service-worker.ts),
 * loaded when the phone is idle after the area has hydrated, once per phone: counted apart from the
 * page's own JavaScript (the 180 KB ceiling of issue 29 predates the worker), and reported.
 */
const WORKER_REGISTRATION = /\/assets\/register-service-worker-[\w-]+\.js$/;

function summarise(entries, { areaCode = [], services = [] } = {}) {
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  const transferred = (files) => files.reduce((sum, e) => sum + Math.max(0, e.encoded - (e.headersBytes ?? 0)), 0);
  const workerJs = transferred(entries.filter((e) => isJs(e) && WORKER_REGISTRATION.test(e.url)));
  const js = entries.filter((e) => isJs(e) && !WORKER_REGISTRATION.test(e.url));
  const jsTransferred = transferred(js);
  const jsRaw = js.reduce((sum, e) => sum + Buffer.byteLength(e.body ?? ''), 0);
  const jsGzip = js.reduce((sum, e) => sum + gzipSync(e.body ?? '', { level: 6 }).length, 0);
  const css = entries.filter(isCss).reduce((sum, e) => sum + Math.max(0, e.encoded - (e.headersBytes ?? 0)), 0);
  const singletons = {};
  for (const [name, signature] of Object.entries(SINGLETON_SIGNATURES)) {
    singletons[name] = js.filter((e) => signature.test(e.body ?? '')).map((e) => e.url);
  }
  const depths = chainDepths(entries);
  const area = entries.filter((e) => areaCode.some((file) => e.url.endsWith(file)));
  const areaDepth = area.length ? Math.min(...area.map((e) => depths.get(e))) : null;
  const chainTo = (target) => {
    const path = [];
    for (let at = target; at;) {
      path.unshift(at.url.replace(/^https?:\/\/localhost:/, ':'));
      const candidates = entries.filter(
        (e) =>
          e !== at &&
          depths.get(e) === depths.get(at) - 1 &&
          (stackUrls(at.initiator).has(e.url) || ((isJs(e) || isData(e)) && e.receivedAt <= at.sentAt)),
      );
      at = candidates.sort((a, b) => b.receivedAt - a.receivedAt)[0];
    }
    return path;
  };
  const firstArea = area.sort((a, b) => depths.get(a) - depths.get(b))[0];
  // Content first: the HTML, which carries the content the deploys wrote in and the early script
  // inline (or, for a page left as built, the fragment the early script fetches).
  const doc = entries.find((e) => e.type === 'Document');
  const contentInHtml = CONTENT_IN_HTML.test(doc?.body ?? '');
  const fragment = entries.find((e) => /\/fragments\/[\w-]+\.html$/.test(e.url));
  const onWire = (e) => (e ? Math.max(0, e.encoded - (e.headersBytes ?? 0)) : 0);
  return {
    bytesBeforeContentKB: doc ? kb(onWire(doc)) : null,
    fragmentKB: fragment ? kb(onWire(fragment)) : null,
    roundTripsBeforeContent: contentInHtml ? 0 : fragment ? depths.get(fragment) : null,
    contentChain: contentInHtml ? [doc.url.replace(/^https?:\/\/localhost:/, ':')] : fragment ? chainTo(fragment) : [],
    requests: entries.length,
    siteOrigins: siteOriginsOf(entries, services),
    jsRequests: js.length,
    jsTransferredKB: kb(jsTransferred),
    workerRegistrationKB: kb(workerJs),
    jsGzipKB: kb(jsGzip),
    jsRawKB: kb(jsRaw),
    cssKB: kb(css),
    uncompressedTextResponses: entries.filter(
      (e) => (isJs(e) || isCss(e) || isData(e)) && !e.encoding && e.encoded > 1500,
    ).length,
    roundTripsBeforeAreaCode: areaDepth,
    areaCodeChain: firstArea ? chainTo(firstArea) : [],
    longestChain: Math.max(0, ...entries.map((e) => depths.get(e))),
    singletonCopies: Object.fromEntries(Object.entries(singletons).map(([k, v]) => [k, v.length])),
    singletonUrls: singletons,
    jsFiles: js
      .map((e) => ({
        url: e.url.replace(/^https?:\/\/localhost:/, ':'),
        kb: kb(Math.max(0, e.encoded - (e.headersBytes ?? 0))),
      }))
      .sort((a, b) => b.kb - a.kb),
    firestore: entries.filter((e) => /firestore|firebase|connect-firebase/.test(e.url)).map((e) => e.url),
  };
}

async function waitQuiet(recorder, maxMs = 10_000) {
  const start = Date.now();
  let last = recorder.entries().length;
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    await new Promise((r) => setTimeout(r, 100));
    const entries = recorder.entries();
    const pending = entries.some((e) => e.finishedAt === Infinity && !e.failed);
    if (entries.length !== last || pending) {
      last = entries.length;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= QUIET_MS) return;
  }
}

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
