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
