// Story photos as a parent's phone meets them (issue #52): four stories with a phone's photo are
// written into mfe-news/content/news/ for the time of the part, the news remote is built into a
// folder of its own, every app is deployed into a release store of its own and served on a port
// of its own, as `npm start` serves the site. Measured: the file of each photo a 390 × 844 phone at
// DPR 2 receives (and the WebP and JPEG of the same width, for a browser without AVIF), the LCP of
// /news-events over the static floor (Lighthouse, the calibrated CPU, interleaved with the floor),
// and with Save-Data its cost and that no photo was fetched. Every temporary file is removed after.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listApps, ROOT } from '../scripts/apps.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { prepareDeploy } from '../scripts/deploy.mjs';
import { listenHost } from '../scripts/listen-host.mjs';
import { createLocalHosting } from '../scripts/release/local-hosting.mjs';
import { createSiteServer } from '../scripts/static-server.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureSaveData } from './network.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');
const sharp = require('sharp');

export const PHOTOS_PORT = 4182;
const ROUTE = '/news-events';
const NEWS = join(ROOT, 'mfe-news');
const STORIES = join(NEWS, 'content', 'news');
/** Inside the remote's folder (its prerender writes beside outDir), where git never looks. */
const OUT_DIR = 'node_modules/.bench-photos';
/** Every file the part writes into the content is named so; one left by a killed run is removed. */
const PREFIX = 'bench-photo-';
/** The phone whose files are budgeted: 390 × 844 CSS px at DPR 2. */
export const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/** A request for one of the part's photos: `<stem>-<content hash>-<width>.<format>` (story-photos.js), built. */
export const PHOTO_URL = new RegExp(`/${PREFIX}\\d+-[0-9a-f]+-(\\d+)-[\\w-]+\\.(avif|webp|jpg)$`);

const STORY_TEXTS = [
  ['Sports Day in Pictures', 'Sports', 'Pupils racing on the school field in their house colours'],
  ['Cultural Day Dress and Dance', 'Events', 'Pupils in aso-oke and beads dancing in the hall'],
  ['JSS 2 at the Kwara Science Fair', 'Academics', 'Two pupils showing their water filter to the judges'],
  ['Creche Graduation Day', 'Events', 'The creche class in caps and gowns with their teachers'],
];

/**
 * A phone's photo: 2,400 × 1,800, some MB, with detail at every scale as a photo of the world has
 * (random shapes of each size, each half the contrast of the next larger, over a gradient, with a
 * sensor's grain: the recipe of shared/src/vite/story-photos.test.ts), tinted by `seed`, the same
 * every run (so the news build makes its files once, in its cache).
 */
