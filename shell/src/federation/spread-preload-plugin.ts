import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { appendOnePerTask } from '../append-one-per-task';
import { yieldToMain } from '../yield-to-main';
import { entryOfBuild } from './timeout-retry-plugin';

/** What the plugin preloads for one remote: its entry and, by exposed path, the files that path's import needs at once. */
export interface RemoteFiles {
  entry: string;
  exposes: Map<string, string[]>;
}

interface Manifest {
  name?: unknown;
  metaData?: { publicPath?: unknown; buildId?: unknown; remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ path?: unknown; assets?: { js?: { sync?: unknown } } }>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The files of a remote, as URLs, from its mf-manifest.json (fetched from `manifestUrl`): a
 * `publicPath` of "auto" means the manifest's own folder, as the MF runtime reads it.
 */
export function remoteFilesOf(manifestUrl: string, manifest: unknown): { name: string; files: RemoteFiles } | null {
  const { name, metaData, exposes } = (manifest ?? {}) as Manifest;
  const entryName = metaData?.remoteEntry?.name;
  if (typeof name !== 'string' || typeof entryName !== 'string') return null;
  const publicPath = typeof metaData?.publicPath === 'string' ? metaData.publicPath : 'auto';
  const base =
    publicPath === 'auto' ? new URL(manifestUrl, globalThis.location?.href) : new URL(publicPath, manifestUrl);
  const entryPath = typeof metaData?.remoteEntry?.path === 'string' ? metaData.remoteEntry.path : '';
  const url = (file: string) => new URL(file, base).href;
  const entry = entryOfBuild(
    url(entryPath ? `${entryPath.replace(/\/$/, '')}/${entryName}` : entryName),
    typeof metaData?.buildId === 'string' ? metaData.buildId : undefined,
  );
  const files = new Map<string, string[]>();
  for (const expose of exposes ?? []) {
    if (typeof expose.path === 'string') files.set(expose.path, strings(expose.assets?.js?.sync).map(url));
  }
  return { name, files: { entry, exposes: files } };
}

/**
 * Before the MF runtime loads a remote's module, it preloads that module's files and the remote's
 * entry: it adds all their elements to the page in one go, with a timer each. On every page that
 * was one task of 26-33 ms of this bench's host (100-130 ms at its phone's slowdown), in the first
 * second after the words, when a tap waits for it. This plugin takes the preload of a remote whose
 * manifest it has seen over: the same files, as module preloads, one per task.
 * A preload of a remote whose manifest has not been fetched yet (a link's prefetch) stays the
 * runtime's.
 */
export function spreadPreloadPlugin(doc: Document = document): ModuleFederationRuntimePlugin & {
  /** Told of each manifest the runtime fetches (timeoutRetryPlugin's onManifest). */
  noteManifest(url: string, manifest: unknown): void;
} {
  const remotes = new Map<string, RemoteFiles>();
  const linked = (href: string) => [...doc.querySelectorAll('link')].some((link) => link.href === href);
  const modulePreload = (href: string) => () => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    return link;
  };
  return {
    name: 'school-spread-preload',
    noteManifest(url, manifest) {
      const read = remoteFilesOf(url, manifest);
      if (read) remotes.set(read.name, read.files);
    },
    async beforePreloadRemote({ preloadOps }) {
      // What the runtime did with the manifest, and the preload, each in a task of its own.
      await yieldToMain();
      for (let index = preloadOps.length - 1; index >= 0; index -= 1) {
        const { nameOrAlias, exposes = [], resourceCategory = 'sync' } = preloadOps[index]!;
        const remote = remotes.get(nameOrAlias);
        const files = exposes.map((expose) => remote?.exposes.get(expose.startsWith('./') ? expose : `./${expose}`));
        if (!remote || resourceCategory !== 'sync' || files.some((list) => !list)) continue;
        preloadOps.splice(index, 1);
        const hrefs = [...new Set([remote.entry, ...files.flatMap((list) => list!)])].filter((href) => !linked(href));
        appendOnePerTask(doc.head, hrefs.map(modulePreload));
      }
    },
  };
}
