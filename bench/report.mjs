// Budget comparison and the Markdown table of bench/results.md.

const round = (value) => (value == null ? null : Math.round(value));
export const ratio = (value, floor) => (value == null || !floor ? null : Math.round((value / floor) * 100) / 100);

/** The bench's parts (`--only` picks some), each with what it writes on every route it measures. */
export const PARTS = {
  network: (path) => ['firstLoad', 'saveData', ...(path === '/' ? [] : ['clientSwitch'])],
  lighthouse: () => ['lighthouse'],
  taps: () => ['taps'],
  offline: () => ['repeatVisit'],
  // Not per route: its own site's /news-events (results.photos).
  photos: () => [],
};

/** @returns {string[]} one line per piece of data a part should have written and did not */
function missingData(results) {
  const missing = [];
  for (const part of results.parts)
    for (const path of results.paths)
      for (const key of PARTS[part](path))
        if (results.routes[path]?.[key] == null) missing.push(`${path}: no ${key} (the ${part} part measured nothing)`);
  const needsFloor = results.parts.includes('lighthouse') || results.parts.includes('offline');
  if (needsFloor && !results.floor?.lcpMs) missing.push("the static floor's Lighthouse LCP was not measured");
  if (results.parts.includes('network') && !results.hangingRemote)
    missing.push('no measure of a remote that never answers');
  if (results.parts.includes('photos')) {
    const photos = results.photos;
    if (!photos) missing.push('no measure of the story photos (the photos part measured nothing)');
    else {
      if (photos.photos.length < photos.stories)
        missing.push(`${photos.route}: the phone fetched ${photos.photos.length} of the ${photos.stories} photos`);
      if (!photos.floor?.lcpMs) missing.push("the photos part's static floor LCP was not measured");
    }
  }
  return missing;
}

/**
 * @param results what a run measured: `parts` and `paths` say what it set out to measure, and any
 *   of it that is missing is a breach too
 * @returns {string[]} one line per breach, saying which route, what and by how much
 */
