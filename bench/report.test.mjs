// The bench's verdict and results.md: missing data fails, a partial run says what it skipped, and
// the offline row sets the kept copy's LCP over both floors.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { checkBudgets, PARTS, renderMarkdown } from './report.mjs';

const budgets = JSON.parse(readFileSync(new URL('budgets.json', import.meta.url), 'utf8'));

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
function run({ parts = Object.keys(PARTS), paths = ['/', '/jobs'] } = {}) {
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

const verdict = (results) => {
  results.breaches = checkBudgets(results, budgets);
  return { breaches: results.breaches, markdown: renderMarkdown(results, budgets) };
};

const section = (markdown, heading) => {
  const start = markdown.indexOf(`\n## ${heading}`);
  assert.notEqual(start, -1, `no section "${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start + 1, end === -1 ? undefined : end);
};

describe('a full run', () => {
  it('meets every budget with every part measured on every route, and says so', () => {
    const { breaches, markdown } = verdict(run());
    assert.deepEqual(breaches, []);
    assert.equal(section(markdown, 'Budget breaches'), '## Budget breaches\n\nNone.\n');
    assert.doesNotMatch(markdown, /partial run/);
  });

  it('fails when a part wrote nothing for a route', () => {
    const results = run();
    delete results.routes['/jobs'].taps;
    delete results.routes['/'].saveData;
    delete results.hangingRemote;
    assert.deepEqual(checkBudgets(results, budgets), [
      '/: no saveData (the network part measured nothing)',
      '/jobs: no taps (the taps part measured nothing)',
      'no measure of a remote that never answers',
    ]);
  });
});

describe('taps', () => {
  it('fails a control none of whose taps was reported, instead of counting it as fast', () => {
    const results = run({ parts: ['taps'], paths: ['/jobs'] });
    results.routes['/jobs'].taps = {
      worstMs: null,
      targets: {
        'Menu button': { worstMs: 96, taps: 18, worstHeldBy: 'no frame over 50 ms' },
        'Apply Now': { worstMs: null, taps: 17, worstHeldBy: null },
      },
    };
    const { breaches, markdown } = verdict(results);
    assert.deepEqual(breaches, ['/jobs: none of 17 taps on Apply Now was reported']);
    assert.match(markdown, /\n\| \/jobs \| – \| Menu button 96 \(18\); Apply Now none reported \(17\) \| – \| – \|\n/);
    assert.equal(
      section(markdown, 'Budget breaches'),
      '## Budget breaches\n\n- /jobs: none of 17 taps on Apply Now was reported\n',
    );
  });

  it('fails a worst tap over the budget', () => {
    const results = run({ parts: ['taps'], paths: ['/jobs'] });
    results.routes['/jobs'].taps.worstMs = 240;
    results.routes['/jobs'].taps.targets['Menu button'].worstMs = 240;
    assert.deepEqual(checkBudgets(results, budgets), [`/jobs: worst tap-to-response ms 240 > ${budgets.taps.worstMs}`]);
  });
});

describe('a partial run', () => {
  const { breaches, markdown } = verdict(run({ parts: ['taps'], paths: ['/jobs'] }));

  it('writes only its own section', () => {
    assert.deepEqual(breaches, []);
    assert.deepEqual(
      [...markdown.matchAll(/^## (.+?)(?: \(|$)/gm)].map(([, heading]) => heading),
      ['A tap while the code starts', 'Budget breaches'],
    );
    assert.doesNotMatch(markdown, /Lighthouse:|Network:/);
  });

  it('says what it measured and what it skipped', () => {
    assert.match(
      markdown,
      /\n\*\*A partial run\.\*\* Measured: parts taps; routes \/jobs\. Skipped, so not shown here and not checked against their budgets: parts network, lighthouse, offline, photos; routes \/\.\n/,
    );
  });

  it('never writes "None." for the budgets it did not check', () => {
    assert.equal(
      section(markdown, 'Budget breaches'),
      '## Budget breaches\n\nNone in what this run measured; what it skipped was not checked.\n',
    );
  });

  it('on every route but with some parts, lists only the parts it skipped', () => {
    const { markdown: lighthouseOnly } = verdict(run({ parts: ['lighthouse'] }));
    assert.match(
      lighthouseOnly,
      /Measured: parts lighthouse; routes \/, \/jobs\. Skipped, so not shown here and not checked against their budgets: parts network, taps, offline, photos\.\n/,
    );
  });
});

describe('the line down', () => {
  it("sets the kept copy's LCP over the Lighthouse floor (budgeted) and over the floor reloaded here", () => {
    const { breaches, markdown } = verdict(run({ parts: ['offline'] }));
    assert.deepEqual(breaches, []);
    const rows = section(markdown, 'A repeat visit').split('\n');
    assert.ok(
      rows.includes(
        '| Route | Repeat visit KB | Offline LCP ms | Over the Lighthouse floor (budgeted) | Floor reloaded here ms | Over the floor reloaded here | Saved-when notice |',
      ),
    );
    assert.ok(rows.includes('| / | 4.0 | 560 | 0.80 (not budgeted) | 250 | 2.24 | yes |'));
    assert.ok(rows.includes('| /jobs | 4.0 | 560 | 0.80 | 250 | 2.24 | yes |'));
    assert.match(markdown, /Budgeted: the static floor's Lighthouse LCP \(700 ms, slow 4G simulated\)/);
  });

  it("fails without the static floor's Lighthouse LCP to hold the kept copy to", () => {
    const results = run({ parts: ['offline'], paths: ['/jobs'] });
    delete results.floor;
    assert.deepEqual(checkBudgets(results, budgets), ["the static floor's Lighthouse LCP was not measured"]);
  });

  it('fails a kept copy over the floor, and one that painted nothing', () => {
    const results = run({ parts: ['offline'] });
    results.routes['/jobs'].repeatVisit.offlineLcpMs = 840;
    results.routes['/'].repeatVisit.offlineLcpMs = null;
    assert.deepEqual(checkBudgets(results, budgets), [
      `/: offline LCP from the kept copy (ms) missing > ${budgets.repeatVisit.offlineContentMs}`,
      `/jobs: offline LCP over the static floor’s 1.2 > ${budgets.repeatVisit.keptLcpOverFloor}`,
    ]);
  });
});

describe('story photos', () => {
  it("shows each photo's files, the LCP over the floor and the Save-Data cost, within budget", () => {
    const { breaches, markdown } = verdict(run({ parts: ['photos'], paths: [] }));
    assert.deepEqual(breaches, []);
    const shown = section(markdown, 'Story photos');
    assert.ok(shown.includes('| Photo 1 | 720 | avif | 21.4 | 21.4 | 26.1 | 48.9 |'));
    assert.match(shown, /LCP 770 ms over the floor's 700 ms, \*\*1\.10×\*\*/);
    assert.match(shown, /Without the photos \(the school's content as it is, not budgeted here\): LCP 735 ms, 1\.05×/);
    assert.match(shown, /The LCP element on the phone, unthrottled: <img> Photo 1\./);
    assert.match(
      shown,
      /With Save-Data, read to the end, no control touched: 12\.5 KB, 0 JavaScript files, 0 photos fetched/,
    );
  });

  it('fails a photo over its budget, a slow LCP, and a photo or code fetched with Save-Data', () => {
    const results = run({ parts: ['photos'], paths: [] });
    const { photos, saveData } = results.photos;
    photos[0].kb = 31.2;
    photos[1].sameWidthKB.webp = 30.5;
    results.photos.lighthouse.lcpMs = 840;
    saveData.kb = 42;
    saveData.jsFiles = [':4182/assets/index.js'];
    saveData.photoRequests = [':4182/apps/news/b/assets/bench-photo-1-0123456789ab-720-Bx1.avif 21.4 KB'];
    const where = '/news-events with 4 photos';
    assert.deepEqual(checkBudgets(results, budgets), [
      `${where}: bench-photo-1-0123456789ab-720-Bx1.avif as the phone received it (KB) 31.2 > 30`,
      `${where}: bench-photo-2-0123456789ab-720-Bx1.avif as WebP (KB) 30.5 > 30`,
      `${where}: LCP over the static floor 1.2 > ${budgets.lighthouse.lcpOverFloor}`,
      `${where}: KB read with Save-Data 42 > 20`,
      `${where}: JavaScript files with Save-Data 1 > 0`,
      `${where}: photos fetched with Save-Data 1 > 0`,
    ]);
  });

  it('fails when it measured nothing, fewer photos than it wrote, or no floor', () => {
    const none = run({ parts: ['photos'], paths: [] });
    delete none.photos;
    assert.deepEqual(checkBudgets(none, budgets), [
      'no measure of the story photos (the photos part measured nothing)',
    ]);
    const short = run({ parts: ['photos'], paths: [] });
    short.photos.photos.pop();
    delete short.photos.floor;
    assert.deepEqual(checkBudgets(short, budgets), [
      '/news-events: the phone fetched 3 of the 4 photos',
      "the photos part's static floor LCP was not measured",
      '/news-events with 4 photos: LCP over the static floor missing > 1.15',
    ]);
  });
});

describe("a team's checks", () => {
  const timings = JSON.parse(readFileSync(new URL('check-timings.json', import.meta.url), 'utf8'));

  it('shows the recorded one-remote and full runs beside each other, and meets the budget', () => {
    const results = { ...run(), checkTimings: timings };
    const { breaches, markdown } = verdict(results);
    assert.deepEqual(breaches, []);
    const shown = section(markdown, "A team's checks (budget: one remote's own checks in at most 180 s)");
    assert.match(shown, new RegExp(`\\| ${timings.oneRemote.seconds} \\| ${timings.oneRemote.commit} \\|`));
    assert.match(shown, new RegExp(`\\| ${timings.full.seconds} \\| ${timings.full.commit} \\|`));
  });

  it('fails when one remote’s checks took longer than the budget, or were not recorded', () => {
    const slow = { ...timings, oneRemote: { ...timings.oneRemote, seconds: 181 } };
    assert.deepEqual(checkBudgets({ ...run(), checkTimings: slow }, budgets), [
      "checks: one remote's own checks (s) 181 > 180",
    ]);
    const none = { ...timings, oneRemote: undefined };
    assert.deepEqual(checkBudgets({ ...run(), checkTimings: none }, budgets), [
      "checks: one remote's own checks (s) missing > 180",
    ]);
  });
});
