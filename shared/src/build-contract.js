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

/**
 * Stand for the deploy environment's values in a fragment: the form service's address
 * (config.json's formEndpoint, a form's `action`) and the site's origin (site.json's origin, in a
 * form's result pages). The build writes them; every deploy fills them into the pages it writes
 * (fillEnvironment in page-composition.js), and the early script into a fragment it fetches.
 */
export const FORM_ENDPOINT_TOKEN = '__FORM_ENDPOINT__';
export const SITE_ORIGIN_TOKEN = '__SITE_ORIGIN__';
