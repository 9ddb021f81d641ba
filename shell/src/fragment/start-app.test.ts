import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appScriptsOf, CONTENT_WAIT_MS, startAfterContent, startApp } from './start-app';

describe('the app scripts handed to the early script', () => {
  it('are read from its data attributes', () => {
    const script = document.createElement('script');
    script.dataset.entry = '/assets/entry.js';
    script.dataset.preload = '/assets/a.js /assets/b.js';
    expect(appScriptsOf(script)).toEqual({ entry: '/assets/entry.js', preload: ['/assets/a.js', '/assets/b.js'] });
    expect(appScriptsOf(document.createElement('script'))).toBeNull();
    expect(appScriptsOf(null)).toBeNull();
  });

  it('start as Vite writes them: module preloads, then the module script', () => {
    // A document of its own, which loads nothing.
    const doc = document.implementation.createHTMLDocument();
    startApp({ entry: '/assets/entry.js', preload: ['/assets/a.js'] }, doc);
    const added = [...doc.head.children];
    expect(
      added.map((el) => [
        el.tagName,
        el.getAttribute('href') ?? el.getAttribute('src'),
        el.getAttribute('crossorigin'),
      ]),
    ).toEqual([
      ['LINK', '/assets/a.js', ''],
      ['SCRIPT', '/assets/entry.js', ''],
    ]);
  });
});

describe('startAfterContent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the code a frame after the content is shown, once', async () => {
    const start = vi.fn();
    let show!: () => void;
    startAfterContent(new Promise<void>((resolve) => (show = resolve)), start);
    await vi.advanceTimersByTimeAsync(1000);
    expect(start).not.toHaveBeenCalled();
    show();
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

  it(`starts the code after ${CONTENT_WAIT_MS} ms when the content hangs`, async () => {
    const start = vi.fn();
    startAfterContent(new Promise(() => {}), start);
    await vi.advanceTimersByTimeAsync(CONTENT_WAIT_MS - 1);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledOnce();
  });
});
