import { afterEach, describe, expect, it, vi } from 'vitest';
import { AREA_LOAD_TIMEOUT_MS } from './bounded-attempts';
import { createRemoteBuilds, entryOfBuild, entryPerBuildPlugin, manifestFetchPlugin, readBuild } from './remote-builds';

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
    const builds = createRemoteBuilds();
    builds.note('http://news.test/mf-manifest.json?retry=123', { metaData: { buildId: 'b1', contract: '1.1.0' } });
    expect(builds.known('http://news.test/mf-manifest.json')).toEqual({ buildId: 'b1', contract: '1.1.0' });
    expect(builds.known('http://careers.test/mf-manifest.json')).toBeUndefined();
    expect(createRemoteBuilds().known('http://news.test/mf-manifest.json')).toBeUndefined();
  });

  it('fetches the manifest again past every cache and notes the build it names now', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ metaData: { buildId: 'b2' } }));
    vi.stubGlobal('fetch', fetchImpl);
    const builds = createRemoteBuilds();
    builds.note('http://news.test/mf-manifest.json', { metaData: { buildId: 'b1' } });
    await expect(builds.fetchCurrent('http://news.test/mf-manifest.json')).resolves.toMatchObject({ buildId: 'b2' });
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(builds.known('http://news.test/mf-manifest.json')?.buildId).toBe('b2');
  });

  it('fails when the manifest answers with an error', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response('gone', { status: 404 })));
    await expect(createRemoteBuilds().fetchCurrent('http://news.test/mf-manifest.json')).rejects.toThrow(
      'answered 404',
    );
  });
});

describe('manifestFetchPlugin', () => {
  it('retries a failed manifest fetch once, without the HTTP cache, and returns the response', async () => {
    const ok = new Response('{}', { status: 200 });
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok);
    vi.stubGlobal('fetch', fetchImpl);
    const plugin = manifestFetchPlugin(() => {});
    await expect(plugin.fetch!('http://x.test/mf-manifest.json', {})).resolves.toBe(ok);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(fetchImpl.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });
  it('treats a non-ok manifest answer as a failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('gone', { status: 503 }));
    vi.stubGlobal('fetch', fetchImpl);
    const plugin = manifestFetchPlugin(() => {});
    await expect(plugin.fetch!('http://x.test/mf-manifest.json', {})).rejects.toThrow('answered 503');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
  it('tells the shell what each manifest it fetched says', async () => {
    const manifest = { metaData: { buildId: 'b2', contract: '1.1.0' } };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json(manifest)));
    const onManifest = vi.fn();
    const plugin = manifestFetchPlugin(onManifest);
    const response = (await plugin.fetch!('http://x.test/mf-manifest.json', {})) as Response;
    expect(onManifest).toHaveBeenCalledWith('http://x.test/mf-manifest.json', manifest);
    // The runtime still reads the body itself.
    await expect(response.json()).resolves.toEqual(manifest);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const remoteInfo = (type: string) =>
  ({ name: 'mfe_news', entry: 'http://localhost:4176/remoteEntry.js', type }) as never;

describe('entryOfBuild', () => {
  it("gives each build's entry a URL of its own, and leaves the URL alone without a build id", () => {
    expect(entryOfBuild('http://x.test/remoteEntry.js', '20261124T010203Z-ab12')).toBe(
      'http://x.test/remoteEntry.js?build=20261124T010203Z-ab12',
    );
    expect(entryOfBuild('http://x.test/remoteEntry.js', undefined)).toBe('http://x.test/remoteEntry.js');
  });
});

describe('entryPerBuildPlugin', () => {
  it('bounds a hanging remote entry by the timeout, twice, then fails', async () => {
    vi.useFakeTimers();
    const importImpl = vi.fn(() => new Promise(() => {}));
    const plugin = entryPerBuildPlugin({ importImpl });
    const loading = plugin.loadEntry!({ remoteInfo: remoteInfo('module') } as never) as Promise<unknown>;
    const assertion = expect(loading).rejects.toMatchObject({ name: 'TimeoutError' });
    await vi.advanceTimersByTimeAsync(AREA_LOAD_TIMEOUT_MS);
    expect(importImpl).toHaveBeenCalledTimes(2);
    expect(importImpl.mock.calls[1]).toEqual([expect.stringMatching(/\?retry=\d+-\d+$/)]);
    await vi.advanceTimersByTimeAsync(AREA_LOAD_TIMEOUT_MS);
    await assertion;
  });
  it("imports the entry of the build the remote's manifest named, under a URL of that build", async () => {
    const importImpl = vi.fn().mockResolvedValue({});
    const plugin = entryPerBuildPlugin({
      importImpl,
      buildOfRemote: (name) => (name === 'mfe_news' ? 'b2' : undefined),
    });
    await plugin.loadEntry!({ remoteInfo: remoteInfo('module') } as never);
    expect(importImpl).toHaveBeenCalledWith('http://localhost:4176/remoteEntry.js?build=b2');
  });
  it('never imports an entry again under a URL that failed: a browser keeps that import failed', async () => {
    const importImpl = vi.fn().mockRejectedValueOnce(new Error('dropped')).mockRejectedValueOnce(new Error('dropped'));
    importImpl.mockResolvedValue({});
    const plugin = entryPerBuildPlugin({ importImpl });
    const load = () => plugin.loadEntry!({ remoteInfo: remoteInfo('module') } as never) as Promise<unknown>;
    await expect(load()).rejects.toThrow('dropped');
    // A later load (the parent's Retry) starts with a URL of its own, not the one that failed.
    await load();
    const urls = importImpl.mock.calls.map(([url]) => url as string);
    expect(urls).toHaveLength(3);
    expect(urls[0]).toBe('http://localhost:4176/remoteEntry.js');
    expect(new Set(urls).size).toBe(3);
  });
  it('leaves non-module remotes to the runtime', () => {
    const plugin = entryPerBuildPlugin({ importImpl: vi.fn() });
    expect(plugin.loadEntry!({ remoteInfo: remoteInfo('global') } as never)).toBeUndefined();
  });
});
