import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { AreaLifecycles } from '@school/shared/area';
import type { AreaName } from '@school/shared/area';
import type { RemoteMap } from '../config/load-config';
import { AREA_REMOTES } from '../routes';
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

/**
 * Loads an area's `./area` module. `fresh` forgets an earlier failed attempt (MF caches
 * manifests and entries per remote), so Retry loads again without a page reload.
 */
export async function loadArea(area: AreaName, { fresh = false } = {}): Promise<AreaLifecycles> {
  const remote = AREA_REMOTES[area];
  const entry = remoteMap[remote];
  if (!entry) throw new AreaLoadError(`remotes.json has no entry for ${remote}`);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const mod = await loadRemote<unknown>(`${remote}/area`);
  if (!isLifecycles(mod)) throw new AreaLoadError(`${remote}/area does not export parcel lifecycles`);
  const { bootstrap, mount, unmount, update } = mod;
  return { bootstrap, mount, unmount, update } as AreaLifecycles;
}
