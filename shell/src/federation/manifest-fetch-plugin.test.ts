import { describe, expect, it, vi } from 'vitest';
import { manifestFetchPlugin } from './manifest-fetch-plugin';

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
