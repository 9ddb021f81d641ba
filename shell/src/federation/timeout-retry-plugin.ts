import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * The MF runtime has no timeout and no retry: a remote that never answers would keep its route
 * loading forever. This plugin bounds every manifest fetch and remote-entry import by a timeout
 * and tries each once more (with a cache-busting query, since a browser keeps a failed module
 * import failed). Worst case before the area fallback shows: 2 x timeout per step. It also tells
 * the shell what each manifest says and imports each build's entry under its own URL.
 */
export const AREA_LOAD_TIMEOUT_MS = 3_000;

export class TimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(what, ms)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export async function withOneRetry<T>(attempt: (n: 0 | 1) => Promise<T>): Promise<T> {
  try {
    return await attempt(0);
  } catch {
    return attempt(1);
  }
}

let busts = 0;

export function bustCache(url: string, n: number): string {
  if (n === 0) return url;
  const parsed = new URL(url, globalThis.location?.href);
  parsed.searchParams.set('retry', `${Date.now()}-${++busts}`);
  return parsed.href;
}

/**
 * A remote's entry has a fixed name (remoteEntry.js), and a browser keeps one module per URL:
 * after a redeploy, importing it again would return the old build's entry. So the entry of each
 * build is imported under a URL of its own.
 */
export function entryOfBuild(url: string, buildId: string | undefined): string {
  if (!buildId) return url;
  const parsed = new URL(url, globalThis.location?.href);
  parsed.searchParams.set('build', buildId);
  return parsed.href;
}

export interface PluginDeps {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  importImpl?: (url: string) => Promise<unknown>;
  /** Told of every manifest fetched (remote-builds.ts notes its build). */
  onManifest?: (url: string, manifest: unknown) => void;
  /** The build id a remote's last manifest named, by remote name. */
  buildOfRemote?: (name: string) => string | undefined;
}

const nativeImport = (url: string) => import(/* @vite-ignore */ url);

export function timeoutRetryPlugin({
  timeoutMs = AREA_LOAD_TIMEOUT_MS,
  fetchImpl = (...args) => fetch(...args),
  importImpl = nativeImport,
  onManifest,
  buildOfRemote = () => undefined,
}: PluginDeps = {}): ModuleFederationRuntimePlugin {
  /** Entry URLs whose import failed: the browser would answer the same failure again. */
  const failedEntries = new Set<string>();
  const importEntry = (entry: string, n: 0 | 1) => {
    const url = bustCache(entry, failedEntries.has(entry) ? 1 : n);
    return withTimeout(importImpl(url), timeoutMs, entry).catch((error: unknown) => {
      failedEntries.add(entry);
      throw error;
    });
  };
  return {
    name: 'school-timeout-retry',
    fetch(url: string, init: RequestInit) {
      return withOneRetry(async (n) => {
        const response = await fetchImpl(bustCache(url, n), {
          ...init,
          cache: 'no-store',
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        onManifest?.(url, await response.clone().json());
        return response;
      });
    },
    // preloadRemote (a nav link's prefetch) preloads files as classic scripts, which an ES module
    // import cannot reuse: each would download twice. Every remote here is ES modules.
    createLink({ url, attrs }: { url: string; attrs?: Record<string, unknown> }) {
      if (attrs?.rel !== 'preload' || attrs.as !== 'script') return undefined;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      return link;
    },
    loadEntry({ remoteInfo }) {
      if (remoteInfo.type !== 'module' && remoteInfo.type !== 'esm') return undefined;
      const entry = entryOfBuild(remoteInfo.entry, buildOfRemote(remoteInfo.name));
      return withOneRetry((n) => importEntry(entry, n)) as ReturnType<
        NonNullable<ModuleFederationRuntimePlugin['loadEntry']>
      >;
    },
  };
}
