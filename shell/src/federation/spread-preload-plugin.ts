import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { appendOnePerTask } from '../early-script/append-one-per-task';
import { yieldToMain } from '../main-thread/yield-to-main';

interface Manifest {
  name?: string;
  metaData?: { publicPath?: string };
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The files each module a remote exposes imports at once, as URLs, from the remote's
 * mf-manifest.json fetched from `manifestUrl` (a `publicPath` of "auto": the manifest's folder).
 */
export function exposedFilesOf(manifestUrl: string, manifest: unknown) {
  const { name, metaData, exposes = [] } = (manifest ?? {}) as Manifest;
  if (!name || metaData?.publicPath !== 'auto') return null;
  const folder = new URL(manifestUrl, globalThis.location?.href);
  const url = (file: string) => new URL(file, folder).href;
  return { name, files: new Map(exposes.map(({ path, assets }) => [path, (assets?.js?.sync ?? []).map(url)])) };
}

/**
 * Before the MF runtime loads a remote's module, it preloads that module's files and the remote's
 * entry: it adds all their elements to the page in one go, with a timer each. On every page that
 * was one task of 26-33 ms of this bench's host (100-130 ms at its phone's slowdown), in the first
 * second after the words, when a tap waits for it. This plugin takes the preload of a remote whose
 * manifest it has seen over: the module's files, as module preloads, one per task (the runtime
 * imports the entry right after). A preload of a remote whose manifest has not been fetched yet (a
 * link's prefetch) stays the runtime's.
 */
export function spreadPreloadPlugin(doc: Document = document): ModuleFederationRuntimePlugin & {
  /** Told of each manifest the runtime fetches (manifestFetchPlugin's onManifest). */
  noteManifest(url: string, manifest: unknown): void;
} {
  const remotes = new Map<string, Map<string, string[]>>();
  const linked = new Set<string>();
  return {
    name: 'school-spread-preload',
    noteManifest(url, manifest) {
      const read = exposedFilesOf(url, manifest);
      if (read) remotes.set(read.name, read.files);
    },
    async beforePreloadRemote({ preloadOps }) {
      // What the runtime did with the manifest, and the preload, each in a task of its own.
      await yieldToMain();
      for (let index = preloadOps.length - 1; index >= 0; index -= 1) {
        const { nameOrAlias, exposes = [], resourceCategory = 'sync' } = preloadOps[index]!;
        const exposed = remotes.get(nameOrAlias);
        const files = exposes.map((expose) => exposed?.get(`./${expose.replace(/^\.\//, '')}`));
        if (resourceCategory !== 'sync' || !files.every((list): list is string[] => list !== undefined)) continue;
        preloadOps.splice(index, 1);
        const hrefs = files.flat().filter((href) => !linked.has(href));
        hrefs.forEach((href) => linked.add(href));
        appendOnePerTask(
          doc.head,
          hrefs.map((href) => () => Object.assign(doc.createElement('link'), { rel: 'modulepreload', href })),
        );
      }
    },
  };
}
