/** Pages of their own (own-pages.js). */

/** One page of its own, as a remote's PAGES_LIST names it. */
export interface OwnPage {
  path: string;
  title: string;
  description: string;
}
export const PAGES_LIST: string;
export function ownPageFragmentFile(path: string): string;
export const OWN_PAGE_PATH: RegExp;
export const OWN_PAGE_TEMPLATE: string;
export const OWN_FILES_DIR: string;
export const OWN_FILE_PATH: RegExp;
export function ownFileOf(path: string): string;
export function ownFileServedAt(file: string): string | null;
