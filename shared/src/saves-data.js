/**
 * Data saver's mark. Plain JS with no imports: the shell's build writes SAVES_DATA_SCRIPT into
 * every page's <head>, pages with no code among them, and scripts/csp.mjs allows it by its hash.
 */

/**
 * On `<html>` when the parent's browser asks to save data (Save-Data,
 * `navigator.connection.saveData`) or rates the connection 2g or slower. The early script then
 * downloads no code until the page is used (shell/src/early-script/data-saver.ts), and a
 * fragment's CSS gives each story's photo no box, so the browser never fetches it (every photo is
 * lazy), and shows a "Show photo" control that reveals it with no code (story-photo.tsx).
 */
export const SAVES_DATA_ATTR = 'data-saves-data';

/**
 * The inline script that sets SAVES_DATA_ATTR, first in <head>, before the body is parsed. It is
 * the one test of data saver: the early script reads the mark.
 */
export const SAVES_DATA_SCRIPT =
  'var c=navigator.connection;' +
  'if(c&&(c.saveData===true||c.effectiveType==="2g"||c.effectiveType==="slow-2g"))' +
  `document.documentElement.setAttribute("${SAVES_DATA_ATTR}","")`;
