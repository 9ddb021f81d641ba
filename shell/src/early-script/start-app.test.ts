import { CONTENT_AT_ATTR } from '@school/shared/fragment';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_WAIT_MS, startAfterContent, startApp } from './start-app';

describe('the app scripts named on the early script', () => {
  it('start as index.html and Vite wrote them: what the code fetches first and the module script, then the module preloads, one element per task', () => {
    vi.useFakeTimers();
    // A document of its own, which loads nothing.
    const doc = document.implementation.createHTMLDocument();
    const preload = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => `/assets/${name}.js`);
    // As the build wrote them on the early script's own element.
    const script = document.createElement('script');
    Object.assign(script.dataset, { entry: '/assets/entry.js', preload: preload.join(' '), fetch: '/config.json' });
    startApp(script.dataset, doc);
    const added = () =>
      [...doc.head.children].map((el) => [
        el.tagName,
        el.getAttribute('rel'),
        el.getAttribute('as'),
        el.getAttribute('href') ?? el.getAttribute('src'),
        el.getAttribute('crossorigin'),
      ]);
    const modulePreload = (href: string) => ['LINK', 'modulepreload', null, href, ''];
    expect(added()).toEqual([['LINK', 'preload', 'fetch', '/config.json', 'anonymous']]);
    vi.advanceTimersToNextTimer();
    expect(added()).toEqual([
      ['LINK', 'preload', 'fetch', '/config.json', 'anonymous'],
      ['SCRIPT', null, null, '/assets/entry.js', ''],
    ]);
    vi.advanceTimersToNextTimer();
    expect(added().slice(2)).toEqual(preload.slice(0, 1).map(modulePreload));
    vi.runAllTimers();
    expect(added().slice(2)).toEqual(preload.map(modulePreload));
    vi.useRealTimers();
  });
});

it('calls onFailed when the entry cannot be loaded', () => {
  const doc = document.implementation.createHTMLDocument();
  const onFailed = vi.fn();
  startApp({ entry: '/assets/entry.js' }, doc, onFailed);
  doc.head.querySelector('script')!.dispatchEvent(new Event('error'));
  expect(onFailed).toHaveBeenCalledOnce();
});

describe('startAfterContent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the code once the content is shown and painted (here, where no paint is reported, a frame after), once', async () => {
    const start = vi.fn();
    let show!: (shown: Element | null) => void;
    startAfterContent(new Promise<Element | null>((resolve) => (show = resolve)), start);
    await vi.advanceTimersByTimeAsync(CONTENT_WAIT_MS / 2);
    expect(start).not.toHaveBeenCalled();
    show(document.createElement('div'));
    await vi.advanceTimersByTimeAsync(0);
    expect(start).not.toHaveBeenCalled();
    // The next frame (16 ms under fake timers) paints the content; the code starts after it.
    await vi.advanceTimersByTimeAsync(20);
    expect(start).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(CONTENT_WAIT_MS);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts the code at once when the content cannot be shown', async () => {
    const start = vi.fn();
    startAfterContent(Promise.reject(new Error('fragment 404')), start);
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts the code at once when there is no content to show (another page, a kept sign-in)', async () => {
    const start = vi.fn();
    startAfterContent(Promise.resolve(null), start);
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledOnce();
  });

  it(`starts the code after ${CONTENT_WAIT_MS} ms when the content hangs`, async () => {
    const start = vi.fn();
    startAfterContent(new Promise<Element | null>(() => {}), start);
    await vi.advanceTimersByTimeAsync(CONTENT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledOnce();
  });
});

describe("startAfterContent and the content's paint", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A PerformanceObserver that reports largest-contentful-paint entries when told to. */
  function stubPaintObserver() {
    const observers: { callback: PerformanceObserverCallback; disconnect: ReturnType<typeof vi.fn> }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      disconnect = vi.fn();
      constructor(public callback: PerformanceObserverCallback) {
        observers.push(this);
      }
      observe = vi.fn();
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const paint = (startTime: number, element: Element | null) => {
      const list = { getEntries: () => [{ startTime, element }] } as unknown as PerformanceObserverEntryList;
      for (const observer of observers) observer.callback(list, observer as unknown as PerformanceObserver);
    };
    return { observers, paint };
  }

  it('waits for the browser to report a paint of the content after the given time, then stops observing', async () => {
    const { observers, paint } = stubPaintObserver();
    const header = document.createElement('header');
    const content = document.createElement('div');
    const words = content.appendChild(document.createElement('p'));
    const done = vi.fn();
    words.setAttribute(CONTENT_AT_ATTR, '100');
    startAfterContent(Promise.resolve(content), done);
    await Promise.resolve();
    paint(60, words); // before the given time
    // The header's first frame, drawn before the content came but presented after it.
    paint(110, header);
    paint(120, null); // an element no longer in the document
    expect(done).not.toHaveBeenCalled();
    paint(140, words);
    expect(done).toHaveBeenCalledOnce();
    expect(observers[0]!.disconnect).toHaveBeenCalled();
  });

  it("starts the code after content shown at a set time (Home's spinner stage) is painted, not before", async () => {
    const { paint } = stubPaintObserver();
    const start = vi.fn();
    const contentAt = performance.now() + 10_000;
    const content = document.createElement('div');
    content.innerHTML = `<div ${CONTENT_AT_ATTR}="${contentAt}"></div>`;
    startAfterContent(Promise.resolve(content), start);
    await Promise.resolve();
    paint(contentAt - 9_000, content); // the spinner
    expect(start).not.toHaveBeenCalled();
    paint(contentAt + 20, content); // the content, once the stage has switched
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts the code after content painted before the early script read the page (it came with the HTML)', async () => {
    const { paint } = stubPaintObserver();
    const start = vi.fn();
    const content = document.createElement('div');
    const words = content.appendChild(document.createElement('p'));
    const shown = Promise.resolve(content);
    startAfterContent(shown, start);
    await shown;
    await Promise.resolve();
    paint(5, words); // the buffered entry of a paint made while the HTML was parsed
    expect(start).toHaveBeenCalledOnce();
  });

  it('falls back to the next frame where the browser reports no such paint', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['paint'];
        },
      );
      const done = vi.fn();
      startAfterContent(Promise.resolve(document.createElement('div')), done);
      await vi.advanceTimersByTimeAsync(0);
      expect(done).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(20);
      expect(done).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
