// results.md's section of the taps part: the worst tap while the code starts, per route and per
// control, and what it waited for.
import { fmt, L, R, table } from './markdown-table.mjs';

export function tapsSection(results, budgets) {
  const routes = Object.entries(results.routes);
  if (!routes.some(([, r]) => r.taps)) return [];
  const cells = routes
    .filter(([, { taps }]) => taps)
    .map(([path, { taps }]) => {
      const per = Object.entries(taps.targets)
        .map(([name, t]) => `${name} ${t.worstMs ?? 'none reported'} (${t.taps})`)
        .join('; ');
      const hydrated = Object.values(taps.targets)
        .map((t) => t.hydratedAfterContentMs)
        .filter((v) => v != null);
      const worst = taps.worstMs == null ? null : Object.values(taps.targets).find((t) => t.worstMs === taps.worstMs);
      return [
        path,
        fmt(taps.worstMs),
        per,
        hydrated.length ? fmt(Math.max(...hydrated)) : '–',
        worst?.worstHeldBy ?? '–',
      ];
    });
  return [
    `## A tap while the code starts (budget: answered within ${budgets.taps.worstMs} ms)`,
    '',
    "Chromium throttled to the phone's CPU; a tap at the content's paint and every 100 ms after it until the area has hydrated (and one after); the Event Timing API's duration of each; the worst. What it waited for: the longest animation frame over 50 ms it overlapped (the Long Animation Frames API), by the scripts that ran in it (shared modules by name, a remote's files by its folder). A script's time counts the promise jobs that ran right after it in the same task: a shared module's, the Module Federation runtime's work as the share resolves.",
    '',
    ...table(
      [
        ['Route', L],
        ['Worst ms', R],
        ['Per control: worst ms (taps)', L],
        ['Content to hydrated ms', R],
        ['What the worst tap waited for (ms)', L],
      ],
      cells,
    ),
    '',
  ];
}
