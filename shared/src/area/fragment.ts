/**
 * The contract between a remote's prerendered HTML (its "fragment", written at the remote's
 * build), the shell that shows it before any area code runs, and the area code that hydrates
 * it. See docs/architecture.md#loading-and-hydration.
 *
 *   <div data-area-fragment="careers" data-build="<build id>" data-path="/jobs">
 *     <style data-emotion="css …">…</style>          (Emotion's own cache takes these over)
 *     <div data-area-root>…what the area renders…</div> (the element the area code hydrates)
 *   </div>
 */
import { escapeHtml } from '../page-composition.js';
import type { AreaName } from './types';

export const FRAGMENT_ATTR = 'data-area-fragment';
export const FRAGMENT_ROOT_ATTR = 'data-area-root';

/**
 * On the shell's slot: how long the page had been loading when the fragment entered it ("900ms"),
 * so that CSS timings inside count from the page's start rather than from their element's insertion.
 */
export const PAGE_ELAPSED_VAR = '--page-elapsed';

/**
 * On an element of a fragment whose content shows only at a set time after the page began to
 * load (Home's spinner stage): that time in ms. The shell's code starts after that content is
 * painted, so the switch happens on time and the code does not load for a page that is waiting.
 */
export const CONTENT_AT_ATTR = 'data-content-at';

/**
 * On a block that costs a phone far more to lay out than its size suggests (the Arabic recitations:
 * 40-180 ms each at the bench's CPU slowdown): the shell lays it out apart from its section, only as
 * it nears the screen, never while the code starts (docs/architecture.md#loading-and-hydration).
 */
export const LAY_OUT_APART_ATTR = 'data-lay-out-apart';

export function stampPageElapsed(element: HTMLElement, now = performance.now()): void {
  element.style.setProperty(PAGE_ELAPSED_VAR, `${Math.round(now)}ms`);
}

/** React's useId prefix for the area: several roots on one page, the same on server and client. */
export function areaIdPrefix(area: AreaName): string {
  return `${area}-`;
}

export interface FragmentStamp {
  area: AreaName;
  build: string;
  path: string;
}

/** Opens the fragment's wrapper; the wrapper itself is never hydrated. */
export function fragmentOpenTag({ area, build, path }: FragmentStamp): string {
  return `<div ${FRAGMENT_ATTR}="${escapeHtml(area)}" data-build="${escapeHtml(build)}" data-path="${escapeHtml(path)}">`;
}

/** The fragment inside `host` that `area`'s code built as `build` can hydrate for `path`, if any. */
export function findHydratableRoot(host: HTMLElement, { area, build, path }: FragmentStamp): HTMLElement | null {
  const fragment = host.querySelector<HTMLElement>(`[${FRAGMENT_ATTR}="${area}"]`);
  if (!fragment || fragment.dataset.build !== build || fragment.dataset.path !== path) return null;
  return fragment.querySelector<HTMLElement>(`:scope > [${FRAGMENT_ROOT_ATTR}]`);
}
