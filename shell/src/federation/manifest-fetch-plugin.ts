import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { AREA_LOAD_TIMEOUT_MS, bustCache, withOneRetry } from './bounded-attempts';

export interface ManifestFetchOptions {
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Told of every manifest fetched (remote-builds.ts notes its build, the preload its files). */
  onManifest?: (url: string, manifest: unknown) => void;
}

/**
 * Fetches each remote's mf-manifest.json for the MF runtime (its documented `fetch` hook): past
 * the HTTP cache, bounded by the timeout and tried once more, and tells the shell what it says.
 */
export function manifestFetchPlugin({
  timeoutMs = AREA_LOAD_TIMEOUT_MS,
  fetchImpl = (...args) => fetch(...args),
  onManifest,
}: ManifestFetchOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'school-manifest-fetch',
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
  };
}
