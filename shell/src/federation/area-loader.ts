import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { AREA_CONTRACT_VERSION, isCompatibleContract, type AreaLifecycles, type AreaName } from '@school/shared/area';
import type { RemoteMap } from '../config/load-config';
import { findRoute } from '../routing/routes';
import {
  areaState,
  entryOf,
  initialLoaderState,
  loaderReducer,
  mapIsFresh,
  mayRecover,
  type LoaderEvent,
} from './loader-state';
import { remoteBuildsPlugin, type RemoteBuilds } from './remote-builds';
import { spreadPreloadPlugin } from './spread-preload-plugin';

/** A remote built against a contract this shell does not provide: it is never mounted. */
export class AreaContractError extends Error {
  override name = 'AreaContractError';
}

/**
 * How the shell loads its areas' code, for one page: made once at start-up (main.tsx) with the
 * remote map of /remotes.json, and handed to the outlets and the links that prefetch.
 */
export interface AreaLoader {
  /**
   * Loads an area's `./area` module; calls while a load is under way share it, so start-up can
   * begin the first page's before React renders its outlet. `fresh` registers the remote again
   * (MF caches manifests and entries per remote), so Retry loads without a page reload.
   */
  load(area: AreaName, options?: { fresh?: boolean }): Promise<AreaLifecycles>;
  /** Starts loading the area of a path (the first page's, at start-up); errors surface in its outlet. */
  loadPath(pathname: string): void;
  /** Downloads an area's entry and code without running them (a link hovered, focused or touched). */
  prefetch(area: AreaName): void;
  /**
   * A mounted area failed (AreaProps.recover): a page whose chunk a redeploy removed, or one dropped
   * on a bad line. True: mount it again (its current build, registered afresh); false: its fallback
   * (offline, the manifest unreachable, or too many recoveries).
   */
  recover(area: AreaName, failedBuild: string, now?: number): Promise<boolean>;
  /**
   * A parent's Retry on the fallback. True: load again in place (from the retry copy, whose URLs
   * have not failed); false: the copy was tried, only a page load fetches the files again.
   */
  retry(area: AreaName): boolean;
}

export interface AreaLoaderOptions {
  /** Reads remotes.json again (overrides applied): a deploy may have moved a remote to a new build folder. */
  reread?: () => Promise<RemoteMap>;
  /** What the manifests this page fetched said (tests give their own). */
  builds?: RemoteBuilds;
}

// remotes.json names the site's own remotes by path (/apps/<app>/<build>/mf-manifest.json).
const absolute = (map: RemoteMap): RemoteMap =>
  Object.fromEntries(Object.entries(map).map(([name, url]) => [name, new URL(url, globalThis.location?.href).href]));

function isLifecycles(value: unknown): value is AreaLifecycles {
  const mod = value as Partial<AreaLifecycles> | null;
  return typeof mod?.bootstrap === 'function' && typeof mod.mount === 'function' && typeof mod.unmount === 'function';
}

const offline = () => globalThis.navigator?.onLine === false;

