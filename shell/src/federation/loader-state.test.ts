import { describe, expect, it } from 'vitest';
import {
  MAP_FRESH_MS,
  MAX_RECOVERIES,
  RECOVERY_WINDOW_MS,
  areaState,
  entryOf,
  initialLoaderState,
  loaderReducer,
  mapIsFresh,
  mayRecover,
  type LoaderState,
} from './loader-state';

const B1 = {
  mfe_news: 'https://site.test/apps/news/b1/mf-manifest.json',
  mfe_careers: 'https://site.test/apps/careers/b1/mf-manifest.json',
};
const B2 = {
  mfe_news: 'https://site.test/apps/news/b2/mf-manifest.json',
  mfe_careers: 'https://site.test/apps/careers/b2/mf-manifest.json',
};
const START = 1_000_000;

const fresh = () => initialLoaderState(B1, START);
const after = (state: LoaderState, ...events: Parameters<typeof loaderReducer>[1][]) =>
  events.reduce(loaderReducer, state);

describe('the loader machine, event by event', () => {
  it('map-read: the asking area and every area not opened take the new builds, each from its folder', () => {
    const before = after(fresh(), { type: 'retry-copy', area: 'careers' }, { type: 'opened', area: 'careers' });
    const state = after(before, { type: 'map-read', remotes: B2, at: START + 10, area: 'news' });
    expect(state.remotes).toEqual({ mfe_news: B2.mfe_news, mfe_careers: B1.mfe_careers });
    expect(state.mapReadAt).toBe(START + 10);
    // Careers is open on this page: it keeps its build, and its retry copy.
    expect(areaState(state, 'careers').onRetryCopy).toBe(true);

    const asked = after(before, { type: 'map-read', remotes: B2, at: START + 10, area: 'careers' });
    expect(asked.remotes.mfe_careers).toBe(B2.mfe_careers);
    expect(areaState(asked, 'careers').onRetryCopy).toBe(false);
  });

  it('map-read: a remote that remotes.json leaves out keeps the build it had', () => {
    const state = after(fresh(), { type: 'map-read', remotes: {}, at: START + 10, area: 'news' });
    expect(state.remotes).toEqual(B1);
  });

  it('opened: the area keeps its build when remotes.json is read for another area', () => {
    const state = after(fresh(), { type: 'opened', area: 'news' });
    expect(areaState(state, 'news').opened).toBe(true);
    expect(after(state, { type: 'map-read', remotes: B2, at: START, area: 'careers' }).remotes.mfe_news).toBe(
      B1.mfe_news,
    );
  });

  it('prefetch-started, prefetch-failed: an area is prefetched once, and again after a failure', () => {
    const started = after(fresh(), { type: 'prefetch-started', area: 'news' });
    expect(areaState(started, 'news').prefetched).toBe(true);
    expect(areaState(after(started, { type: 'prefetch-failed', area: 'news' }), 'news').prefetched).toBe(false);
  });

  it(`recovery-started: counted within the window, ${MAX_RECOVERIES} at most, per area`, () => {
    let state = fresh();
    for (let i = 0; i < MAX_RECOVERIES; i++) {
      expect(mayRecover(state, 'news', START + i)).toBe(true);
      state = after(state, { type: 'recovery-started', area: 'news', at: START + i });
    }
    expect(mayRecover(state, 'news', START + MAX_RECOVERIES)).toBe(false);
    expect(mayRecover(state, 'careers', START)).toBe(true);
    expect(mayRecover(state, 'news', START + RECOVERY_WINDOW_MS + MAX_RECOVERIES)).toBe(true);
    // Recoveries older than the window are dropped as a new one is counted.
    const later = after(state, { type: 'recovery-started', area: 'news', at: START + RECOVERY_WINDOW_MS });
    expect(areaState(later, 'news').recoveries).toEqual([START + 1, START + RECOVERY_WINDOW_MS]);
  });

  it('retry-copy: the build is loaded from retry/ inside its folder from then on', () => {
    const state = after(fresh(), { type: 'retry-copy', area: 'news' });
    expect(entryOf(state, 'news')).toEqual({
      remote: 'mfe_news',
      manifest: B1.mfe_news,
      entry: 'https://site.test/apps/news/b1/retry/mf-manifest.json',
    });
  });

  it('new-build: a new build is loaded from its own folder, even after its predecessor needed the retry copy', () => {
    const state = after(fresh(), { type: 'retry-copy', area: 'news' }, { type: 'new-build', area: 'news' });
    expect(entryOf(state, 'news')?.entry).toBe(B1.mfe_news);
  });

  it('retry-pressed: the recoveries are forgotten and the retry copy is loaded', () => {
    const failed = after(
      fresh(),
      { type: 'recovery-started', area: 'news', at: START },
      { type: 'recovery-started', area: 'news', at: START + 1 },
    );
    const state = after(failed, { type: 'retry-pressed', area: 'news' });
    expect(mayRecover(state, 'news', START + 2)).toBe(true);
    expect(areaState(state, 'news')).toMatchObject({ onRetryCopy: true, recoveries: [] });
  });
});

describe('what the loader reads from its state', () => {
  it('entryOf: nothing for a remote that remotes.json does not name', () => {
    expect(entryOf(fresh(), 'admissions')).toBeNull();
  });

  it('mapIsFresh: remotes.json is read again before an area is first opened on an old page, never for one opened', () => {
    const state = fresh();
    expect(mapIsFresh(state, 'news', START + MAP_FRESH_MS - 1)).toBe(true);
    expect(mapIsFresh(state, 'news', START + MAP_FRESH_MS)).toBe(false);
    expect(mapIsFresh(after(state, { type: 'opened', area: 'news' }), 'news', START + 2 * MAP_FRESH_MS)).toBe(true);
  });
});
