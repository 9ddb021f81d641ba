// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { shellContractJson } from './pages-plugin';

describe('the shell contract its build publishes', () => {
  it('states the area contract version and every route’s area', () => {
    expect(JSON.parse(shellContractJson())).toEqual({
      contract: '2.0.0',
      routes: [
        { path: '/', area: 'home-about' },
        { path: '/about', area: 'home-about' },
        { path: '/admissions', area: 'admissions' },
        { path: '/academics', area: 'home-about' },
        { path: '/news-events', area: 'news' },
        { path: '/newsletter', area: 'contact-newsletter' },
        { path: '/jobs', area: 'careers' },
        { path: '/contact', area: 'contact-newsletter' },
      ],
    });
  });
});
