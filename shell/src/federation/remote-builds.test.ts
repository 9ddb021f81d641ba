import { describe, expect, it, vi } from 'vitest';
import { createRemoteBuilds, readBuild } from './remote-builds';

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
