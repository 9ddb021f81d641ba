import { loadRemote, preloadRemote } from '@module-federation/runtime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadArea, prefetchArea, registerAreaRemotes, startLoadingPath } from './area-loader';

vi.mock('@module-federation/runtime', () => ({
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}));

const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

beforeEach(() => {
  vi.mocked(loadRemote).mockReset();
  vi.mocked(preloadRemote).mockReset().mockResolvedValue(undefined);
  registerAreaRemotes({
    mfe_news: 'http://news.test/mf-manifest.json',
    mfe_careers: 'http://careers.test/mf-manifest.json',
    mfe_home_about: 'http://home.test/mf-manifest.json',
  });
});

describe('loadArea', () => {
  it('shares a load under way: the start-up kick-off and the outlet fetch once', async () => {
    let resolve!: (value: unknown) => void;
    vi.mocked(loadRemote).mockReturnValue(new Promise((r) => (resolve = r)));
    startLoadingPath('/news-events/');
    const fromOutlet = loadArea('news');
    resolve(lifecycles);
    await expect(fromOutlet).resolves.toMatchObject({ mount: lifecycles.mount });
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_news/area');
  });

  it('loads again once the first load has settled, and at once for a Retry', async () => {
    vi.mocked(loadRemote).mockResolvedValue(lifecycles);
    await loadArea('careers');
    await Promise.all([loadArea('careers'), loadArea('careers', { fresh: true })]);
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('ignores a path that is no page', () => {
    startLoadingPath('/nowhere');
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

describe('prefetchArea', () => {
  it('preloads the entry and the ./area code of a remote once', () => {
    prefetchArea('home-about');
    prefetchArea('home-about');
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'mfe_home_about', exposes: ['./area'] }]);
  });

  it('tries again after a failed prefetch, and skips areas missing from the map', async () => {
    vi.mocked(preloadRemote).mockRejectedValueOnce(new Error('offline'));
    prefetchArea('news');
    await vi.waitFor(() => expect(preloadRemote).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    prefetchArea('news');
    expect(preloadRemote).toHaveBeenCalledTimes(2);
    prefetchArea('admissions');
    expect(preloadRemote).toHaveBeenCalledTimes(2);
  });
});
