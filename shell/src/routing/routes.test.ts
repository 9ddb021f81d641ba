import { describe, expect, it } from 'vitest';
import { AREA_REMOTES, ROUTES, findRoute } from './routes';

describe('route table', () => {
  it('lists the eight routes of the spec', () => {
    expect(ROUTES.map((r) => r.path)).toEqual([
      '/',
      '/about',
      '/admissions',
      '/academics',
      '/news-events',
      '/newsletter',
      '/jobs',
      '/contact',
    ]);
  });

  it('gives each route a distinct title and a description of useful length', () => {
    expect(new Set(ROUTES.map((r) => r.title)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.description.length).toBeGreaterThanOrEqual(50);
      expect(route.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('maps each route to the area that owns it', () => {
    const owner = Object.fromEntries(ROUTES.map((r) => [r.path, r.area]));
    expect(owner).toEqual({
      '/': 'home-about',
      '/about': 'home-about',
      '/academics': 'home-about',
      '/admissions': 'admissions',
      '/news-events': 'news',
      '/jobs': 'careers',
      '/contact': 'contact-newsletter',
      '/newsletter': 'contact-newsletter',
    });
    expect(AREA_REMOTES).toEqual({
      'home-about': 'mfe_home_about',
      admissions: 'mfe_admissions',
      news: 'mfe_news',
      careers: 'mfe_careers',
      'contact-newsletter': 'mfe_contact_newsletter',
    });
  });

  it('labels /jobs as Careers in the navigation', () => {
    expect(findRoute('/jobs')?.navLabel).toBe('Careers');
  });

  it('finds routes with or without a trailing slash, and nothing for unknown paths', () => {
    expect(findRoute('/about/')?.path).toBe('/about');
    expect(findRoute('/')?.path).toBe('/');
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/about/team')).toBeUndefined();
  });
});
