// results.md's section of the offline part: a repeat visit's bytes, and the kept copy's LCP with
// the line down over the static floor's.
import { ratio } from './check-budgets.mjs';
import { fmt, L, R, table } from './markdown-table.mjs';

export function repeatVisitSection(results, budgets) {
  const routes = Object.entries(results.routes);
  if (!routes.some(([, r]) => r.repeatVisit)) return [];
  const b = budgets.repeatVisit;
  const floorLcp = results.floor?.lcpMs;
  return [
    `## A repeat visit, and the line down (budget: ≤ ${b.kb} KB over the network; offline, the kept copy's LCP ≤ ${b.offlineContentMs} ms and ≤ ${b.keptLcpOverFloor}× the static floor's)`,
    '',
    `With the service worker: a first visit, then the page loaded again (every byte through a counting proxy, the worker's own fetches and headers included), then loaded with the line down under the CPU slowdown (${results.repeatSlowdown ?? '–'}, Chromium's throttling; no network). LCP medians of ${routes.find(([, r]) => r.repeatVisit)[1].repeatVisit.pairs.length} loads.`,
    '',
    `The kept copy's LCP over two floors. Budgeted: the static floor's Lighthouse LCP (${fmt(floorLcp)} ms, slow 4G simulated), as for every other LCP budget here; on every route but /, whose budget is the ${b.offlineContentMs} ms alone. Reported: the floor loaded again from the HTTP cache in turns with the kept copy, in the same harness (the median of the pairs' ratios): a navigation answered by a service worker costs Chromium a longer commit than one from the HTTP cache.`,
    '',
    ...table(
      [
        ['Route', L],
        ['Repeat visit KB', R],
        ['Offline LCP ms', R],
        ['Over the Lighthouse floor (budgeted)', R],
        ['Floor reloaded here ms', R],
        ['Over the floor reloaded here', R],
        ['Saved-when notice', L],
      ],
      routes
        .filter(([, { repeatVisit }]) => repeatVisit)
        .map(([path, { repeatVisit: r }]) => [
          path,
          fmt(r.repeatKB, 1),
          fmt(r.offlineLcpMs),
          `${fmt(ratio(r.offlineLcpMs, floorLcp), 2)}${path === '/' ? ' (not budgeted)' : ''}`,
          fmt(r.floorLcpMs),
          fmt(r.overFloor, 2),
          r.savedNotice ? 'yes' : 'no',
        ]),
    ),
    '',
  ];
}
