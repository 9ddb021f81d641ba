import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TimeoutError,
  bustCache,
  entryOfBuild,
  timeoutRetryPlugin,
  withOneRetry,
  withTimeout,
} from './timeout-retry-plugin';

afterEach(() => {
  vi.useRealTimers();
});

const remoteInfo = (type: string) =>
  ({ name: 'mfe_news', entry: 'http://localhost:4176/remoteEntry.js', type }) as never;

describe('withTimeout', () => {
  it('rejects with a TimeoutError when the work never settles', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 4000, 'remote');
    const assertion = expect(pending).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(4000);
    await assertion;
  });

  it('passes a result through', async () => {
    await expect(withTimeout(Promise.resolve(7), 4000, 'remote')).resolves.toBe(7);
  });
});

describe('withOneRetry', () => {
  it('tries exactly once more after a failure', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('first')).mockResolvedValueOnce('second');
    await expect(withOneRetry(attempt)).resolves.toBe('second');
    expect(attempt.mock.calls).toEqual([[0], [1]]);
  });

  it('gives up after the second failure', async () => {
    const attempt = vi.fn().mockRejectedValue(new Error('down'));
    await expect(withOneRetry(attempt)).rejects.toThrow('down');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});

describe('bustCache', () => {
  it('keeps the first URL and adds a query on a retry', () => {
    expect(bustCache('http://x.test/remoteEntry.js', 0)).toBe('http://x.test/remoteEntry.js');
    expect(bustCache('http://x.test/remoteEntry.js', 1)).toMatch(/^http:\/\/x\.test\/remoteEntry\.js\?retry=\d+-\d+$/);
  });
});

describe('entryOfBuild', () => {
  it("gives each build's entry a URL of its own, and leaves the URL alone without a build id", () => {
    expect(entryOfBuild('http://x.test/remoteEntry.js', '20261124T010203Z-ab12')).toBe(
      'http://x.test/remoteEntry.js?build=20261124T010203Z-ab12',
    );
    expect(entryOfBuild('http://x.test/remoteEntry.js', undefined)).toBe('http://x.test/remoteEntry.js');
  });
});

describe('timeoutRetryPlugin', () => {
  it('retries a failed manifest fetch once, without the HTTP cache, and returns the response', async () => {
    const ok = new Response('{}', { status: 200 });
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(ok);
    const plugin = timeoutRetryPlugin({ fetchImpl, timeoutMs: 1000 });
    await expect(plugin.fetch!('http://x.test/mf-manifest.json', {})).resolves.toBe(ok);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ cache: 'no-store' });
    expect(fetchImpl.mock.calls[0]![1]?.signal).toBeInstanceOf(AbortSignal);
  });

  it('treats a non-ok manifest answer as a failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('gone', { status: 503 }));
    const plugin = timeoutRetryPlugin({ fetchImpl, timeoutMs: 1000 });
    await expect(plugin.fetch!('http://x.test/mf-manifest.json', {})).rejects.toThrow('answered 503');
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('bounds a hanging remote entry by the timeout, twice, then fails', async () => {
    vi.useFakeTimers();
    const importImpl = vi.fn(() => new Promise(() => {}));
    const plugin = timeoutRetryPlugin({ importImpl, timeoutMs: 4000 });
    const loading = plugin.loadEntry!({ remoteInfo: remoteInfo('module') } as never) as Promise<unknown>;
    const assertion = expect(loading).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(4000);
    expect(importImpl).toHaveBeenCalledTimes(2);
    expect(importImpl.mock.calls[1]).toEqual([expect.stringMatching(/\?retry=\d+-\d+$/)]);
    await vi.advanceTimersByTimeAsync(4000);
    await assertion;
  });

  it('tells the shell what each manifest it fetched says', async () => {
    const manifest = { metaData: { buildId: 'b2', contract: '1.1.0' } };
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(Response.json(manifest));
    const onManifest = vi.fn();
    const plugin = timeoutRetryPlugin({ fetchImpl, onManifest });
    const response = (await plugin.fetch!('http://x.test/mf-manifest.json', {})) as Response;
    expect(onManifest).toHaveBeenCalledWith('http://x.test/mf-manifest.json', manifest);
    // The runtime still reads the body itself.
    await expect(response.json()).resolves.toEqual(manifest);
  });

  it("imports the entry of the build the remote's manifest named, under a URL of that build", async () => {
    const importImpl = vi.fn().mockResolvedValue({});
    const plugin = timeoutRetryPlugin({
      importImpl,
      buildOfRemote: (name) => (name === 'mfe_news' ? 'b2' : undefined),
    });
    await plugin.loadEntry!({ remoteInfo: remoteInfo('module') } as never);
    expect(importImpl).toHaveBeenCalledWith('http://localhost:4176/remoteEntry.js?build=b2');
  });

  it('never imports an entry again under a URL that failed: a browser keeps that import failed', async () => {
    const importImpl = vi.fn().mockRejectedValueOnce(new Error('dropped')).mockRejectedValueOnce(new Error('dropped'));
    importImpl.mockResolvedValue({});
    const plugin = timeoutRetryPlugin({ importImpl });
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
    const plugin = timeoutRetryPlugin({ importImpl: vi.fn() });
    expect(plugin.loadEntry!({ remoteInfo: remoteInfo('global') } as never)).toBeUndefined();
  });
});

describe('preloading a remote', () => {
  it('preloads its scripts as ES modules, so the import that follows reuses them', () => {
    const plugin = timeoutRetryPlugin();
    const createLink = plugin.createLink as (args: { url: string; attrs?: Record<string, unknown> }) => unknown;
    const link = createLink({ url: 'http://remote.test/assets/area-1.js', attrs: { rel: 'preload', as: 'script' } });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect((link as HTMLLinkElement).rel).toBe('modulepreload');
    expect((link as HTMLLinkElement).href).toBe('http://remote.test/assets/area-1.js');
    expect(createLink({ url: 'http://remote.test/a.css', attrs: { rel: 'stylesheet' } })).toBeUndefined();
  });
});
