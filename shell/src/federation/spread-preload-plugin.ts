import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { appendOnePerTask } from '../early-script/append-one-per-task';
import { yieldToMain } from '../main-thread/yield-to-main';

type GeneratePreloadAssets = NonNullable<ModuleFederationRuntimePlugin['generatePreloadAssets']>;
type RemoteSnapshot = Parameters<GeneratePreloadAssets>[0]['remoteSnapshot'];

/** An exposed module's path as the manifest names it ("./area"). */
const exposePath = (expose: string) => `./${expose.replace(/^\.\//, '')}`;
const moduleKey = (remote: string, expose: string) => `${remote} ${exposePath(expose)}`;

/**
 * The files `exposes` import at once, as URLs, from the remote's snapshot (its manifest as the
 * runtime read it, `publicPath` resolved); null from a snapshot without them.
 */
export function exposedFilesOf(snapshot: RemoteSnapshot, exposes: string[]) {
  if (!('modules' in snapshot) || !('publicPath' in snapshot)) return null;
  return exposes.flatMap((expose) =>
    (snapshot.modules.find(({ modulePath }) => modulePath === exposePath(expose))?.assets.js.sync ?? []).map(
      (file) => new URL(file, snapshot.publicPath).href,
    ),
  );
}

/** What the runtime preloads once this plugin has made a preload itself: nothing more. */
const NOTHING_MORE = { cssAssets: [], jsAssetsWithoutEntry: [], entryAssets: [] };

/**
 * The hook's type asks for assets, but the runtime's hooks pass over an undefined answer, and the
 * runtime's own plugin answers then (spread-preload-runtime.test.ts checks it).
 */
const LEAVE_TO_RUNTIME = undefined as unknown as Awaited<ReturnType<GeneratePreloadAssets>>;

/**
 * Before the MF runtime loads a remote's module, it preloads the module's files and the remote's
 * entry, adding all their elements in one task (26-33 ms on the bench's host, 100-130 ms at its
 * phone's slowdown) in the first second after the words, when a tap waits for it. This plugin
 * makes that preload itself, one module preload per task (the runtime imports the entry right
 * after), for a remote whose manifest had been fetched (`fetched`) when the preload began; a
 * link's prefetch of a remote not fetched yet stays the runtime's.
 *
 * Documented hooks only: `beforePreloadRemote` marks which preloads are this plugin's, and
 * `generatePreloadAssets` answers NOTHING_MORE for them from the remote's snapshot it is given,
 * replacing the answer of the runtime's own plugin, registered before the shell's
 * (spread-preload-runtime.test.ts checks it). The preloads left to the runtime it makes as classic
 * scripts, which an ES module import cannot reuse (each file would download twice); every remote
 * here is ES modules, so `createLink` makes module preloads.
 */
export function spreadPreloadPlugin(
  fetched: (manifestUrl: string) => boolean,
  doc: Document = document,
): ModuleFederationRuntimePlugin {
  const linked = new Set<string>();
  /** The modules (moduleKey) whose preload has begun and is this plugin's to make. */
  const ours = new Set<string>();
  const modulePreload = (href: string) => Object.assign(doc.createElement('link'), { rel: 'modulepreload', href });
  return {
    name: 'school-spread-preload',
    createLink({ url, attrs }: { url: string; attrs?: Record<string, unknown> }) {
      return attrs?.rel === 'preload' && attrs.as === 'script' ? modulePreload(url) : undefined;
    },
    async beforePreloadRemote({ preloadOps, options }) {
      for (const { nameOrAlias, exposes = [], resourceCategory = 'sync' } of preloadOps) {
        const remote = options.remotes.find(({ name }) => name === nameOrAlias);
        if (resourceCategory !== 'sync' || !remote || !('entry' in remote) || !fetched(remote.entry)) continue;
        for (const expose of exposes) ours.add(moduleKey(nameOrAlias, expose));
      }
      // What the runtime did with the manifest, and the preload, each in a task of its own.
      await yieldToMain();
    },
    async generatePreloadAssets({ preloadOptions, remoteSnapshot }) {
      const { nameOrAlias, exposes = [] } = preloadOptions.preloadConfig;
      const keys = exposes.map((expose) => moduleKey(nameOrAlias, expose));
      if (!keys.length || !keys.every((key) => ours.has(key))) return LEAVE_TO_RUNTIME;
      keys.forEach((key) => ours.delete(key));
      const files = exposedFilesOf(remoteSnapshot, exposes);
      if (!files) return LEAVE_TO_RUNTIME;
      const hrefs = files.filter((href) => !linked.has(href));
      hrefs.forEach((href) => linked.add(href));
      appendOnePerTask(
        doc.head,
        hrefs.map((href) => () => modulePreload(href)),
      );
      return NOTHING_MORE;
    },
  };
}
