import { describe, expect, it } from 'vitest';
import { fragmentBuildOf, fragmentFile, fragmentOpenTag } from './fragment';

describe('the fragment contract', () => {
  it('reads back the build stamp its opening tag was written with', () => {
    const html = `${fragmentOpenTag({ area: 'careers', build: '20261124T190338Z-eda3', path: '/jobs' })}<div data-area-root></div></div>`;
    expect(fragmentBuildOf(html)).toBe('20261124T190338Z-eda3');
  });

  it('finds no build in HTML that is not a stamped fragment (a 404 page, a fragment of old)', () => {
    expect(fragmentBuildOf('<!doctype html><html><body>Not Found</body></html>')).toBeNull();
    expect(fragmentBuildOf('<div data-area-fragment="careers" data-path="/jobs"></div>')).toBeNull();
    expect(fragmentBuildOf('<div data-area-fragment="careers" data-build="../x" data-path="/jobs"></div>')).toBeNull();
  });

  it('names a route’s fragment file', () => {
    expect(fragmentFile('/')).toBe('fragments/index.html');
    expect(fragmentFile('/news-events')).toBe('fragments/news-events.html');
  });
});
