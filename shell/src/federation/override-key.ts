/**
 * A developer's overrides: remote name -> the mf-manifest.json of their dev or preview server. Only
 * this browser's storage sets one, never a link or the page, and only an environment whose
 * config.json says "remoteOverrides": true applies it (remote-overrides.ts, loaded if one is kept).
 */
export const OVERRIDES_KEY = 'school:remote-overrides';

/** Whether this browser keeps any remote override (storage can throw: then none). */
export function hasStoredOverrides(): boolean {
  try {
    return Boolean(localStorage.getItem(OVERRIDES_KEY));
  } catch {
    return false;
  }
}
