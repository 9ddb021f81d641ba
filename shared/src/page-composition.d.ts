/** How a page gets its content (page-composition.js): the slot, its live copy, the composition. */
export const BUILD_PLACEHOLDER: string;
export const EMPTY_SLOT: RegExp;
export const LIVE_PRELOAD: RegExp;
export function fragmentBuildOf(html: string): string | null;
export interface LiveCopy {
  /** The live copy of the route's fragment. */
  url: string;
  /** The folder of a build of the route's remote, BUILD_PLACEHOLDER standing for its id. */
  buildDir: string;
}
export function liveCopyOf(page: string): LiveCopy | null;
export function composePage(page: string, fragment: string | null, environment: Environment): string;
export interface Environment {
  formEndpoint: string;
  origin: string;
}
export function fillEnvironment(html: string, environment: Environment): string;
