import { describe, expect, it } from 'vitest';
import { fragmentFile } from '../site-layout.js';
import { fragmentOpenTag } from './fragment';

describe('the fragment contract', () => {
  it('opens its wrapper with its area, build and path, escaped, as the deploy and the contract gate read them', () => {
    expect(fragmentOpenTag({ area: 'careers', build: '20261124T190338Z-eda3', path: '/jobs' })).toBe(
      '<div data-area-fragment="careers" data-build="20261124T190338Z-eda3" data-path="/jobs">',
    );
    expect(fragmentOpenTag({ area: 'careers', build: 'b"&', path: '/jobs' })).toContain('data-build="b&quot;&amp;"');
  });

  it('names a route’s fragment file', () => {
    expect(fragmentFile('/')).toBe('fragments/index.html');
    expect(fragmentFile('/news-events')).toBe('fragments/news-events.html');
  });
});
