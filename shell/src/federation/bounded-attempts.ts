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

/** Tries `attempt` with `url`, then once more with a query of its own. */
export async function withOneRetry<T>(url: string, attempt: (url: string) => Promise<T>): Promise<T> {
  try {
    return await attempt(url);
  } catch {
    return attempt(bustCache(url));
  }
}

let busts = 0;

/** `url` with a query of its own, which no attempt has used. */
export function bustCache(url: string): string {
  const parsed = new URL(url, globalThis.location?.href);
  parsed.searchParams.set('retry', `${Date.now()}-${++busts}`);
  return parsed.href;
}
