// The bench's verdict: missing data fails, and each budget holds what a part measured.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkBudgets } from './check-budgets.mjs';
import { budgets, run, section, timings, verdict } from './measured-run.fixture.mjs';

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
  it('fails a worst tap over the budget', () => {
    const results = run({ parts: ['taps'], paths: ['/jobs'] });
    results.routes['/jobs'].taps.worstMs = 240;
    results.routes['/jobs'].taps.targets['Menu button'].worstMs = 240;
    assert.deepEqual(checkBudgets(results, budgets), [`/jobs: worst tap-to-response ms 240 > ${budgets.taps.worstMs}`]);
  });
});

describe('the first load', () => {
  it('fails a document that, with its headers, does not fit the first round trip', () => {
    const results = run({ parts: ['network'], paths: ['/about'] });
    results.routes['/about'].firstLoad.documentBytes = 14_601;
    assert.deepEqual(checkBudgets(results, budgets), [
      `/about: the document with its headers, as sent (bytes) 14601 > ${budgets.firstLoad.documentBytes}`,
    ]);
  });
});

describe('the line down', () => {
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
