/**
 * A kept page shown with the line down or stalled comes whole from the worker: the page's HTML
 * with its kept fragment already in the slot, as the early script would have put it there
 * (show-fragment.ts), so the content is painted with the HTML, as a static page's is, instead of
 * one more round trip through the worker later. Pure, tested in kept-page.test.ts.
 */
import { fragmentBuildOf, REMOTE_BASE_TOKEN } from '@school/shared/fragment';
import { BUILD_PLACEHOLDER, EMPTY_SLOT, type LiveCopy } from '../fragment/slot';

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The live copy an unfilled slot of the page names, or null. */
export function liveCopyOf(html: string): LiveCopy | null {
  const slot = EMPTY_SLOT.exec(html)?.[1];
  const url = slot && attribute(slot, 'data-live');
  const buildDir = slot && attribute(slot, 'data-live-build-dir');
  return url && buildDir ? { url, buildDir } : null;
}

/**
 * The page with `fragment` in its slot, its asset URLs resolved against the folder of the build it
 * is stamped with; the page unchanged when the fragment has no build stamp (a moved remote's notice).
 */
export function withKeptFragment(html: string, fragment: string, origin: string): string {
  const live = liveCopyOf(html);
  const build = fragmentBuildOf(fragment);
  if (!live || !build) return html;
  const buildDir = new URL(live.buildDir.replace(BUILD_PLACEHOLDER, build), origin).href;
  const content = fragment.replaceAll(REMOTE_BASE_TOKEN, buildDir);
  return html.replace(EMPTY_SLOT, (_, open: string, close: string) => `${open}${content}${close}`);
}
