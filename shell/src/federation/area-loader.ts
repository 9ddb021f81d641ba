import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { AREA_CONTRACT_VERSION, isCompatibleContract, type AreaLifecycles, type AreaName } from '@school/shared/area';
import { RETRY_COPY_DIR } from '@school/shared/build-contract';
import type { RemoteMap } from '../config/load-config';
import { AREA_REMOTES, findRoute } from '../routing/routes';
import { entryPerBuildPlugin } from './entry-per-build-plugin';
import { manifestFetchPlugin } from './manifest-fetch-plugin';
import { modulePreloadPlugin } from './module-preload-plugin';
import { createRemoteBuilds, type RemoteBuilds } from './remote-builds';
import { spreadPreloadPlugin } from './spread-preload-plugin';

/**
 * A page older than this reads remotes.json again before it opens an area it has not loaded yet,
 * so a tab kept open across a deploy gets that remote's new build (one small same-origin request).
 * An area already loaded keeps the build it has until that build fails.
 */
export const MAP_FRESH_MS = 5 * 60_000;

/** Pause before loading again after a failure: a dropped request on a bad line often passes next time. */
export const RECOVERY_BACKOFF_MS = 500;

/** Automatic recoveries per area within RECOVERY_WINDOW_MS; past that, the fallback and its Retry. */
export const MAX_RECOVERIES = 2;
export const RECOVERY_WINDOW_MS = 60_000;

export class AreaLoadError extends Error {
  override name = 'AreaLoadError';
}

/** A remote built against a contract this shell does not provide: it is never mounted. */
export class AreaContractError extends AreaLoadError {
  override name = 'AreaContractError';
}

/**
 * How the shell loads its areas' code, for one page: created once at start-up (main.tsx) with the
 * remote map of /remotes.json, and handed to who needs it (the outlets, the links that prefetch).
 */
export interface AreaLoader {
  /**
   * Loads an area's `./area` module. `fresh` forgets an earlier failed attempt (MF caches
   * manifests and entries per remote), so Retry loads again without a page reload. Calls while a
   * load is under way share it, so start-up can begin the current area's load before React has
   * rendered the outlet that asks for it.
   */
  load(area: AreaName, options?: { fresh?: boolean }): Promise<AreaLifecycles>;
  /** Starts loading the area of a path (the first page's, at start-up); errors surface in its outlet. */
  loadPath(pathname: string): void;
  /**
   * Downloads an area's remote entry and own code without running them, when a link to it is
   * hovered, focused or touched: the click that follows then costs no round trips.
   */
  prefetch(area: AreaName): void;
  /**
   * Called when a mounted area fails (its error boundary, through AreaProps.recover): a page of it
   * whose chunk a redeploy removed, or one dropped on a bad line. Resolves true when the outlet
   * should mount the area again (the remote's current build, registered afresh), false when it
   * should show its fallback instead: offline, the manifest unreachable, or too many recoveries.
   */
  recover(area: AreaName, failedBuild: string, now?: number): Promise<boolean>;
  /**
   * A parent's Retry on an area's fallback: true when the outlet should load it again in place
   * (from the retry copy, whose URLs have not failed), false when the copy has been tried already
   * and only a page load can fetch the files again.
   */
  retry(area: AreaName): boolean;
}

export interface AreaLoaderOptions {
  /** Reads remotes.json again (overrides applied): a deploy may have moved a remote to a new build folder. */
  reread?: () => Promise<RemoteMap>;
  /** What the manifests this page fetched said (tests give their own). */
  builds?: RemoteBuilds;
}

/** The manifest of a build's retry copy, beside (inside the folder of) its manifest. */
export function retryCopyOf(manifestUrl: string): string {
  return new URL(`${RETRY_COPY_DIR}/mf-manifest.json`, new URL(manifestUrl, globalThis.location?.href)).href;
}

// remotes.json names the site's own remotes by path (/apps/<app>/<build>/mf-manifest.json).
const absolute = (map: RemoteMap): RemoteMap =>
  Object.fromEntries(Object.entries(map).map(([name, url]) => [name, new URL(url, globalThis.location?.href).href]));

