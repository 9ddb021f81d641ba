// A bench run as the tests of its verdict and of results.md meet it: every part measured on / and
// /jobs within every budget, or some parts on some routes.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { checkBudgets, PARTS } from './check-budgets.mjs';
import { renderMarkdown } from './results-md.mjs';

export const budgets = JSON.parse(readFileSync(new URL('budgets.json', import.meta.url), 'utf8'));
export const timings = JSON.parse(readFileSync(new URL('check-timings.json', import.meta.url), 'utf8'));

const lighthouse = (lcpMs) => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 650,
  lcpMs,
  tbtMs: 20,
  longestTaskMs: 80,
  cls: 0,
  failedAudits: [],
  mainThread: { byKind: { other: 100 }, longTasks: [] },
});

/** A route as every part of the bench writes it, within every budget. */
function measuredRoute(path) {
  return {
    firstLoad: {
      bytesBeforeContentKB: 9,
      documentBytes: 10_900,
      fragmentKB: null,
      roundTripsBeforeContent: 0,
      jsTransferredKB: 170,
      workerRegistrationKB: 2,
      jsGzipKB: 168,
      jsRawKB: 520,
      requests: 30,
      siteOrigins: ['http://localhost:4173'],
      roundTripsBeforeAreaCode: 4,
      singletonCopies: { 'react-dom': 1 },
      firestore: [],
      contentChain: [],
    },
    saveData: { kb: 10, jsFiles: [], requests: [':4173/jobs 10.0 KB'] },
    clientSwitch:
      path === '/' ? null : { addedJsTransferredKB: 0, addedJsGzipKB: 25, addedJsRawKB: 80, addedRequests: 10 },
    lighthouse: lighthouse(path === '/' ? 900 : 700),
    taps: {
      worstMs: 120,
      targets: { 'Menu button': { worstMs: 120, taps: 18, worstHeldBy: 'no frame over 50 ms' } },
    },
    repeatVisit: {
      repeatKB: 4,
      offlineLcpMs: 560,
      floorLcpMs: 250,
      overFloor: 2.24,
      pairs: Array.from({ length: 9 }, () => ({ floorMs: 250, keptMs: 560 })),
      savedNotice: true,
    },
  };
}

/** The photos part as it writes /news-events with four photos, within every budget. */
function measuredPhotos() {
  const photo = (n) => ({
    alt: `Photo ${n}`,
    file: `bench-photo-${n}-0123456789ab-720-Bx1.avif`,
    format: 'avif',
    width: 720,
    kb: 21.4,
    sameWidthKB: { avif: 21.4, webp: 26.1, jpeg: 48.9 },
  });
  return {
    route: '/news-events',
    stories: 4,
    phone: { width: 390, height: 844, dpr: 2 },
    photos: [1, 2, 3, 4].map(photo),
    lcpElement: '<img> Photo 1',
    floor: lighthouse(700),
    lighthouse: lighthouse(770),
    withoutPhotos: lighthouse(735),
    saveData: { kb: 12.5, jsFiles: [], requests: [':4182/news-events 12.5 KB'], photoRequests: [] },
  };
}

/** A run of `parts` on `paths`, out of the whole bench on / and /jobs. */
export function run({ parts = Object.keys(PARTS), paths = ['/', '/jobs'] } = {}) {
  const routes = Object.fromEntries(
    paths.map((path) => {
      const all = measuredRoute(path);
      const kept = Object.entries(all).filter(([key]) => parts.some((part) => PARTS[part](path).includes(key)));
      return [path, Object.fromEntries(kept)];
    }),
  );
  const withFloor = parts.includes('lighthouse') || parts.includes('offline');
  return {
    measuredAt: '2026-11-27T10:00:00.000Z',
    commit: 'abc1234',
    lighthouseRuns: 3,
    parts,
    paths,
    skipped: {
      parts: Object.keys(PARTS).filter((part) => !parts.includes(part)),
      paths: ['/', '/jobs'].filter((path) => !paths.includes(path)),
    },
    cpu: { cpuSlowdown: 3.4, phoneIndex: null, hostIndex: null, indices: [] },
    repeatSlowdown: 3.4,
    ...(withFloor ? { floor: lighthouse(700) } : {}),
    ...(parts.includes('network') ? { hangingRemote: { path: '/jobs', fallbackMs: 7000 } } : {}),
    ...(parts.includes('photos') ? { photos: measuredPhotos() } : {}),
    routes,
  };
}

export const verdict = (results) => {
  results.breaches = checkBudgets(results, budgets);
  return { breaches: results.breaches, markdown: renderMarkdown(results, budgets) };
};

export const section = (markdown, heading) => {
  const start = markdown.indexOf(`\n## ${heading}`);
  assert.notEqual(start, -1, `no section "${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start + 1, end === -1 ? undefined : end);
};
