import type { RemoteMap } from '../config/load-config';

/**
 * A developer's overrides: remote name -> the mf-manifest.json of their dev or preview server. Only
 * this browser's storage sets one, never a link or the page, and only an environment whose
 * config.json says "remoteOverrides": true applies it.
 */
export const OVERRIDES_KEY = 'school:remote-overrides';

/** What this browser stores under the key: nothing where storage throws or holds no object. */
function storedOverrides(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OVERRIDES_KEY) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function isManifestUrl(url: unknown): url is string {
  try {
    return typeof url === 'string' && ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Applies the stored overrides to the environment's remote map when the environment allows them:
 * the map the shell uses (`remotes`) and the overrides in force (`active`, named by the page's
 * badge, layout/override-badge.tsx). Only remotes the map already names can be overridden, each
 * with an absolute http(s) URL.
 */
export function applyOverrides(remotes: RemoteMap, allowed: boolean): { remotes: RemoteMap; active: RemoteMap } {
  const stored = storedOverrides();
  if (Object.keys(stored).length === 0) return { remotes, active: {} };
  if (!allowed) {
    console.warn(`[shell] ${OVERRIDES_KEY} is ignored: this environment does not allow remote overrides`);
    return { remotes, active: {} };
  }
  const active: RemoteMap = {};
  for (const [name, url] of Object.entries(stored)) {
    if (name in remotes && isManifestUrl(url)) active[name] = url;
    else console.warn(`[shell] ${OVERRIDES_KEY}: ignored ${name} (not a remote of this site, or not an http(s) URL)`);
  }
  return { remotes: { ...remotes, ...active }, active };
}
