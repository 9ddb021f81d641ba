/**
 * The shell's start set: the files a page loads to start its code, which the build hands to the
 * early script on its own element (page-html.ts pageTemplate), read back by the service worker's
 * build for its precache (service-worker-plugin.ts).
 */
import { load } from 'cheerio';

/** The early script's element, inline at the end of <head>. */
export const EARLY_SCRIPT = 'script[data-entry]';

/** The entry, then its module preloads, from a page's early script, without their leading slash. */
export function startSetOf(html: string): string[] {
  const early = load(html)(EARLY_SCRIPT);
  const entry = early.attr('data-entry');
  if (!entry) throw new Error('the built index.html has no early script to read the start set from');
  return [entry, ...(early.attr('data-preload') ?? '').split(' ').filter(Boolean)].map((url) => url.replace(/^\//, ''));
}
