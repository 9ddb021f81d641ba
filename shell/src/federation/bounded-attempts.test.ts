import { afterEach, describe, expect, it, vi } from 'vitest';
import { bustCache, withOneRetry, withTimeout } from './bounded-attempts';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('rejects with a TimeoutError when the work never settles', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 4000, 'remote');
    const assertion = expect(pending).rejects.toMatchObject({
      name: 'TimeoutError',
      message: 'remote did not answer within 4000 ms',
    });
    await vi.advanceTimersByTimeAsync(4000);
    await assertion;
  });

  it('passes a result through', async () => {
    await expect(withTimeout(Promise.resolve(7), 4000, 'remote')).resolves.toBe(7);
  });
});

describe('withOneRetry', () => {
  it('tries exactly once more after a failure, under a URL of its own', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('first')).mockResolvedValueOnce('second');
    await expect(withOneRetry('http://x.test/remoteEntry.js', attempt)).resolves.toBe('second');
    expect(attempt.mock.calls).toEqual([
      ['http://x.test/remoteEntry.js'],
      [expect.stringMatching(/^http:\/\/x\.test\/remoteEntry\.js\?retry=\d+-\d+$/)],
    ]);
  });

  it('gives up after the second failure', async () => {
    const attempt = vi.fn().mockRejectedValue(new Error('down'));
    await expect(withOneRetry('http://x.test/remoteEntry.js', attempt)).rejects.toThrow('down');
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});

describe('bustCache', () => {
  it('adds a query of its own each time', () => {
    const url = 'http://x.test/remoteEntry.js';
    expect(bustCache(url)).toMatch(/^http:\/\/x\.test\/remoteEntry\.js\?retry=\d+-\d+$/);
    expect(bustCache(url)).not.toBe(bustCache(url));
  });
});
