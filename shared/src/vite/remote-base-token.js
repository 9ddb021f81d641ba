/**
 * Stands for the remote's base URL (the folder of its mf-manifest.json) in a fragment's URLs: the
 * build writes it, whoever shows the fragment replaces it. Plain JS with no imports, so that the
 * deploy scripts can read it too; REMOTE_BASE_TOKEN in @school/shared/fragment is the same string
 * (fragment-token.test.ts).
 */
export const REMOTE_BASE_TOKEN = '__REMOTE_BASE__/';
