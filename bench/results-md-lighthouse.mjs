// results.md's Lighthouse section: each route's scores and metrics, its LCP over the static floor's,
// and what ran on the main thread.
import { ratio } from './check-budgets.mjs';
import { fmt, L, R, table } from './markdown-table.mjs';

/** Per route: the main thread's time by kind, and each long task with what ran in it (the median run). */
function mainThreadSection(rows) {
  const cells = rows
    .filter(([, { lighthouse: lh }]) => lh?.mainThread)
    .map(([path, { lighthouse: lh }]) => {
      const kinds = Object.entries(lh.mainThread.byKind)
        .map(([kind, ms]) => `${kind} ${ms}`)
        .join(', ');
      const tasks = lh.mainThread.longTasks
        .map((t) => `**${t.ms}** (${t.ran.map((r) => `${r.what} ${r.ms}`).join(', ') || '–'})`)
        .join('<br>');
      return [path, kinds, tasks || 'none'];
    });
  return [
    '### The main thread (the run of median TBT; trace times × the CPU slowdown)',
    '',
    ...table(
      [
        ['Route', L],
        ['Time by kind, ms', L],
        ['Tasks over 50 ms: ms (what ran, ms)', L],
      ],
      cells,
    ),
  ];
}

export function lighthouseSection(results, budgets) {
  const routes = Object.entries(results.routes);
  if (!routes.some(([, r]) => r.lighthouse)) return [];
  const floorLcp = results.floor?.lcpMs;
  const rows = [...(results.floor ? [['static floor', { lighthouse: results.floor }]] : []), ...routes];
  const cells = rows
    .filter(([, { lighthouse: lh }]) => lh)
    .map(([path, { lighthouse: lh }]) => [
      path,
      fmt(lh.performance),
      fmt(lh.accessibility),
      fmt(lh.bestPractices),
      fmt(lh.seo),
      fmt(lh.fcpMs),
      fmt(lh.lcpMs),
      fmt(ratio(lh.lcpMs, floorLcp), 2),
      fmt(lh.tbtMs),
      fmt(lh.longestTaskMs),
      fmt(lh.cls, 3),
      lh.failedAudits.join(', ') || '–',
    ]);
  return [
    `## Lighthouse (budget: performance ≥ ${budgets.lighthouse.performance}, others ${budgets.lighthouse.accessibility})`,
    '',
    `LCP budget: every route but / at most ${budgets.lighthouse.lcpOverFloor}× the static floor's (the same page as plain HTML, measured in the same run), / at most ${budgets.lighthouse.homeLcpMs} ms (its spinner's 1.5 s + 0.5 s); CLS ≤ ${budgets.lighthouse.cls}.`,
    '',
    `TBT ≤ ${budgets.lighthouse.tbtMs} ms, no task longer than ${budgets.lighthouse.longestTaskMs} ms.`,
    '',
    ...table(
      [
        ['Route', L],
        ['Perf', R],
        ['A11y', R],
        ['BP', R],
        ['SEO', R],
        ['FCP ms', R],
        ['LCP ms', R],
        ['LCP / floor', R],
        ['TBT ms', R],
        ['Longest task ms', R],
        ['CLS', R],
        ['Audits below 0.9', L],
      ],
      cells,
    ),
    '',
    ...mainThreadSection(rows),
    '',
  ];
}
