import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError } from './bounded-attempts';
import { entryOfBuild, entryPerBuildPlugin } from './entry-per-build-plugin';

afterEach(() => {
  vi.useRealTimers();
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
    const plugin = entryPerBuildPlugin({ importImpl, timeoutMs: 4000 });
    const loading = plugin.loadEntry!({ remoteInfo: remoteInfo('module') } as never) as Promise<unknown>;
    const assertion = expect(loading).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(4000);
    expect(importImpl).toHaveBeenCalledTimes(2);
    expect(importImpl.mock.calls[1]).toEqual([expect.stringMatching(/\?retry=\d+-\d+$/)]);
    await vi.advanceTimersByTimeAsync(4000);
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
