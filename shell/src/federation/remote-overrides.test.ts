import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyOverrides, OVERRIDES_KEY } from './remote-overrides';

const REMOTES = {
  mfe_news: 'https://news.school.test/mf-manifest.json',
  mfe_careers: 'https://careers.school.test/mf-manifest.json',
};
const DEV_NEWS = 'http://localhost:5176/mf-manifest.json';

/** This browser's storage, holding `value` under the overrides key. */
function store(value: unknown) {
  localStorage.setItem(OVERRIDES_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('applyOverrides', () => {
  it("swaps one remote for the developer's server where the environment allows it", () => {
    store({ mfe_news: DEV_NEWS });
    expect(applyOverrides(REMOTES, true)).toEqual({
      remotes: { ...REMOTES, mfe_news: DEV_NEWS },
      active: { mfe_news: DEV_NEWS },
    });
  });

  it('ignores stored overrides, saying so, where the environment does not allow them (production)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    store({ mfe_news: DEV_NEWS });
    expect(applyOverrides(REMOTES, false)).toEqual({ remotes: REMOTES, active: {} });
    expect(warn.mock.calls[0]![0]).toMatch(/does not allow remote overrides/);
  });

  it('takes only remotes of the site, with absolute http(s) URLs', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    store({ mfe_unknown: DEV_NEWS, mfe_careers: 'javascript:alert(1)', mfe_news: '/relative.json' });
    expect(applyOverrides(REMOTES, true)).toEqual({ remotes: REMOTES, active: {} });
  });

  it('leaves the map alone with nothing stored, or with something unreadable', () => {
    expect(applyOverrides(REMOTES, true)).toEqual({ remotes: REMOTES, active: {} });
    store('{not json');
    expect(applyOverrides(REMOTES, true)).toEqual({ remotes: REMOTES, active: {} });
    store([DEV_NEWS]);
    expect(applyOverrides(REMOTES, true)).toEqual({ remotes: REMOTES, active: {} });
  });

  it('leaves the map alone where storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('storage disabled');
      },
    });
    expect(applyOverrides(REMOTES, true)).toEqual({ remotes: REMOTES, active: {} });
  });
});
