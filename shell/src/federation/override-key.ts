/**
 * Where a developer keeps their overrides: remote name -> URL of the mf-manifest.json of their
 * own dev or preview server. Only this browser's storage can set one, never a link or the page's
 * content, and only an environment whose config.json says "remoteOverrides": true reads it
 * (remote-overrides.ts, which the shell loads only when something is stored here).
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
