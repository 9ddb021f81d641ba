import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { AREA_LOAD_TIMEOUT_MS, bustCache, withOneRetry, withTimeout } from './bounded-attempts';

/**
 * What a remote's manifest says of its build (remoteBuild writes it into metaData): the loader
 * checks the contract and tells a redeploy from a bad line by the id; the plugin imports that
 * build's entry.
 */
interface RemoteBuild {
  buildId?: string;
  contract?: string;
}

/** A manifest URL without the query a retry adds: the key under which its build is kept. */
const keyOf = (url: string) => {
  const parsed = new URL(url, globalThis.location?.href);
  parsed.search = '';
  return parsed.href;
};

export function readBuild(manifest: unknown): RemoteBuild {
  const meta = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { buildId: text(meta.buildId), contract: text(meta.contract) };
}

/** One fetch of a manifest: past the HTTP cache, bounded by the timeout, failed by an error status. */
async function fetchManifest(url: string, init?: RequestInit) {
  const response = await fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(AREA_LOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
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

const nativeImport = (url: string) => import(/* @vite-ignore */ url);

/**
 * The shell's MF runtime plugin for the remotes' builds, holding the builds (by manifest URL) that
 * the manifests it fetched on this page named. Its documented hooks: `fetch` fetches each
 * mf-manifest.json, tried once more under a fresh URL; `loadEntry` imports each ES-module remote's
 * entry under the URL of the build its registered manifest named, bounded by the timeout, tried
 * once more, and never again under a URL whose import failed.
 */
export function remoteBuildsPlugin(importImpl: (url: string) => Promise<unknown> = nativeImport) {
  const builds = new Map<string, RemoteBuild>();
  /** Entry URLs whose import failed: the browser would answer the same failure again. */
  const failedEntries = new Set<string>();
  const note = (url: string, manifest: unknown) => {
    const build = readBuild(manifest);
    builds.set(keyOf(url), build);
    return build;
  };
  /** The build last seen in the manifest at `manifestUrl`, if it has been fetched. */
  const known = (manifestUrl: string) => builds.get(keyOf(manifestUrl));
  const plugin: ModuleFederationRuntimePlugin = {
    name: 'school-remote-builds',
    fetch: (url: string, init: RequestInit) =>
      withOneRetry(url, async (attempt) => {
        const response = await fetchManifest(attempt, init);
        note(url, await response.clone().json());
        return response;
      }),
    loadEntry({ origin, remoteInfo }) {
      if (remoteInfo.type !== 'module' && remoteInfo.type !== 'esm') return undefined;
      const remote = origin.options.remotes.find(({ name }) => name === remoteInfo.name);
      const build = remote && 'entry' in remote ? known(remote.entry)?.buildId : undefined;
      const entry = entryOfBuild(remoteInfo.entry, build);
      const importOnce = (url: string) =>
        withTimeout(importImpl(url), AREA_LOAD_TIMEOUT_MS, entry).catch((error: unknown) => {
          failedEntries.add(entry);
          throw error;
        });
      return withOneRetry(failedEntries.has(entry) ? bustCache(entry) : entry, importOnce) as ReturnType<
        NonNullable<ModuleFederationRuntimePlugin['loadEntry']>
      >;
    },
  };
  return Object.assign(plugin, {
    note,
    known,
    /** Fetches the manifest again, past every cache, and notes the build it names now. */
    async fetchCurrent(manifestUrl: string) {
      const response = await fetchManifest(manifestUrl);
      return note(manifestUrl, await response.json());
    },
  });
}

export type RemoteBuilds = ReturnType<typeof remoteBuildsPlugin>;