export async function phonePhoto(seed, width = 2400, height = 1800) {
  const octaves = await Promise.all(
    [12, 24, 48, 96, 192, 384].map((cells, octave) =>
      sharp(seeded(cells * ((cells * 3) / 4) * 3, seed * 10 + octave), {
        raw: { width: cells, height: (cells * 3) / 4, channels: 3 },
      })
        .resize(width, height, { kernel: 'cubic' })
        .raw()
        .toBuffer()
        .then((data) => ({ data, weight: 0.5 / 2 ** octave })),
    ),
  );
  const grain = seeded(width * height, seed * 10 + 9);
  const tint = [seed % 3, (seed + 1) % 3, (seed + 2) % 3].map((n) => 30 + n * 20);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * width + x;
      const fine = (grain[at] % 21) - 10;
      for (let channel = 0; channel < 3; channel++) {
        const i = at * 3 + channel;
        let value = tint[channel] + (channel === 0 ? x / width : y / height) * 80 + fine;
        for (const { data, weight } of octaves) value += (data[i] - 128) * weight;
        pixels[i] = Math.max(0, Math.min(255, Math.round(value + 60)));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Pseudo-random bytes, the same every run for a seed. */
function seeded(length, seed) {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

/** The story file of photo `n`, newer than every story of the school's (first in Latest News). */
export function storyMarkdown(n) {
  const [title, category, alt] = STORY_TEXTS[n - 1];
  return `---
title: ${title}
date: 2026-12-0${n}
category: ${category}
image: images/${PREFIX}${n}.jpg
imageAlt: ${alt}
excerpt: A few of the photos our teachers took on the day.
---

The whole school came out for the day, and parents filled the seats.

Thank you to every parent who came, and to the teachers who made it happen.
`;
}

/** Removes every file the part writes (and any left by a run that was killed), and `stores`. */
function cleanUp(stores = []) {
  for (const dir of [STORIES, join(STORIES, 'images')])
    for (const name of existsSync(dir) ? readdirSync(dir) : [])
      if (name.startsWith(PREFIX)) rmSync(join(dir, name), { force: true });
  rmSync(join(NEWS, OUT_DIR), { recursive: true, force: true });
  for (const store of stores) rmSync(store, { recursive: true, force: true });
}

/** Writes the stories and builds the news remote with them into OUT_DIR. */
async function buildWithPhotos(log) {
  mkdirSync(join(STORIES, 'images'), { recursive: true });
  for (const n of [1, 2, 3, 4]) {
    writeFileSync(join(STORIES, 'images', `${PREFIX}${n}.jpg`), await phonePhoto(n));
    writeFileSync(join(STORIES, `${PREFIX}${n}.md`), storyMarkdown(n));
  }
  log(`  four photo stories written; building the news remote into mfe-news/${OUT_DIR}`);
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', OUT_DIR], { cwd: NEWS, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the news build with photos failed:\n${build.stderr}`);
}

/** Every app's build (the news remote's from `newsDist`) deployed into a store of its own, served on `port`. */
async function serveSite(port, newsDist) {
  const store = mkdtempSync(join(tmpdir(), 'bench-photos-'));
  const hosting = createLocalHosting({ dir: store });
  for (const app of listApps()) {
    const built = app.dir === 'mfe-news' ? { ...app, distDir: newsDist } : app;
    await prepareDeploy(built, 'local').run(hosting, { log: () => {} });
  }
  const server = createSiteServer({ hosting });
  await new Promise((resolve) => server.listen(port, listenHost(), resolve));
  return { store, url: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The srcset candidate of `width` in each format, from the page's <picture> whose files include `url`. */
function sameWidthFiles(page, url) {
  return page.evaluate((picked) => {
    const candidates = (srcset) => srcset.split(',').map((c) => c.trim().split(/\s+/));
    for (const picture of document.querySelectorAll('picture')) {
      const sets = {
        avif: picture.querySelector('source[type="image/avif"]')?.getAttribute('srcset') ?? '',
        webp: picture.querySelector('source[type="image/webp"]')?.getAttribute('srcset') ?? '',
        jpeg: picture.querySelector('img')?.getAttribute('srcset') ?? '',
      };
      const all = Object.values(sets).flatMap(candidates);
      const found = all.find(([src]) => new URL(src, location.href).href === picked);
      if (!found) continue;
      const at = (format) => candidates(sets[format]).find(([, w]) => w === found[1])?.[0];
      return {
        alt: picture.querySelector('img')?.alt ?? '',
        width: found[1],
        files: { avif: at('avif'), webp: at('webp'), jpeg: at('jpeg') },
      };
    }
    return null;
  }, url);
}

/** The page's largest contentful paint so far: its element's tag, and its alt or first words. */
const lcpElement = () =>
  new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const element = list.getEntries().at(-1)?.element;
      const words = element?.getAttribute('alt') || element?.textContent?.trim().slice(0, 40);
      resolve(element ? `<${element.localName}> ${words ?? ''}`.trim() : null);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });

/**
 * Each photo the phone fetched on the page, read to its end: its file, and the same width in each
 * format; and what the page's LCP was before the first scroll.
 */
async function measurePhotoFiles(site) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage(PHONE);
    const fetched = new Map();
    page.on('requestfinished', async (request) => {
      const match = PHOTO_URL.exec(new URL(request.url()).pathname);
      if (match) fetched.set(request.url(), { format: match[2], sizes: await request.sizes() });
    });
    await page.goto(site + ROUTE, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(lcpElement);
    for (let screens = 0; screens < 40; screens += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await page.waitForTimeout(200);
      if (atEnd) break;
    }
    await page.waitForLoadState('networkidle');
    const photos = [];
    for (const [url, { format, sizes }] of fetched) {
      const same = await sameWidthFiles(page, url);
      const kb = {};
      for (const [name, src] of Object.entries(same?.files ?? {})) {
        if (src) kb[name] = round1((await (await fetch(new URL(src, site))).arrayBuffer()).byteLength / 1024);
      }
      photos.push({
        alt: same?.alt ?? '',
        file: new URL(url).pathname.split('/').pop(),
        format,
        width: Number(same?.width.replace('w', '')),
        kb: round1(sizes.responseBodySize / 1024),
        sameWidthKB: kb,
      });
    }
    return { lcp, photos: photos.sort((a, b) => a.file.localeCompare(b.file)) };
  } finally {
    await browser.close();
  }
}

const round1 = (value) => Math.round(value * 10) / 10;

/**
 * With the photos, and for comparison the same site with the school's content as it is (SVG art
 * only, every app's dist/): Lighthouse runs the floor and both, interleaved.
 * @param {{ floorUrl: string, runs: number, cpu: { cpuSlowdown: number, hostIndex?: number }, log: (line: string) => void }} options
 */
export async function measurePhotos({ floorUrl, runs, cpu, log }) {
  cleanUp();
  const sites = [];
  const stores = () => sites.map((site) => site.store);
  // A bench stopped by Ctrl-C leaves no story in the school's content.
  const onSignal = () => {
    cleanUp(stores());
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await buildWithPhotos(log);
    const photoSite = await serveSite(PHOTOS_PORT, join(NEWS, OUT_DIR));
    sites.push(photoSite);
    const plainSite = await serveSite(PHOTOS_PORT + 1, join(NEWS, 'dist'));
    sites.push(plainSite);
    const { url } = photoSite;
    log(
      `  served on ${url} (and without the photos on ${plainSite.url}); a ${PHONE.viewport.width} px phone at DPR ${PHONE.deviceScaleFactor}`,
    );
    const { lcp, photos } = await measurePhotoFiles(url);
    log(`  ${photos.map((p) => `${p.file} ${p.kb} KB`).join(', ')}; LCP ${lcp}`);
    log(`  lighthouse, ${runs} runs of ${ROUTE} with the photos, without them and of the static floor`);
    const urls = { floor: floorUrl, [ROUTE]: url + ROUTE, withoutPhotos: plainSite.url + ROUTE };
    const lh = await measureLighthouse({ urls, runs, ...cpu, log });
    log(`  ${ROUTE} with Save-Data, read to its end`);
    const saved = (await measureSaveData({ origin: url, routes: [{ path: ROUTE }] }))[ROUTE];
    const photoRequests = saved.requests.filter((line) => PHOTO_URL.test(line.split(' ')[0]));
    return {
      route: ROUTE,
      stories: STORY_TEXTS.length,
      phone: { ...PHONE.viewport, dpr: PHONE.deviceScaleFactor },
      photos,
      lcpElement: lcp,
      floor: lh.floor,
      lighthouse: lh[ROUTE],
      withoutPhotos: lh.withoutPhotos,
      saveData: { ...saved, photoRequests },
    };
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await Promise.all(sites.map((site) => site.close()));
    cleanUp(stores());
  }
}
