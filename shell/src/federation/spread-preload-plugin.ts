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

/** What the runtime preloads once this plugin has made a preload itself: nothing more. */
const NOTHING_MORE = { cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] };

type GeneratePreloadAssets = NonNullable<ModuleFederationRuntimePlugin['generatePreloadAssets']>;
/**
 * The hook's type asks for assets, but the runtime's hooks pass over an undefined answer, and the
 * runtime's own plugin answers then (spread-preload-runtime.test.ts checks it).
 */
const LEAVE_TO_RUNTIME = undefined as unknown as Awaited<ReturnType<GeneratePreloadAssets>>;

/** An exposed module's path as the manifest names it ("./area"). */
const exposePath = (expose: string) => `./${expose.replace(/^\.\//, '')}`;
const moduleKey = (remote: string, expose: string) => `${remote} ${exposePath(expose)}`;

/**
 * Before the MF runtime loads a remote's module, it preloads the module's files and the remote's
 * entry, adding all their elements in one task (26-33 ms on the bench's host, 100-130 ms at its
 * phone's slowdown) in the first second after the words, when a tap waits for it. This plugin
 * makes that preload itself, one module preload per task (the runtime imports the entry right
 * after), for a remote whose manifest it had seen when the preload began; a link's prefetch of a
 * remote not fetched yet stays the runtime's.
 *
 * Documented hooks only: `beforePreloadRemote` marks which preloads are this plugin's, and
 * `generatePreloadAssets` answers NOTHING_MORE for them, replacing the answer of the runtime's own
 * plugin, registered before the shell's (spread-preload-runtime.test.ts checks it). The preloads
 * left to the runtime it makes as classic scripts, which an ES module import cannot reuse (each
 * file would download twice); every remote here is ES modules, so `createLink` makes module preloads.
 */
export function spreadPreloadPlugin(doc: Document = document): ModuleFederationRuntimePlugin & {
  /** Told of each manifest the runtime fetches (manifestFetchPlugin's onManifest). */
  noteManifest(url: string, manifest: unknown): void;
} {
  const remotes = new Map<string, Map<string, string[]>>();
  const linked = new Set<string>();
  /** The modules (moduleKey) whose preload has begun and is this plugin's to make. */
  const ours = new Set<string>();
  const filesOf = (remote: string, expose: string) => remotes.get(remote)?.get(exposePath(expose));
  return {
    name: 'school-spread-preload',
    createLink({ url, attrs }: { url: string; attrs?: Record<string, unknown> }) {
      if (attrs?.rel !== 'preload' || attrs.as !== 'script') return undefined;
      return Object.assign(doc.createElement('link'), { rel: 'modulepreload', href: url });
    },
    noteManifest(url, manifest) {
      const read = exposedFilesOf(url, manifest);
      if (read) remotes.set(read.name, read.files);
    },
    async beforePreloadRemote({ preloadOps }) {
      for (const { nameOrAlias, exposes = [], resourceCategory = 'sync' } of preloadOps) {
        if (resourceCategory !== 'sync' || !exposes.every((expose) => filesOf(nameOrAlias, expose))) continue;
        for (const expose of exposes) ours.add(moduleKey(nameOrAlias, expose));
      }
      // What the runtime did with the manifest, and the preload, each in a task of its own.
      await yieldToMain();
    },
    async generatePreloadAssets({ preloadOptions }) {
      const { nameOrAlias, exposes = [] } = preloadOptions.preloadConfig;
      const keys = exposes.map((expose) => moduleKey(nameOrAlias, expose));
      if (!keys.length || !keys.every((key) => ours.has(key))) return LEAVE_TO_RUNTIME;
      keys.forEach((key) => ours.delete(key));
      const hrefs = exposes.flatMap((expose) => filesOf(nameOrAlias, expose) ?? []).filter((href) => !linked.has(href));
      hrefs.forEach((href) => linked.add(href));
      appendOnePerTask(
        doc.head,
        hrefs.map((href) => () => Object.assign(doc.createElement('link'), { rel: 'modulepreload', href })),
      );
      return NOTHING_MORE;
    },
  };
}
