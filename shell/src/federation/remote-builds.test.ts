import { describe, expect, it, vi } from 'vitest';
import { createRemoteBuilds, manifestFetchPlugin, readBuild } from './remote-builds';

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
    const builds = createRemoteBuilds({ fetchImpl });
    builds.note('http://news.test/mf-manifest.json', { metaData: { buildId: 'b1' } });
    await expect(builds.fetchCurrent('http://news.test/mf-manifest.json')).resolves.toMatchObject({ buildId: 'b2' });
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(builds.known('http://news.test/mf-manifest.json')?.buildId).toBe('b2');
  });

  it('fails when the manifest answers with an error', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('gone', { status: 404 }));
    await expect(createRemoteBuilds({ fetchImpl }).fetchCurrent('http://news.test/mf-manifest.json')).rejects.toThrow(
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
    const plugin = manifestFetchPlugin({ fetchImpl, timeoutMs: 1000 });
    await expect(plugin.fetch!('http://x.test/mf-manifest.json', {})).resolves.toBe(ok);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(fetchImpl.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });
  it('treats a non-ok manifest answer as a failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('gone', { status: 503 }));
    const plugin = manifestFetchPlugin({ fetchImpl, timeoutMs: 1000 });
    await expect(plugin.fetch!('http://x.test/mf-manifest.json', {})).rejects.toThrow('answered 503');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
  it('tells the shell what each manifest it fetched says', async () => {
    const manifest = { metaData: { buildId: 'b2', contract: '1.1.0' } };
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(Response.json(manifest));
    const onManifest = vi.fn();
    const plugin = manifestFetchPlugin({ fetchImpl, onManifest });
    const response = (await plugin.fetch!('http://x.test/mf-manifest.json', {})) as Response;
    expect(onManifest).toHaveBeenCalledWith('http://x.test/mf-manifest.json', manifest);
    // The runtime still reads the body itself.
    await expect(response.json()).resolves.toEqual(manifest);
  });
});