export function checkBudgets(results, budgets) {
  const breaches = missingData(results);
  const min = (route, what, value, limit) => {
    if (value == null || value < limit) breaches.push(`${route}: ${what} ${value ?? 'missing'} < ${limit}`);
  };
  const max = (route, what, value, limit) => {
    if (value == null || value > limit) breaches.push(`${route}: ${what} ${value ?? 'missing'} > ${limit}`);
  };
  const floorLcp = results.floor?.lcpMs;
  for (const [path, route] of Object.entries(results.routes)) {
    const lh = route.lighthouse;
    if (lh) {
      if (path === '/') max(path, 'LCP ms', round(lh.lcpMs), budgets.lighthouse.homeLcpMs);
      else if (floorLcp)
        max(path, 'LCP over the static floor', ratio(lh.lcpMs, floorLcp), budgets.lighthouse.lcpOverFloor);
      max(path, 'CLS', lh.cls, budgets.lighthouse.cls);
      min(path, 'Lighthouse performance', lh.performance, budgets.lighthouse.performance);
      min(path, 'Lighthouse accessibility', lh.accessibility, budgets.lighthouse.accessibility);
      min(path, 'Lighthouse best practices', lh.bestPractices, budgets.lighthouse.bestPractices);
      min(path, 'Lighthouse SEO', lh.seo, budgets.lighthouse.seo);
      max(path, 'Total Blocking Time ms', round(lh.tbtMs), budgets.lighthouse.tbtMs);
      max(path, 'longest task ms', round(lh.longestTaskMs), budgets.lighthouse.longestTaskMs);
    }
    if (route.taps) {
      for (const [name, target] of Object.entries(route.taps.targets))
        if (target.worstMs == null) breaches.push(`${path}: none of ${target.taps} taps on ${name} was reported`);
      if (route.taps.worstMs != null)
        max(path, 'worst tap-to-response ms', round(route.taps.worstMs), budgets.taps.worstMs);
    }
    const saved = route.saveData;
    if (saved) {
      max(path, 'KB read with Save-Data', saved.kb, budgets.saveData.kb);
      max(path, 'JavaScript files with Save-Data', saved.jsFiles.length, budgets.saveData.jsFiles);
    }
    const first = route.firstLoad;
    if (first) {
      max(path, 'first-load JS transferred (KB)', first.jsTransferredKB, budgets.firstLoad.jsTransferredKB);
      max(path, 'first-load requests', first.requests, budgets.firstLoad.requests);
      max(path, 'origins of the site’s files', first.siteOrigins?.length, budgets.firstLoad.siteOrigins);
      max(path, 'bytes before content (KB)', first.bytesBeforeContentKB, budgets.firstLoad.bytesBeforeContentKB);
      max(path, 'round trips before content', first.roundTripsBeforeContent, budgets.firstLoad.roundTripsBeforeContent);
      for (const [name, copies] of Object.entries(first.singletonCopies)) {
        if (copies > 1) breaches.push(`${path}: ${name} fetched ${copies} times`);
      }
      if (first.firestore.length) breaches.push(`${path}: fetched ${first.firestore.join(', ')} signed out`);
    }
    const repeat = route.repeatVisit;
    if (repeat) {
      const { kb, keptLcpOverFloor, offlineContentMs } = budgets.repeatVisit;
      max(path, 'KB over the network on a repeat visit', repeat.repeatKB, kb);
      max(path, 'offline LCP from the kept copy (ms)', repeat.offlineLcpMs, offlineContentMs);
      // Home's content waits for its spinner (Lighthouse's homeLcpMs): its budget is the 2 s alone.
      if (path !== '/' && floorLcp)
        max(path, 'offline LCP over the static floor’s', ratio(repeat.offlineLcpMs, floorLcp), keptLcpOverFloor);
      if (!repeat.savedNotice) breaches.push(`${path}: the kept copy showed no saved-when notice`);
    }
    const change = route.clientSwitch;
    if (change) {
      max(
        `/ -> ${path}`,
        'added JS transferred (KB)',
        change.addedJsTransferredKB,
        budgets.clientSwitch.addedJsTransferredKB,
      );
    }
  }
  const photos = results.photos;
  if (photos) {
    const where = `${photos.route} with ${photos.stories} photos`;
    for (const photo of photos.photos) {
      max(where, `${photo.file} as the phone received it (KB)`, photo.kb, budgets.photos.photoKB);
      max(where, `${photo.file} as WebP (KB)`, photo.sameWidthKB.webp, budgets.photos.photoKB);
    }
    const lcp = ratio(photos.lighthouse?.lcpMs, photos.floor?.lcpMs);
    max(where, 'LCP over the static floor', lcp, budgets.lighthouse.lcpOverFloor);
    max(where, 'KB read with Save-Data', photos.saveData.kb, budgets.saveData.kb);
    max(where, 'JavaScript files with Save-Data', photos.saveData.jsFiles.length, budgets.saveData.jsFiles);
    max(
      where,
      'photos fetched with Save-Data',
      photos.saveData.photoRequests.length,
      budgets.photos.fetchedWithSaveData,
    );
  }
  if (results.hangingRemote)
    max(
      results.hangingRemote.path,
      'fallback of a remote that never answers (ms)',
      results.hangingRemote.fallbackMs,
      budgets.failedRemote.fallbackMs,
    );
  if (results.checkTimings)
    max(
      'checks',
      "one remote's own checks (s)",
      results.checkTimings.oneRemote?.seconds,
      budgets.teamChecks.oneRemoteSeconds,
    );
  return breaches;
}

/**
 * A Markdown table: each column a title and its alignment ('left' or 'right'), then one row of
 * cells per item (an item without data is left out by the caller).
 */
function table(columns, rows) {
  const rule = ([title, align]) => (align === 'right' ? `${'-'.repeat(title.length - 1)}:` : '-'.repeat(title.length));
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns.map(([title]) => title)), line(columns.map(rule)), ...rows.map(line)];
}

const L = 'left';
const R = 'right';

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

const fmt = (value, digits = 0) => (value == null ? '–' : Number(value).toFixed(digits));