/** Pause before loading again after a failure: a dropped request on a bad line often passes next time. */
const RECOVERY_BACKOFF_MS = 500;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Registers the remote map and the shell's runtime plugins; beside its state machine it keeps the loads under way. */
export function createAreaLoader(
  map: RemoteMap,
  { reread, builds = remoteBuildsPlugin() }: AreaLoaderOptions = {},
): AreaLoader {
  let state = initialLoaderState(absolute(map), Date.now());
  const step = (event: LoaderEvent) => void (state = loaderReducer(state, event));
  const rereadMap = reread ?? (async () => state.remotes);
  const inFlight = new Map<AreaName, Promise<AreaLifecycles>>();

  registerPlugins([builds, spreadPreloadPlugin((url) => !!builds.known(url))]);
  /** What the runtime has registered for each remote: MF keeps the manifest and entry it had. */
  const registered = new Map(Object.entries(state.remotes));
  registerRemotes([...registered].map(([name, entry]) => ({ name, entry })));

  const where = (area: AreaName) => {
    const found = entryOf(state, area);
    if (!found) throw new Error(`remotes.json has no entry for the remote of ${area}`);
    return found;
  };

  /** Where `area` loads from now, registered with the runtime there if it moved, or again when `fresh`. */
  function register(area: AreaName, fresh = false) {
    const found = where(area);
    if (fresh || registered.get(found.remote) !== found.entry) {
      registerRemotes([{ name: found.remote, entry: found.entry }], { force: true });
      registered.set(found.remote, found.entry);
    }
    return found;
  }

  /** Reads remotes.json again (see `reread`); resolves whether `area`'s remote moved. */
  async function rereadRemote(area: AreaName): Promise<boolean> {
    const before = entryOf(state, area)?.manifest;
    step({ type: 'map-read', remotes: absolute(await rereadMap()), at: Date.now(), area });
    return entryOf(state, area)?.manifest !== before;
  }

  /** On an old page, reads remotes.json again before opening an area not loaded yet. */
  async function catchUp(area: AreaName) {
    if (!mapIsFresh(state, area, Date.now())) await rereadRemote(area).catch(() => false);
  }

  async function loadOnce(area: AreaName, fresh: boolean): Promise<AreaLifecycles> {
    const { remote, entry } = register(area, fresh);
    const mod = await loadRemote<unknown>(`${remote}/area`);
    const contract = builds.known(entry)?.contract;
    if (!isCompatibleContract(AREA_CONTRACT_VERSION, contract)) {
      throw new AreaContractError(
        `${remote} was built against the area contract ${contract ?? '(none stated)'}, which this shell ` +
          `(contract ${AREA_CONTRACT_VERSION}) cannot mount: rebuild it against @school/shared ${AREA_CONTRACT_VERSION}`,
      );
    }
    if (!isLifecycles(mod)) throw new Error(`${remote}/area does not export parcel lifecycles`);
    step({ type: 'opened', area });
    const { bootstrap, mount, unmount, update } = mod;
    return { bootstrap, mount, unmount, update } as AreaLifecycles;
  }

  /** After a failure: the pause (RECOVERY_BACKOFF_MS), then remotes.json read again. */
  async function pauseAndReread(area: AreaName) {
    await pause(RECOVERY_BACKOFF_MS);
    await rereadRemote(area);
  }

  /**
   * The step every recovery shares, for `failed`, the build that failed with `cause`, once
   * remotes.json is read again: fetches the remote's manifest again and logs the build it names
   * now. Resolves whether that is another build, which the area then loads from its own folder;
   * else the caller chooses how to load the same build again.
   */
  async function rereadBuild(area: AreaName, failed: string | undefined, cause: unknown) {
    const now = (await builds.fetchCurrent(where(area).manifest)).buildId;
    const why = cause instanceof Error ? cause.message : String(cause);
    if (now === failed) {
      console.info(`[shell] ${area}: build ${now ?? 'unknown'} failed to load (${why}); loading it again`);
      return false;
    }
    console.info(
      `[shell] ${area}: build ${failed ?? 'unknown'} was replaced by ${now ?? 'unknown'}; loading the new build (${why})`,
    );
    step({ type: 'new-build', area });
    return true;
  }

  /** Moves the area to its build's retry copy; false when it was there already. */
  function toRetryCopy(area: AreaName, event: LoaderEvent) {
    const already = areaState(state, area).onRetryCopy;
    step(event);
    return !already;
  }

  /**
   * One load of the area's code. After a failure past the manifest (a hashed file gone because the
   * remote's build was pruned, or dropped on the way) it loads the build remotes.json and the
   * manifest name now, once, from its folder (rereadBuild). A manifest that never answered is not
   * retried again (the plugin did) unless remotes.json now names another folder: the fallback
   * shows within its budget. Offline, nothing is retried.
   */
  async function loadNow(area: AreaName, fresh: boolean): Promise<AreaLifecycles> {
    try {
      await catchUp(area);
      return await loadOnce(area, fresh);
    } catch (error) {
      if (error instanceof AreaContractError || offline()) throw error;
      const failed = builds.known(where(area).entry);
      if (failed) await pauseAndReread(area);
      else if (!(await rereadRemote(area).catch(() => false))) throw error;
      await rereadBuild(area, failed?.buildId, error);
      return loadOnce(area, true);
    }
  }

  const loader: AreaLoader = {
    load(area, { fresh = false } = {}) {
      const pending = fresh ? undefined : inFlight.get(area);
      if (pending) return pending;
      const load: Promise<AreaLifecycles> = loadNow(area, fresh).finally(() => {
        if (inFlight.get(area) === load) inFlight.delete(area);
      });
      inFlight.set(area, load);
      return load;
    },
    loadPath(pathname) {
      const route = findRoute(pathname);
      if (route) loader.load(route.area).catch(() => {});
    },
    prefetch(area) {
      if (areaState(state, area).prefetched || !entryOf(state, area)) return;
      step({ type: 'prefetch-started', area });
      const preload = () => preloadRemote([{ nameOrAlias: register(area).remote, exposes: ['./area'] }]);
      const done = mapIsFresh(state, area, Date.now()) ? preload() : catchUp(area).then(preload);
      done.catch(() => step({ type: 'prefetch-failed', area }));
    },
    async recover(area, failedBuild, now = Date.now()) {
      if (!mayRecover(state, area, now) || offline()) return false;
      step({ type: 'recovery-started', area, at: now });
      try {
        await pauseAndReread(area);
        if (await rereadBuild(area, failedBuild, 'its code failed')) return true;
        return toRetryCopy(area, { type: 'retry-copy', area });
      } catch (error) {
        console.error(`[shell] ${area}: its manifest could not be fetched again`, error);
        return false;
      }
    },
    retry(area) {
      return toRetryCopy(area, { type: 'retry-pressed', area });
    },
  };
  return loader;
}
