// The bench's verdict: what a run measured against bench/budgets.json, and the data it should
// have written and did not.

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
      max(path, 'the document with its headers, as sent (bytes)', first.documentBytes, budgets.firstLoad.documentBytes);
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
