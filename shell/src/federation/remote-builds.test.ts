import { createInstance } from '@module-federation/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREA_LOAD_TIMEOUT_MS } from './bounded-attempts';
import { entryOfBuild, readBuild, remoteBuildsPlugin } from './remote-builds';

describe('remote builds', () => {
  it("reads the build id and contract version from a manifest's metaData, and nothing else", () => {
    expect(readBuild({ metaData: { buildId: 'b1', contract: '1.1.0', name: 'mfe_news' } })).toEqual({
      buildId: 'b1',
      contract: '1.1.0',
    });
    expect(readBuild({ metaData: { buildId: 7 } })).toEqual({ buildId: undefined, contract: undefined });
    expect(readBuild(null)).toEqual({ buildId: undefined, contract: undefined });
  });

  it("keeps a manifest's build under its URL without a retry's query, for its own page only", () => {
    const builds = remoteBuildsPlugin();
    builds.note('http://news.test/mf-manifest.json?retry=123', { metaData: { buildId: 'b1', contract: '1.1.0' } });
    expect(builds.known('http://news.test/mf-manifest.json')).toEqual({ buildId: 'b1', contract: '1.1.0' });
    expect(builds.known('http://careers.test/mf-manifest.json')).toBeUndefined();
    expect(remoteBuildsPlugin().known('http://news.test/mf-manifest.json')).toBeUndefined();
  });

  it('fetches the manifest again past every cache and notes the build it names now', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ metaData: { buildId: 'b2' } }));
    vi.stubGlobal('fetch', fetchImpl);
    const builds = remoteBuildsPlugin();
    builds.note('http://news.test/mf-manifest.json', { metaData: { buildId: 'b1' } });
    await expect(builds.fetchCurrent('http://news.test/mf-manifest.json')).resolves.toMatchObject({ buildId: 'b2' });
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(builds.known('http://news.test/mf-manifest.json')?.buildId).toBe('b2');
  });

  it('fails when the manifest answers with an error', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('gone', { status: 404 })));
    await expect(remoteBuildsPlugin().fetchCurrent('http://news.test/mf-manifest.json')).rejects.toThrow(
      'answered 404',
    );
  });
});

