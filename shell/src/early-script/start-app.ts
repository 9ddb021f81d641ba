import { CONTENT_AT_ATTR } from '@school/shared/fragment';
import { appendOnePerTask } from './append-one-per-task';

/**
 * The shell's code starts after the page's content: the early script waits until the browser has
 * painted the route's content, which came with the HTML, and only then adds the shell's module
 * script and its module preloads (which the build took out of the HTML and handed to the early
 * script). So on a slow line the words never share the connection with ~150 KB of code, and on a
 * slow phone they are on screen before that code is parsed and run.
 */

/**
 * The longest the shell's code waits for the content's paint before it starts regardless (content
 * no larger than the header makes no paint entry of its own; a slow line may hold the page's end).
 * Short enough that a remote that does not answer still ends at its fallback within 10 s: the shell
 * needs up to two 3 s attempts (AREA_LOAD_TIMEOUT_MS) to decide that after it starts.
 */
export const CONTENT_WAIT_MS = 1_500;

const list = (urls = '') => urls.split(' ').filter(Boolean);

/**
 * Adds the elements index.html and Vite had written, one per task, from the URLs the build wrote on
 * the early script's own element: the `entry`, and, fetched alongside it, what it `fetch`es first
 * (/config.json, /remotes.json) and the modules it imports (`preload`). `onFailed` if the entry
 * cannot load.
 */
export function startApp(
  { entry = '', preload, fetch }: DOMStringMap,
  doc: Document = document,
  onFailed: () => void = () => {},
): void {
  const link = (properties: Partial<HTMLLinkElement>) => () => Object.assign(doc.createElement('link'), properties);
  const script = () => {
    const element = Object.assign(doc.createElement('script'), { type: 'module', crossOrigin: '', src: entry });
    element.addEventListener('error', onFailed, { once: true });
    return element;
  };
  appendOnePerTask(doc.head, [
    ...list(fetch).map((href) => link({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href })),
    script,
    ...list(preload).map((href) => link({ rel: 'modulepreload', crossOrigin: '', href })),
  ]);
}

/**
 * Calls `start` once: when the browser has painted something inside `shown`'s element (at or after
 * the time its CONTENT_AT_ATTR names, if it has one: Home's spinner stage counts once its content
 * has shown), at once without one, or after CONTENT_WAIT_MS. The paint may
 * have come before the call: the entries are buffered. Chromium reports that paint as a
 * largest-contentful-paint entry, after the frame is on screen; a frame's callbacks run before it
 * is, and measured, code started from them was often requested before the content was painted.
 * The entry must name an element of the content: the header's first paint can be presented after
 * the fragment came but without it (its frame was drawn before), and code started then raced the
 * words. (Measured on /academics: Lighthouse then counted the code's first requests in the LCP,
 * 1.45x and 1.9x the static floor in 2 runs of 6; waiting for the content's own entry, 1.2x in
 * every run.) Without that entry type (Safari, Firefox), the next frame stands in for it.
 */
export function startAfterContent(shown: Promise<Element | null>, start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, CONTENT_WAIT_MS);
  const afterPaint = (content: Element | null) => {
    if (!content) return once();
    if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
      requestAnimationFrame(() => setTimeout(once, 0));
      return;
    }
    const since = Number(content.querySelector(`[${CONTENT_AT_ATTR}]`)?.getAttribute(CONTENT_AT_ATTR)) || 0;
    new PerformanceObserver((list, observer) => {
      const painted = (list.getEntries() as LargestContentfulPaint[]).some(
        (entry) => entry.startTime >= since && entry.element !== null && content.contains(entry.element),
      );
      if (!painted) return;
      observer.disconnect();
      once();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  };
  void shown.then(afterPaint, once);
}
