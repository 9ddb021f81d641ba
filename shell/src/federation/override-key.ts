/**
 * A developer's overrides: remote name -> the mf-manifest.json of their dev or preview server. Only
 * this browser's storage sets one, never a link or the page, and only an environment whose
 * config.json says "remoteOverrides": true reads it (remote-overrides.ts, loaded only then).
 */
export const OVERRIDES_KEY = 'school:remote-overrides';

/** Whether this browser keeps any remote override (storage can throw: then none). */
export function hasStoredOverrides(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): boolean {
  try {
    return Boolean(storage?.getItem(OVERRIDES_KEY));
  } catch {
    return false;
  }
}
