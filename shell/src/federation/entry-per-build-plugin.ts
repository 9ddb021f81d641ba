import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { AREA_LOAD_TIMEOUT_MS, bustCache, withOneRetry, withTimeout } from './bounded-attempts';

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

export interface EntryPerBuildOptions {
  timeoutMs?: number;
  importImpl?: (url: string) => Promise<unknown>;
  /** The build id a remote's last manifest named, by remote name. */
  buildOfRemote?: (name: string) => string | undefined;
}

const nativeImport = (url: string) => import(/* @vite-ignore */ url);

/**
 * Imports each ES-module remote's entry for the MF runtime (its documented `loadEntry` hook):
 * under the URL of its build, bounded by the timeout and tried once more, and never again under a
 * URL whose import failed.
 */
export function entryPerBuildPlugin({
  timeoutMs = AREA_LOAD_TIMEOUT_MS,
  importImpl = nativeImport,
  buildOfRemote = () => undefined,
}: EntryPerBuildOptions = {}): ModuleFederationRuntimePlugin {
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
    name: 'school-entry-per-build',
    loadEntry({ remoteInfo }) {
      if (remoteInfo.type !== 'module' && remoteInfo.type !== 'esm') return undefined;
      const entry = entryOfBuild(remoteInfo.entry, buildOfRemote(remoteInfo.name));
      return withOneRetry((n) => importEntry(entry, n)) as ReturnType<
        NonNullable<ModuleFederationRuntimePlugin['loadEntry']>
      >;
    },
  };
}
