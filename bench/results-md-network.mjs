// results.md's sections of the network part: a page's cost with data saver, the first load and
// a client-side switch from /, and how soon a remote that never answers shows its fallback.
import { fmt, L, R, table } from './markdown-table.mjs';

export function saveDataSection(results, budgets) {
  const routes = Object.entries(results.routes);
  if (!routes.some(([, r]) => r.saveData)) return [];
  const cells = routes
    .filter(([, { saveData }]) => saveData)
    .map(([path, { saveData: d }]) => [path, fmt(d.kb, 1), d.jsFiles.length, d.requests.join('<br>')]);
  return [
    `## Data saver (budget: at most ${budgets.saveData.kb} KB and ${budgets.saveData.jsFiles} JavaScript files to read a page)`,
    '',
    'Save-Data emulated (the header and `navigator.connection.saveData`), the page scrolled to its end, no control touched; every byte on the wire, headers included.',
    '',
    ...table(
      [
        ['Route', L],
        ['KB', R],
        ['JavaScript files', R],
        ['Requests', L],
      ],
      cells,
    ),
    '',
  ];
}

/** Shown with the first load: what following a link from / adds to it. */
function clientSwitchSection(routes, budgets) {
  return [
    '',
    `## Client-side switch from / (budget: ≤ ${budgets.clientSwitch.addedJsTransferredKB} KB more JS)`,
    '',
    ...table(
      [
        ['To', L],
        ['Added JS transferred KB', R],
        ['Added JS gzip KB', R],
        ['Added JS raw KB', R],
        ['Added requests', R],
      ],
      routes
        .filter(([, { clientSwitch }]) => clientSwitch)
        .map(([path, { clientSwitch: s }]) => [
          path,
          fmt(s.addedJsTransferredKB, 1),
          fmt(s.addedJsGzipKB, 1),
          fmt(s.addedJsRawKB, 1),
          s.addedRequests,
        ]),
    ),
    '',
  ];
}

export function firstLoadSection(results, budgets) {
  const routes = Object.entries(results.routes);
  if (!routes.some(([, r]) => r.firstLoad)) return [];
  const b = budgets.firstLoad;
  const cells = routes
    .filter(([, { firstLoad }]) => firstLoad)
    .map(([path, { firstLoad: f }]) => [
      path,
      fmt(f.bytesBeforeContentKB, 1),
      fmt(f.documentBytes),
      fmt(f.fragmentKB, 1),
      fmt(f.roundTripsBeforeContent),
      fmt(f.jsTransferredKB, 1),
      fmt(f.workerRegistrationKB, 1),
      fmt(f.jsGzipKB, 1),
      fmt(f.jsRawKB, 1),
      f.requests,
      fmt(f.siteOrigins?.length),
      fmt(f.roundTripsBeforeAreaCode),
      Object.values(f.singletonCopies).join('/'),
    ]);
  const sample = routes.find(([, r]) => r.firstLoad?.contentChain?.length);
  return [
    `## First load (budget: bytes before content ≤ ${b.bytesBeforeContentKB} KB, the document with its headers ≤ ${b.documentBytes} bytes, ≤ ${b.roundTripsBeforeContent} round trips from the HTML to the content, JS ≤ ${b.jsTransferredKB} KB transferred, ≤ ${b.requests} requests, the site's files from ≤ ${b.siteOrigins} origin)`,
    '',
    "Bytes before content: the HTML, which carries the content (the deploys write the fragment into the page) and the early script inline, as sent (gzip). Document + headers: the same with its response headers, what must fit a phone's first round trip (TCP's first window, 10 segments of 1,460 bytes). Fragment fetched: what a page left without its content fetched (– when the content came with the HTML).",
    '',
    "JS: the page's own, until the network is quiet after the area has hydrated; the service worker's registration chunk (loaded when the phone is idle after that, once per phone) is its own column, and the worker itself (`/sw.js`) is fetched by the browser outside the page.",
    '',
    ...table(
      [
        ['Route', L],
        ['Bytes before content KB', R],
        ['Document + headers B', R],
        ['Fragment fetched KB', R],
        ['Round trips to content', R],
        ['JS transferred KB', R],
        ['+ worker registration KB', R],
        ['JS gzip KB', R],
        ['JS raw KB', R],
        ['Requests', R],
        ['Origins of site files', R],
        ['Round trips to area code', R],
        ['Singleton copies (react-dom/router/emotion/single-spa/MF runtime)', L],
      ],
      cells,
    ),
    ...(sample ? ['', `Chain to the content on ${sample[0]}: ${sample[1].firstLoad.contentChain.join(' → ')}`] : []),
    ...clientSwitchSection(routes, budgets),
  ];
}

export function hangingRemoteSection(results, budgets) {
  if (!results.hangingRemote) return [];
  return [
    `## A remote that never answers (budget: its fallback within ${budgets.failedRemote.fallbackMs} ms)`,
    '',
    `On ${results.hangingRemote.path}, the area's fallback with Retry showed ${results.hangingRemote.fallbackMs} ms after the page's navigation started (no throttling).`,
    '',
  ];
}