/** The photos part: each photo's file, /news-events's LCP over its floor, its cost with Save-Data. */
function photosSection(photos, budgets) {
  const { phone, lighthouse: lh, floor, saveData: saved } = photos;
  return [
    `## Story photos (budget: each photo ≤ ${budgets.photos.photoKB} KB at ${phone.width} px, DPR ${phone.dpr}, as received and as WebP; LCP ≤ ${budgets.lighthouse.lcpOverFloor}× the static floor's; with Save-Data ≤ ${budgets.saveData.kb} KB, ${budgets.saveData.jsFiles} JavaScript files, ${budgets.photos.fetchedWithSaveData} photos)`,
    '',
    `${photos.route} with ${photos.stories} stories with a phone's photo (2,400 × 1,800 JPEGs with detail everywhere), written for the run, built, deployed and served on a site of its own. The files a ${phone.width} × ${phone.height} phone at DPR ${phone.dpr} received, read to the end (Playwright's Chromium), and the same width in each format.`,
    '',
    ...table(
      [
        ['Photo', L],
        ['Width', R],
        ['Received', L],
        ['KB', R],
        ['AVIF KB', R],
        ['WebP KB', R],
        ['JPEG KB', R],
      ],
      photos.photos.map((p) => [
        p.alt,
        p.width,
        p.format,
        fmt(p.kb, 1),
        fmt(p.sameWidthKB.avif, 1),
        fmt(p.sameWidthKB.webp, 1),
        fmt(p.sameWidthKB.jpeg, 1),
      ]),
    ),
    '',
    `Lighthouse (${lh?.runs?.length ?? 0} runs, interleaved with the static floor and the same page without the photos): LCP ${fmt(lh?.lcpMs)} ms over the floor's ${fmt(floor?.lcpMs)} ms, **${fmt(ratio(lh?.lcpMs, floor?.lcpMs), 2)}×**; performance ${fmt(lh?.performance)}, CLS ${fmt(lh?.cls, 3)}. Without the photos (the school's content as it is, not budgeted here): LCP ${fmt(photos.withoutPhotos?.lcpMs)} ms, ${fmt(ratio(photos.withoutPhotos?.lcpMs, floor?.lcpMs), 2)}×. The LCP element on the phone, unthrottled: ${photos.lcpElement ?? '–'}.`,
    '',
    `With Save-Data, read to the end, no control touched: ${fmt(saved.kb, 1)} KB, ${saved.jsFiles.length} JavaScript files, ${saved.photoRequests.length} photos fetched. Requests: ${saved.requests.join(', ')}.`,
  ];
}