function isLifecycles(value: unknown): value is AreaLifecycles {
  const mod = value as Partial<AreaLifecycles> | null;
  return typeof mod?.bootstrap === 'function' && typeof mod.mount === 'function' && typeof mod.unmount === 'function';
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function logRecovery(area: AreaName, before: string | undefined, now: string | undefined, error: unknown) {
  const cause = error instanceof Error ? error.message : String(error);
  if (before !== now) {
    console.info(
      `[shell] ${area}: build ${before ?? 'unknown'} was replaced by ${now ?? 'unknown'}; loading the new build (${cause})`,
    );
  } else {
    console.info(`[shell] ${area}: build ${now ?? 'unknown'} failed to load (${cause}); loading it again`);
  }
}

/**
 * Registers the remote map (from /remotes.json) with the MF runtime, with the shell's runtime
 * plugins (bounded manifest fetches, each build's entry under its own URL, module preloads), and
 * returns the loader.
 */
export function createAreaLoader(
  map: RemoteMap,
  { reread, builds = createRemoteBuilds() }: AreaLoaderOptions = {},
): AreaLoader {
  let remoteMap = absolute(map);
  const rereadMap = reread ?? (async () => remoteMap);
  /** When remotes.json was last read, and the areas this page has loaded since it started. */
  let mapReadAt = Date.now();
  const opened = new Set<AreaName>();
  const inFlight = new Map<AreaName, Promise<AreaLifecycles>>();
  const prefetched = new Set<AreaName>();
  /**
   * A browser keeps a module URL that failed to load failed for the rest of the page (the HTML
   * spec before whatwg/html#10327, and Chromium still does), so a build whose files failed cannot
   * come again from the same URLs. Each remote build is therefore published twice, in its folder
   * and, whole, in `retry/` inside it (shared/src/vite `retryCopy`). After a page of an area
   * failed, or on Retry, its build is loaded from that copy; once the copy has failed too, only a
   * page load fetches the files again.
   */
  const onRetryCopy = new Set<AreaName>();
  const recoveries = new Map<AreaName, number[]>();

  const preloads = spreadPreloadPlugin();
  registerPlugins([
    manifestFetchPlugin({
      onManifest: (url, manifest) => {
        builds.note(url, manifest);
        preloads.noteManifest(url, manifest);
      },
    }),
    entryPerBuildPlugin({
      buildOfRemote: (name) => (remoteMap[name] ? builds.known(remoteMap[name])?.buildId : undefined),
    }),
    modulePreloadPlugin(),
    preloads,
  ]);
  registerRemotes(Object.entries(remoteMap).map(([name, entry]) => ({ name, entry })));

  /** `manifest`: remotes.json's URL, which names the remote's current build; `entry`: where it loads from now. */
  const entryOf = (area: AreaName) => {
    const remote = AREA_REMOTES[area];
    const manifest = remoteMap[remote];
    if (!manifest) throw new AreaLoadError(`remotes.json has no entry for ${remote}`);
    return { remote, manifest, entry: onRetryCopy.has(area) ? retryCopyOf(manifest) : manifest };
  };

  /**
   * Reads remotes.json again (a deploy may have moved a remote to a new build folder, and pruned
   * the old one): `area`'s remote, and every remote this page has not loaded yet, load from where
   * it names them from now on. Resolves whether `area`'s remote moved.
   */
  async function rereadRemote(area: AreaName): Promise<boolean> {
    const now = absolute(await rereadMap());
    mapReadAt = Date.now();
    let moved = false;
    for (const [other, remote] of Object.entries(AREA_REMOTES) as [AreaName, string][]) {
      if (!now[remote] || now[remote] === remoteMap[remote] || (other !== area && opened.has(other))) continue;
      remoteMap = { ...remoteMap, [remote]: now[remote] };
      onRetryCopy.delete(other);
      if (other === area) moved = true;
    }
    return moved;
  }

  const mapIsFresh = (area: AreaName) => opened.has(area) || Date.now() - mapReadAt < MAP_FRESH_MS;

  /** On an old page, whether remotes.json now names another build for an area it has not loaded. */
  const movedSinceRead = async (area: AreaName) => (mapIsFresh(area) ? false : rereadRemote(area).catch(() => false));

  async function loadOnce(area: AreaName, fresh: boolean): Promise<AreaLifecycles> {
    const { remote, entry } = entryOf(area);
    if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
    const mod = await loadRemote<unknown>(`${remote}/area`);
    const contract = builds.known(entry)?.contract;
    if (!isCompatibleContract(AREA_CONTRACT_VERSION, contract)) {
      throw new AreaContractError(
        `${remote} was built against the area contract ${contract ?? '(none stated)'}, which this shell ` +
          `(contract ${AREA_CONTRACT_VERSION}) cannot mount: rebuild it against @school/shared ${AREA_CONTRACT_VERSION}`,
      );
    }
    if (!isLifecycles(mod)) throw new AreaLoadError(`${remote}/area does not export parcel lifecycles`);
    opened.add(area);
    const { bootstrap, mount, unmount, update } = mod;
    return { bootstrap, mount, unmount, update } as AreaLifecycles;
  }

  /**
   * One load of the area's code. After a failure past the manifest (a hashed file gone because the
   * remote's build was pruned, or dropped on the way) it pauses, reads remotes.json and the
   * manifest again and loads the build they name now, once. A manifest that never answered is not
   * retried again (the plugin did) unless remotes.json now names another folder: the fallback
   * shows within its budget. Offline, nothing is retried.
   */
  async function loadNow(area: AreaName, fresh: boolean): Promise<AreaLifecycles> {
    const moved = await movedSinceRead(area);
    try {
      return await loadOnce(area, fresh || moved);
    } catch (error) {
      const before = builds.known(entryOf(area).entry);
      if (error instanceof AreaContractError || globalThis.navigator?.onLine === false) throw error;
      if (before) {
        await pause(RECOVERY_BACKOFF_MS);
        await rereadRemote(area);
      } else if (!(await rereadRemote(area).catch(() => false))) {
        // A manifest that never answered: the remote is down, unless a deploy moved it (and pruned
        // the folder this page was told about). The fallback's time budget allows no pause here.
        throw error;
      }
      const now = await builds.fetchCurrent(entryOf(area).manifest);
      logRecovery(area, before?.buildId, now.buildId, error);
      // A new build has fresh URLs. The same build is tried where it is: the plugin imports an entry
      // that failed under a new URL, and the retry copy is kept for a page that fails once mounted.
      if (now.buildId !== before?.buildId) onRetryCopy.delete(area);
      return loadOnce(area, true);
    }
  }

  /** Loads the area from its build's retry copy from now on; false if it already did. */
  function switchToRetryCopy(area: AreaName): boolean {
    if (onRetryCopy.has(area)) return false;
    onRetryCopy.add(area);
    return true;
  }

  const loader: AreaLoader = {
    load(area, { fresh = false } = {}) {
      const pending = fresh ? undefined : inFlight.get(area);
      if (pending) return pending;
      const load = loadNow(area, fresh);
      inFlight.set(area, load);
      const settle = () => {
        if (inFlight.get(area) === load) inFlight.delete(area);
      };
      load.then(settle, settle);
      return load;
    },
    loadPath(pathname) {
      const route = findRoute(pathname);
      if (route) loader.load(route.area).catch(() => {});
    },
    prefetch(area) {
      const remote = AREA_REMOTES[area];
      if (prefetched.has(area) || !remoteMap[remote]) return;
      prefetched.add(area);
      const preload = () => preloadRemote([{ nameOrAlias: remote, exposes: ['./area'] }]);
      const done = mapIsFresh(area)
        ? preload()
        : movedSinceRead(area).then((moved) => {
            if (moved) registerRemotes([{ name: remote, entry: entryOf(area).entry }], { force: true });
            return preload();
          });
      done.catch(() => prefetched.delete(area));
    },
    async recover(area, failedBuild, now = Date.now()) {
      const recent = (recoveries.get(area) ?? []).filter((at) => now - at < RECOVERY_WINDOW_MS);
      if (recent.length >= MAX_RECOVERIES || globalThis.navigator?.onLine === false) return false;
      recoveries.set(area, [...recent, now]);
      await pause(RECOVERY_BACKOFF_MS);
      try {
        await rereadRemote(area);
        const current = await builds.fetchCurrent(entryOf(area).manifest);
        logRecovery(area, failedBuild, current.buildId, 'its code failed');
        if (current.buildId !== failedBuild) {
          onRetryCopy.delete(area);
          return true;
        }
        return switchToRetryCopy(area);
      } catch (error) {
        console.error(`[shell] ${area}: its manifest could not be fetched again`, error);
        return false;
      }
    },
    retry(area) {
      recoveries.delete(area);
      return switchToRetryCopy(area);
    },
  };
  return loader;
}
