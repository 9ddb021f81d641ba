// Lighthouse 12 (runs on Node 20) against Debian's Chromium: mobile emulation and simulated
// throttling (its defaults), N runs per route, median of every score and metric.
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const require = createRequire(import.meta.resolve('lighthouse'));
const { launch } = await import(require.resolve('chrome-launcher'));

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function readRun(lhr) {
  const run = {};
  for (const id of CATEGORIES) run[camel(id)] = Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  for (const [key, audit] of Object.entries(METRICS)) run[key] = lhr.audits[audit]?.numericValue ?? null;
  run.failedAudits = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual',
    )
    .filter((a) => !Object.values(METRICS).includes(a.id))
    .map((a) => a.id);
  return run;
}

function camel(id) {
  return id.replace(/-(\w)/g, (_, c) => c.toUpperCase());
}

/** @param {{ urls: Record<string, string>, runs: number, log: (s: string) => void }} options name -> URL */
export async function measureLighthouse({ urls, runs, log }) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const results = {};
  try {
    // Interleaved, so that a spell of load on the machine affects every page alike.
    const lists = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
    for (let n = 0; n < runs; n += 1) {
      for (const [path, url] of Object.entries(urls)) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        const run = readRun(lhr);
        lists[path].push(run);
        log(
          `  lighthouse ${path} #${n + 1}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls?.toFixed(3)}`,
        );
      }
    }
    for (const [path, list] of Object.entries(lists)) {
      const summary = {};
      for (const key of [...CATEGORIES.map(camel), ...Object.keys(METRICS)])
        summary[key] = median(list.map((r) => r[key]));
      summary.failedAudits = [...new Set(list.flatMap((r) => r.failedAudits))];
      summary.runs = list;
      results[path] = summary;
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
