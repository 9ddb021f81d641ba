import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { AreaLifecycles } from '@school/shared/area';
import type { AreaName } from '@school/shared/area';
import type { RemoteMap } from '../config/load-config';
import { AREA_REMOTES, findRoute } from '../routes';
import { timeoutRetryPlugin } from './timeout-retry-plugin';

let remoteMap: RemoteMap = {};

/** Registers the runtime remote map (from /remotes.json) with the MF runtime, once at start. */
export function registerAreaRemotes(map: RemoteMap): void {
  remoteMap = map;
  registerPlugins([timeoutRetryPlugin()]);
  registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
}

export class AreaLoadError extends Error {
  override name = 'AreaLoadError';
}

function isLifecycles(value: unknown): value is AreaLifecycles {
  const mod = value as Partial<AreaLifecycles> | null;
  return typeof mod?.bootstrap === 'function' && typeof mod.mount === 'function' && typeof mod.unmount === 'function';
}

const inFlight = new Map<AreaName, Promise<AreaLifecycles>>();

/**
 * Loads an area's `./area` module. `fresh` forgets an earlier failed attempt (MF caches
 * manifests and entries per remote), so Retry loads again without a page reload. Calls while
 * a load is under way share it, so the shell can start the current area's load as soon as the
 * remote map is known, before React has rendered the outlet that asks for it.
 */
export function loadArea(area: AreaName, { fresh = false } = {}): Promise<AreaLifecycles> {
  const pending = fresh ? undefined : inFlight.get(area);
  if (pending) return pending;
  const load = loadAreaNow(area, fresh);
  inFlight.set(area, load);
  const settle = () => {
    if (inFlight.get(area) === load) inFlight.delete(area);
  };
  load.then(settle, settle);
  return load;
}

/** Starts loading the area of a path (the first page's, at start-up); errors surface in its outlet. */
export function startLoadingPath(pathname: string): void {
  const route = findRoute(pathname);
  if (route) loadArea(route.area).catch(() => {});
}

const prefetched = new Set<AreaName>();

/**
 * Downloads an area's remote entry and own code without running them, when a link to it is
 * hovered, focused or touched: the click that follows then costs no round trips.
 */
export function prefetchArea(area: AreaName): void {
  const remote = AREA_REMOTES[area];
  if (prefetched.has(area) || !remoteMap[remote]) return;
  prefetched.add(area);
  preloadRemote([{ nameOrAlias: remote, exposes: ['./area'] }]).catch(() => prefetched.delete(area));
}

async function loadAreaNow(area: AreaName, fresh: boolean): Promise<AreaLifecycles> {
  const remote = AREA_REMOTES[area];
  const entry = remoteMap[remote];
  if (!entry) throw new AreaLoadError(`remotes.json has no entry for ${remote}`);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const mod = await loadRemote<unknown>(`${remote}/area`);
  if (!isLifecycles(mod)) throw new AreaLoadError(`${remote}/area does not export parcel lifecycles`);
  const { bootstrap, mount, unmount, update } = mod;
  return { bootstrap, mount, unmount, update } as AreaLifecycles;
}
