/** How a page gets its content and the fragment slot's protocol (page-composition.js). */
export const FRAGMENT_SLOT_ID: string;
export const SLOT_ATTRS: { remote: string; path: string; live: string; liveBuildDir: string };
export const BUILD_PLACEHOLDER: string;
export const SHOWN_EVENT: string;
export const HELD_EVENT: string;
export const HELD_CONTROL: string;
export const RELEASE_EVENT: string;
export const GIVE_UP_EVENT: string;
export const KEPT_USER_ATTR: string;

export interface LiveCopy {
  /** The live copy of the route's fragment. */
  url: string;
  /** The folder of a build of the route's remote, BUILD_PLACEHOLDER standing for its id. */
  buildDir: string;
}
/** What a slot says. */
export interface FragmentSlot {
  remote: string;
  path: string;
  live: LiveCopy | null;
}

export function fragmentSlotHtml(remote: string, path: string, live: LiveCopy): string;
export function readSlot(attribute: (name: string) => string | null): FragmentSlot | null;
export const EMPTY_SLOT: RegExp;
export function livePreloadHtml(url: string): string;
export const LIVE_PRELOAD: RegExp;
export function fragmentBuildOf(html: string): string | null;
export function liveCopyOf(page: string): LiveCopy | null;
export function composePage(page: string, fragment: string | null): string;
export function placeFragment(fragment: string, buildDir: string): string;
