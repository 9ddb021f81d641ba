/**
 * Names that a remote's build writes and that others read: the shell at run time, the deploy and
 * the bench. Plain JS with no imports, so that Node scripts and the apps' code share one copy.
 */

/**
 * Stands for the remote's base URL (the folder of its mf-manifest.json) in a fragment's URLs: the
 * build writes it, whoever shows the fragment replaces it.
 */
export const REMOTE_BASE_TOKEN = '__REMOTE_BASE__/';

/** The folder inside a remote's build that holds its retry copy (retryCopy in shared/src/vite). */
export const RETRY_COPY_DIR = 'retry';
