/**
 * The MF runtime has no timeout and no retry: a remote that never answers would keep its route
 * loading forever. Every fetch and import of an area's code (its manifest, its remote entry, a
 * manifest read again) is bounded by this timeout and tried once more, under a fresh URL since a
 * browser keeps a failed module import failed. Worst case before the area's fallback shows:
 * 2 x timeout per step.
 */
export const AREA_LOAD_TIMEOUT_MS = 3_000;

/** Rejects with the platform's TimeoutError, as the manifest's `AbortSignal.timeout` does. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const error = new DOMException(`${what} did not answer within ${ms} ms`, 'TimeoutError');
    timer = setTimeout(() => reject(error), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function withOneRetry<T>(attempt: (n: 0 | 1) => Promise<T>): Promise<T> {
  try {
    return await attempt(0);
  } catch {
    return attempt(1);
  }
}

let busts = 0;

/** The URL of attempt `n`: the first as it is, a retry with a query of its own. */
export function bustCache(url: string, n: number): string {
  if (n === 0) return url;
  const parsed = new URL(url, globalThis.location?.href);
  parsed.searchParams.set('retry', `${Date.now()}-${++busts}`);
  return parsed.href;
}
