// The page side runs in a window (workbox-window reads `self` as it loads): the suite's DOM.
import { SERVICE_WORKER_FILE } from '@school/shared/site-layout';
import { describe, expect, it, vi } from 'vitest';
import { loadedUrls } from './register-service-worker';

const ORIGIN = 'https://school.example';

/** The little of a window loadedUrls reads: its address and the Resource Timing entries. */
function fakeWindow(href: string, resources: string[]) {
  const getEntriesByType = vi.fn((type: string) => (type === 'resource' ? resources.map((name) => ({ name })) : []));
  const win = { location: { href, origin: new URL(href).origin }, performance: { getEntriesByType } };
  return { win: win as unknown as Window, getEntriesByType };
}

describe('loadedUrls', () => {
  it('is the page and the same-origin files it loaded, in the order loaded, each once', () => {
    const { win, getEntriesByType } = fakeWindow(`${ORIGIN}/jobs`, [
      `${ORIGIN}/assets/index-Ab12.js`,
      'https://fonts.example/inter.woff2',
      `${ORIGIN}/config.json`,
      `${ORIGIN}/assets/index-Ab12.js`,
      'https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=abc',
      `${ORIGIN}/apps/careers/b7/assets/area-Zz.js`,
      `${ORIGIN}/jobs`,
      `http://school.example/logo.svg`,
    ]);
    expect(loadedUrls(win)).toEqual([
      `${ORIGIN}/jobs`,
      `${ORIGIN}/assets/index-Ab12.js`,
      `${ORIGIN}/config.json`,
      `${ORIGIN}/apps/careers/b7/assets/area-Zz.js`,
    ]);
    expect(getEntriesByType).toHaveBeenCalledWith('resource');
  });

  it('is the page alone when it has loaded nothing else', () => {
    expect(loadedUrls(fakeWindow(`${ORIGIN}/`, []).win)).toEqual([`${ORIGIN}/`]);
  });

  it('keeps the page with its query', () => {
    const { win } = fakeWindow(`${ORIGIN}/news-events?tab=events`, ['https://cdn.example/x.js']);
    expect(loadedUrls(win)).toEqual([`${ORIGIN}/news-events?tab=events`]);
  });
});

it('registers the worker at /sw.js', () => {
  expect(SERVICE_WORKER_FILE).toBe('/sw.js');
});
