// Names that a build writes and that others read: the shell at run time, the deploy and the
// bench. Plain JS with no imports, so that Node scripts and the apps' code share one copy.

/**
 * The one token scheme: what a build writes where a value is known only at a deploy, which fills
 * each in once, HTML-escaped (fillTokens in scripts/release/compose.mjs). remoteBase starts each
 * asset URL of a remote's fragment (for the folder of the build it is served from); the others are
 * the page's path, title and description in the head of the shell's template of pages of their own.
 */
export const TOKENS = {
  remoteBase: '__REMOTE_BASE__/',
  pagePath: '/__PAGE_PATH__',
  pageTitle: '__PAGE_TITLE__',
  pageDescription: '__PAGE_DESCRIPTION__',
};

/** The folder inside a remote's build that holds its retry copy (retryCopy in shared/src/vite). */
export const RETRY_COPY_DIR = 'retry';
