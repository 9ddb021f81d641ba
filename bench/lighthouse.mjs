// Lighthouse 12 (runs on Node 20) against Debian's Chromium: mobile emulation and simulated
// throttling (slow 4G), with the CPU slowdown set for the phone the budgets name (calibrate), N
// runs per route, median of every score and metric; and from each run's trace, what the main
// thread did (main-thread.mjs).
import lighthouse from 'lighthouse';
import { launchHeadlessChromium } from './headless-chromium.mjs';
import { mainThreadWork } from './main-thread.mjs';

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

/**
 * The phone the budgets name: a cheap Android, of Lighthouse `benchmarkIndex` 360 (DevTools' own
 * calibration puts a low-tier phone at about 264 and a mid-tier one, a Pixel 5, at about 1,000).
 */
export const PHONE_INDEX = 360;
const CALIBRATION_RUNS = 5;

/**
 * Lighthouse's simulated main-thread times are the host's own multiplied by the CPU slowdown, so
 * the slowdown that stands for the phone depends on the host: its benchmarkIndex over the phone's.
 * The index is noisy (the same host read 1,436 and 1,777 minutes apart): the median of a few
 * quick runs of the static floor.
 */
export async function calibrate({ url, log }) {
  const chrome = await launchHeadlessChromium();
  const indices = [];
  try {
    for (let n = 0; n < CALIBRATION_RUNS; n += 1) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      indices.push(Math.round(lhr.environment.benchmarkIndex));
    }
  } finally {
    await chrome.kill();
  }
  const hostIndex = median(indices);
  const cpuSlowdown = Math.round((hostIndex / PHONE_INDEX) * 100) / 100;
  log(
    `host benchmarkIndex ${hostIndex} (runs: ${indices.join(', ')}): CPU slowdown ${cpuSlowdown} for a phone of index ${PHONE_INDEX}`,
  );
  return { hostIndex, indices, phoneIndex: PHONE_INDEX, cpuSlowdown };
}

function readRun(lhr, artifacts, cpuSlowdown) {
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
  run.benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
  // Lighthouse's own long tasks (simulated durations), and from the trace what ran in each.
  run.longestTaskMs = Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration));
  run.mainThread = mainThreadWork(artifacts.Trace, lhr.finalDisplayedUrl, cpuSlowdown);
  return run;
}

function camel(id) {
  return id.replace(/-(\w)/g, (_, c) => c.toUpperCase());
}

/**
 * A run whose own benchmarkIndex strays this far from the calibration's measured another phone
 * (this kind of host swings between about 1,700 and 2,900 from one minute to the next): it is
 * run again, at most MAX_REPEATS times, and the last one kept.
 */
export const INDEX_TOLERANCE = 0.2;
const MAX_REPEATS = 3;

/** @param {{ urls: Record<string, string>, runs: number, cpuSlowdown: number, hostIndex?: number, log: (s: string) => void }} options name -> URL */
export async function measureLighthouse({ urls, runs, cpuSlowdown, hostIndex, log }) {
  const chrome = await launchHeadlessChromium();
  const results = {};
  try {
    // Interleaved, so that a spell of load on the machine affects every page alike.
    const lists = Object.fromEntries(Object.keys(urls).map((name) => [name, []]));
    for (let n = 0; n < runs; n += 1) {
      for (const [path, url] of Object.entries(urls)) {
        let run;
        for (let attempt = 0; attempt <= MAX_REPEATS; attempt += 1) {
          const { lhr, artifacts } = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            throttling: { cpuSlowdownMultiplier: cpuSlowdown },
          });
          if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown)
            throw new Error('Lighthouse ignored the CPU slowdown');
          run = { ...readRun(lhr, artifacts, cpuSlowdown), repeats: attempt };
          const strays = hostIndex && Math.abs(run.benchmarkIndex / hostIndex - 1) > INDEX_TOLERANCE;
          log(
            `  lighthouse ${path} #${n + 1}: perf ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, longest task ${Math.round(run.longestTaskMs)} ms, CLS ${run.cls?.toFixed(3)} (index ${run.benchmarkIndex}${strays ? ', strays from the calibration: again' : ''})`,
          );
          if (!strays) break;
        }
        lists[path].push(run);
      }
    }
    for (const [path, list] of Object.entries(lists)) {
      const summary = {};
      for (const key of [...CATEGORIES.map(camel), ...Object.keys(METRICS), 'longestTaskMs'])
        summary[key] = median(list.map((r) => r[key]));
      summary.failedAudits = [...new Set(list.flatMap((r) => r.failedAudits))];
      // What the main thread did in the run whose TBT is the median.
      const typical = [...list].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor((list.length - 1) / 2)];
      summary.mainThread = typical.mainThread;
      summary.runs = list.map(({ mainThread, ...run }) => ({ ...run, longTasks: mainThread.longTasks.length }));
      results[path] = summary;
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