export function renderMarkdown(results, budgets) {
  const routes = Object.entries(results.routes);
  const cpu = results.cpu;
  const { skipped } = results;
  const partial = skipped.parts.length > 0 || skipped.paths.length > 0;
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${results.measuredAt} on commit ${results.commit ?? '–'} against the production build served as \`pnpm start\` does.`,
    ...(results.parts.includes('lighthouse')
      ? [`Lighthouse: ${results.lighthouseRuns} runs per route (mobile, simulated slow 4G), medians.`]
      : []),
    ...(results.parts.includes('network')
      ? ['Network: one Playwright load per route (Pixel 5 emulation, no throttling).']
      : []),
    'Budgets: `bench/budgets.json`.',
    '',
  ];
  if (partial) {
    const listed = ({ parts, paths }) =>
      [parts.length && `parts ${parts.join(', ')}`, paths.length && `routes ${paths.join(', ')}`]
        .filter(Boolean)
        .join('; ');
    lines.push(
      `**A partial run.** Measured: ${listed(results)}. Skipped, so not shown here and not checked against their budgets: ${listed(skipped)}.`,
      '',
    );
  }
  if (cpu) {
    lines.push(
      cpu.hostIndex
        ? `**The phone.** Host \`benchmarkIndex\` ${cpu.hostIndex} (median of ${cpu.indices.join(', ')}), so a CPU slowdown of **${cpu.cpuSlowdown}** stands for a phone of index ${cpu.phoneIndex}: Lighthouse's \`cpuSlowdownMultiplier\` and Chromium's CPU throttling for the taps.`
        : `**The phone.** CPU slowdown ${cpu.cpuSlowdown}, set by hand (\`--cpu\`), not calibrated.`,
      '',
    );
  }
  if (routes.some(([, r]) => r.lighthouse)) {
    lines.push(
      `## Lighthouse (budget: performance ≥ ${budgets.lighthouse.performance}, others ${budgets.lighthouse.accessibility})`,
      '',
      `LCP budget: every route but / at most ${budgets.lighthouse.lcpOverFloor}× the static floor's (the same page as plain HTML, measured in the same run), / at most ${budgets.lighthouse.homeLcpMs} ms (its spinner's 1.5 s + 0.5 s); CLS ≤ ${budgets.lighthouse.cls}.`,
      '',
      `TBT ≤ ${budgets.lighthouse.tbtMs} ms, no task longer than ${budgets.lighthouse.longestTaskMs} ms.`,
      '',
    );
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
    lines.push(
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
    );
  }
  if (routes.some(([, r]) => r.taps)) {
    lines.push(
      `## A tap while the code starts (budget: answered within ${budgets.taps.worstMs} ms)`,
      '',
      "Chromium throttled to the phone's CPU; a tap at the content's paint and every 100 ms after it until the area has hydrated (and one after); the Event Timing API's duration of each; the worst. What it waited for: the longest animation frame over 50 ms it overlapped (the Long Animation Frames API), by the scripts that ran in it (shared modules by name, a remote's files by its folder). A script's time counts the promise jobs that ran right after it in the same task: a shared module's, the Module Federation runtime's work as the share resolves.",
    );
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
    lines.push(
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
    );
  }
  if (routes.some(([, r]) => r.saveData)) {
    lines.push(
      `## Data saver (budget: at most ${budgets.saveData.kb} KB and ${budgets.saveData.jsFiles} JavaScript files to read a page)`,
      '',
      'Save-Data emulated (the header and `navigator.connection.saveData`), the page scrolled to its end, no control touched; every byte on the wire, headers included.',
    );
    const cells = routes
      .filter(([, { saveData }]) => saveData)
      .map(([path, { saveData: d }]) => [path, fmt(d.kb, 1), d.jsFiles.length, d.requests.join('<br>')]);
    lines.push(
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
    );
  }
  if (routes.some(([, r]) => r.firstLoad)) {
    const b = budgets.firstLoad;
    lines.push(
      `## First load (budget: bytes before content ≤ ${b.bytesBeforeContentKB} KB, ≤ ${b.roundTripsBeforeContent} round trips from the HTML to the content, JS ≤ ${b.jsTransferredKB} KB transferred, ≤ ${b.requests} requests, the site's files from ≤ ${b.siteOrigins} origin)`,
      '',
      'Bytes before content: the HTML, which carries the content (the deploys write the fragment into the page) and the early script inline, as sent (gzip). Fragment fetched: what a page left without its content fetched (– when the content came with the HTML).',
      '',
      "JS: the page's own, until the network is quiet after the area has hydrated; the service worker's registration chunk (loaded when the phone is idle after that, once per phone) is its own column, and the worker itself (`/sw.js`) is fetched by the browser outside the page.",
    );
    const cells = routes
      .filter(([, { firstLoad }]) => firstLoad)
      .map(([path, { firstLoad: f }]) => [
        path,
        fmt(f.bytesBeforeContentKB, 1),
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
    lines.push(
      '',
      ...table(
        [
          ['Route', L],
          ['Bytes before content KB', R],
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
    );
    const sample = routes.find(([, r]) => r.firstLoad?.contentChain?.length);
    if (sample) lines.push('', `Chain to the content on ${sample[0]}: ${sample[1].firstLoad.contentChain.join(' → ')}`);
    lines.push(
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
    );
  }
  if (routes.some(([, r]) => r.repeatVisit)) {
    const b = budgets.repeatVisit;
    const floorLcp = results.floor?.lcpMs;
    lines.push(
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
    );
  }
  if (results.photos) lines.push(...photosSection(results.photos, budgets), '');
  if (results.hangingRemote) {
    lines.push(
      `## A remote that never answers (budget: its fallback within ${budgets.failedRemote.fallbackMs} ms)`,
      '',
      `On ${results.hangingRemote.path}, the area's fallback with Retry showed ${results.hangingRemote.fallbackMs} ms after the page's navigation started (no throttling).`,
      '',
    );
  }
  if (results.checkTimings) {
    const { oneRemote, full } = results.checkTimings;
    lines.push(
      `## A team's checks (budget: one remote's own checks in at most ${budgets.teamChecks.oneRemoteSeconds} s)`,
      '',
      'Measured by hand (bench/check-timings.json), not by this run.',
      '',
      ...table(
        [
          ['What ran', L],
          ['Seconds', R],
          ['Commit', L],
          ['Date', L],
        ],
        [oneRemote, full].map((run) => [run.what, fmt(run.seconds), run.commit, run.date]),
      ),
      '',
    );
  }
  lines.push('## Budget breaches', '');
  if (results.breaches.length) for (const breach of results.breaches) lines.push(`- ${breach}`);
  else if (partial) lines.push('None in what this run measured; what it skipped was not checked.');
  else lines.push('None.');
  lines.push('');
  return lines.join('\n');
}