describe('its fetch hook (the manifests)', () => {
  it('retries a failed manifest fetch once, without the HTTP cache, and returns the response', async () => {
    const ok = new Response('{}', { status: 200 });
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok);
    vi.stubGlobal('fetch', fetchImpl);
    const plugin = remoteBuildsPlugin();
    await expect(plugin.fetch!('http://x.test/mf-manifest.json', {})).resolves.toBe(ok);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(fetchImpl.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });
  it('treats a non-ok manifest answer as a failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('gone', { status: 503 }));
    vi.stubGlobal('fetch', fetchImpl);
    const plugin = remoteBuildsPlugin();
    await expect(plugin.fetch!('http://x.test/mf-manifest.json', {})).rejects.toThrow('answered 503');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
  it('notes the build each manifest it fetched names', async () => {
    const manifest = { metaData: { buildId: 'b2', contract: '1.1.0' } };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json(manifest)));
    const plugin = remoteBuildsPlugin();
    const response = (await plugin.fetch!('http://x.test/mf-manifest.json', {})) as Response;
    expect(plugin.known('http://x.test/mf-manifest.json')).toEqual({ buildId: 'b2', contract: '1.1.0' });
    // The runtime still reads the body itself.
    await expect(response.json()).resolves.toEqual(manifest);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const MANIFEST = 'http://localhost:4176/mf-manifest.json';
/** The loadEntry hook's arguments for mfe_news, registered with MANIFEST. */
const entryArgs = (type: string) =>
  ({
    origin: { options: { remotes: [{ name: 'mfe_news', entry: MANIFEST }] } },
    remoteInfo: { name: 'mfe_news', entry: 'http://localhost:4176/remoteEntry.js', type },
  }) as never;

describe('entryOfBuild', () => {
  it("gives each build's entry a URL of its own, and leaves the URL alone without a build id", () => {
    expect(entryOfBuild('http://x.test/remoteEntry.js', '20261124T010203Z-ab12')).toBe(
      'http://x.test/remoteEntry.js?build=20261124T010203Z-ab12',
    );
    expect(entryOfBuild('http://x.test/remoteEntry.js', undefined)).toBe('http://x.test/remoteEntry.js');
  });
});

describe('its loadEntry hook (the entries)', () => {
  it('bounds a hanging remote entry by the timeout, twice, then fails', async () => {
    vi.useFakeTimers();
    const importImpl = vi.fn(() => new Promise(() => {}));
    const plugin = remoteBuildsPlugin(importImpl);
    const loading = plugin.loadEntry!(entryArgs('module')) as Promise<unknown>;
    const assertion = expect(loading).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(AREA_LOAD_TIMEOUT_MS);
    expect(importImpl).toHaveBeenCalledTimes(2);
    expect(importImpl.mock.calls[1]).toEqual([expect.stringMatching(/\?retry=\d+-\d+$/)]);
    await vi.advanceTimersByTimeAsync(AREA_LOAD_TIMEOUT_MS);
    await assertion;
  });
  it("imports the entry of the build the remote's manifest named, under a URL of that build", async () => {
    const importImpl = vi.fn().mockResolvedValue({});
    const plugin = remoteBuildsPlugin(importImpl);
    plugin.note(MANIFEST, { metaData: { buildId: 'b2' } });
    await plugin.loadEntry!(entryArgs('module'));
    expect(importImpl).toHaveBeenCalledWith('http://localhost:4176/remoteEntry.js?build=b2');
  });
  it('never imports an entry again under a URL that failed: a browser keeps that import failed', async () => {
    const importImpl = vi.fn().mockRejectedValueOnce(new Error('dropped')).mockRejectedValueOnce(new Error('dropped'));
    importImpl.mockResolvedValue({});
    const plugin = remoteBuildsPlugin(importImpl);
    const load = () => plugin.loadEntry!(entryArgs('module')) as Promise<unknown>;
    await expect(load()).rejects.toThrow('dropped');
    // A later load (the parent's Retry) starts with a URL of its own, not the one that failed.
    await load();
    const urls = importImpl.mock.calls.map(([url]) => url as string);
    expect(urls).toHaveLength(3);
    expect(urls[0]).toBe('http://localhost:4176/remoteEntry.js');
    expect(new Set(urls).size).toBe(3);
  });
  it('leaves non-module remotes to the runtime', () => {
    const plugin = remoteBuildsPlugin(vi.fn());
    expect(plugin.loadEntry!(entryArgs('global'))).toBeUndefined();
  });
});

describe('on the installed MF runtime', () => {
  it("imports a remote's entry under the build its registered manifest names", async () => {
    const folder = 'https://site.test/apps/builds/b7/';
    const manifest = {
      id: 'mfe_builds',
      name: 'mfe_builds',
      metaData: {
        name: 'mfe_builds',
        type: 'app',
        buildInfo: { buildVersion: '1.0.0', buildName: 'mfe_builds' },
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
        types: { path: '', name: '' },
        globalName: 'mfe_builds',
        publicPath: 'auto',
        buildId: 'b7',
      },
      shared: [],
      remotes: [],
      exposes: [
        {
          id: 'mfe_builds:area',
          name: 'area',
          path: './area',
          assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json(manifest)),
    );
    const importImpl = vi.fn(async () => ({ init: () => {}, get: async () => () => ({ area: true }) }));
    const runtime = createInstance({
      name: 'shell_builds',
      remotes: [{ name: 'mfe_builds', entry: `${folder}mf-manifest.json` }],
      plugins: [remoteBuildsPlugin(importImpl)],
    });
    await expect(runtime.loadRemote('mfe_builds/area')).resolves.toEqual({ area: true });
    expect(importImpl).toHaveBeenCalledWith(`${folder}remoteEntry.js?build=b7`);
  });
});
