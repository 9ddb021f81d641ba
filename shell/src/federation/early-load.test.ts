import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyLoad, earlyRuntime, takeEarlyManifest, type EarlyLoad } from './early-load';

const MANIFEST = {
  metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' }, publicPath: 'auto' },
  exposes: [
    {
      name: 'area',
      assets: {
        js: {
          sync: ['assets/area-1.js', 'assets/dist-2.js'],
          async: ['assets/about-page-3.js', 'assets/_virtual_mf__x__loadShare__shared-4.js', 'assets/react-dom-5.js'],
        },
      },
    },
  ],
};

function fakeWindow(pathname: string, answers: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    if (!(url in answers)) return new Response('no', { status: 404 });
    return new Response(JSON.stringify(answers[url]), { status: 200 });
  });
  const win = { fetch, location: { pathname, href: `http://shell.test${pathname}` }, document };
  return { win: win as unknown as Window & typeof globalThis, fetch };
}

const modulepreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);

afterEach(() => {
  document.head.innerHTML = '';
  delete (globalThis as { __schoolBoot?: EarlyLoad }).__schoolBoot;
});

describe('earlyLoad', () => {
  it("fetches config, map and the route's manifest, and modulepreloads its entry, ./area code and share wrappers", async () => {
    const { win, fetch } = fakeWindow('/jobs/', {
      '/config.json': { formEndpoint: 'https://forms.test' },
      '/remotes.json': { mfe_careers: 'https://careers.test/v2/mf-manifest.json' },
      'https://careers.test/v2/mf-manifest.json': MANIFEST,
    });
    const boot = earlyLoad({ '/jobs': 'mfe_careers' }, 4000, win);
    await expect(boot.remotes).resolves.toEqual({ mfe_careers: 'https://careers.test/v2/mf-manifest.json' });
    await vi.waitFor(() => expect(modulepreloads()).toHaveLength(4));
    expect(modulepreloads()).toEqual([
      'https://careers.test/v2/remoteEntry.js',
      'https://careers.test/v2/assets/area-1.js',
      'https://careers.test/v2/assets/dist-2.js',
      'https://careers.test/v2/assets/_virtual_mf__x__loadShare__shared-4.js',
    ]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
  });

  it('bounds the manifest fetch by the timeout from its own start, so a hanging remote fails in time', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { win, fetch } = fakeWindow('/jobs', {
      '/remotes.json': { mfe_careers: 'https://careers.test/mf-manifest.json' },
      'https://careers.test/mf-manifest.json': MANIFEST,
    });
    earlyLoad({ '/jobs': 'mfe_careers' }, 4000, win);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(timeout).toHaveBeenCalledWith(4000);
    expect(fetch).toHaveBeenCalledWith('https://careers.test/mf-manifest.json', {
      cache: 'no-store',
      signal: timeout.mock.results[0]!.value,
    });
    timeout.mockRestore();
  });

  it('hands the manifest response to the shell once, then leaves it to the network', async () => {
    const { win } = fakeWindow('/jobs', {
      '/remotes.json': { mfe_careers: 'https://careers.test/mf-manifest.json' },
      'https://careers.test/mf-manifest.json': MANIFEST,
    });
    (globalThis as { __schoolBoot?: EarlyLoad }).__schoolBoot = earlyLoad({ '/jobs': 'mfe_careers' }, 4000, win);
    await vi.waitFor(() => expect(modulepreloads()).toHaveLength(4));
    const response = await takeEarlyManifest('https://careers.test/mf-manifest.json');
    await expect(response!.json()).resolves.toEqual(MANIFEST);
    expect(takeEarlyManifest('https://careers.test/mf-manifest.json')).toBeUndefined();
    expect(earlyRuntime()?.config).toBeInstanceOf(Promise);
  });

  it('preloads nothing for a path that is no page, and lets the shell see a failed map', async () => {
    const { win, fetch } = fakeWindow('/nowhere', {});
    const boot = earlyLoad({ '/jobs': 'mfe_careers' }, 4000, win);
    await expect(boot.remotes).rejects.toThrow('/remotes.json answered 404');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(modulepreloads()).toEqual([]);
  });

  it('is self-contained, so the build can write it out with toString', () => {
    const source = earlyLoad.toString();
    expect(source).not.toMatch(/\bimport\b|require\(/);
    const rebuilt = new Function(`return (${source})`)() as typeof earlyLoad;
    expect(typeof rebuilt).toBe('function');
  });
});
