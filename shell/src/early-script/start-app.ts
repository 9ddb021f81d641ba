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

export interface AppScripts {
  entry: string;
  /** Module URLs the entry imports, fetched alongside it. */
  preload: string[];
  /** What the code fetches first (/config.json, /remotes.json), fetched alongside it too. */
  fetches: string[];
}

const list = (urls = '') => urls.split(' ').filter(Boolean);

/** Reads the URLs the build wrote on the early script's own element. */
export function appScriptsOf(script: HTMLOrSVGScriptElement | null): AppScripts | null {
  const { entry, preload, fetch } = (script as HTMLScriptElement | null)?.dataset ?? {};
  return entry ? { entry, preload: list(preload), fetches: list(fetch) } : null;
}

/** Adds the elements index.html and Vite had written, one per task; `onFailed` if the entry cannot load. */
export function startApp(
  { entry, preload, fetches }: AppScripts,
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
    ...fetches.map((href) => link({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href })),
    script,
    ...preload.map((href) => link({ rel: 'modulepreload', crossOrigin: '', href })),
  ]);
}

/**
 * Calls `done` once the browser has painted something inside `content` at or after `since` (a
 * performance.now() time; the paint may have come before the call: the entries are buffered). Chromium reports that paint as a largest-contentful-paint entry, after
 * the frame is on screen; a frame's callbacks run before it is, and measured, code started from
 * them was often requested before the content was painted. The entry must name an element of
 * `content`: the header's first paint can be presented after the fragment came but without it
 * (its frame was drawn before), and code started then raced the words. (Measured on /academics:
 * Lighthouse then counted the code's first requests in the LCP, 1.45x and 1.9x the static floor
 * in 2 runs of 6; waiting for the content's own entry, 1.2x in every run.) Without that entry
 * type (Safari, Firefox), the next frame stands in for it.
 */
export function afterPaint(content: Element, since: number, done: () => void): void {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    requestAnimationFrame(() => setTimeout(done, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    const painted = (list.getEntries() as LargestContentfulPaint[]).some(
      (entry) => entry.startTime >= since && entry.element !== null && content.contains(entry.element),
    );
    if (!painted) return;
    observer.disconnect();
    done();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Calls `start` once: when `shown`'s element has been painted, at once without one, or after
 * CONTENT_WAIT_MS. Content that shows only at a set time (`contentAt`, ms since the page began:
 * Home's spinner stage) counts as painted once it has shown.
 */
export function startAfterContent(
  shown: Promise<Element | null>,
  start: () => void,
  contentAt: () => number = () => 0,
): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  setTimeout(once, CONTENT_WAIT_MS);
  void shown.then((content) => (content ? afterPaint(content, contentAt(), once) : once()), once);
}
