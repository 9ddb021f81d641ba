import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasStoredOverrides, OVERRIDES_KEY } from './override-key';
import { applyOverrides, clearOverrides } from './remote-overrides';

const REMOTES = {
  mfe_news: 'https://news.school.test/mf-manifest.json',
  mfe_careers: 'https://careers.school.test/mf-manifest.json',
};
const DEV_NEWS = 'http://localhost:5176/mf-manifest.json';

function storageWith(value: unknown) {
  const items = new Map([[OVERRIDES_KEY, typeof value === 'string' ? value : JSON.stringify(value)]]);
  return { getItem: (key: string) => items.get(key) ?? null, removeItem: (key: string) => void items.delete(key) };
}

afterEach(() => vi.restoreAllMocks());

describe('applyOverrides', () => {
  it("swaps one remote for the developer's server where the environment allows it", () => {
    expect(applyOverrides(REMOTES, true, storageWith({ mfe_news: DEV_NEWS }))).toEqual({
      remotes: { ...REMOTES, mfe_news: DEV_NEWS },
      active: { mfe_news: DEV_NEWS },
    });
  });

  it('ignores stored overrides, saying so, where the environment does not allow them (production)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(applyOverrides(REMOTES, false, storageWith({ mfe_news: DEV_NEWS }))).toEqual({
      remotes: REMOTES,
      active: {},
    });
    expect(warn.mock.calls[0]![0]).toMatch(/does not allow remote overrides/);
  });

  it('takes only remotes of the site, with absolute http(s) URLs', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stored = { mfe_unknown: DEV_NEWS, mfe_careers: 'javascript:alert(1)', mfe_news: '/relative.json' };
    expect(applyOverrides(REMOTES, true, storageWith(stored))).toEqual({ remotes: REMOTES, active: {} });
  });

  it('leaves the map alone with nothing stored, or with something unreadable', () => {
    expect(applyOverrides(REMOTES, true, { getItem: () => null })).toEqual({ remotes: REMOTES, active: {} });
    expect(applyOverrides(REMOTES, true, storageWith('{not json'))).toEqual({ remotes: REMOTES, active: {} });
    expect(applyOverrides(REMOTES, true, storageWith([DEV_NEWS]))).toEqual({ remotes: REMOTES, active: {} });
  });

  it('clearOverrides ends every override', () => {
    const storage = storageWith({ mfe_news: DEV_NEWS });
    clearOverrides(storage);
    expect(applyOverrides(REMOTES, true, storage)).toEqual({ remotes: REMOTES, active: {} });
  });
});

describe('hasStoredOverrides', () => {
  it('says whether this browser keeps an override, and none where storage throws', () => {
    expect(hasStoredOverrides(storageWith({ mfe_news: DEV_NEWS }))).toBe(true);
    expect(hasStoredOverrides({ getItem: () => null })).toBe(false);
    expect(
      hasStoredOverrides({
        getItem: () => {
          throw new Error('storage disabled');
        },
      }),
    ).toBe(false);
  });
});
