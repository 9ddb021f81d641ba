// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routing/routes';
import { robotsTxt, sitemapXml } from './pages-plugin';
import { SITE_ORIGIN } from '@school/shared/site-layout';
import { normaliseSiteUrl } from '../routing/site-url';

describe('sitemap.xml and robots.txt', () => {
  it('lists every route of the table, absolute on the site, and nothing else', () => {
    const xml = sitemapXml(SITE_ORIGIN, ROUTES);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(ROUTES.map((r) => `${SITE_ORIGIN}${r.path}`));
    expect(locs).toHaveLength(8);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('follows the route table when it changes', () => {
    const xml = sitemapXml('https://school.example', [{ path: '/' }, { path: '/fees & forms' }]);
    expect(xml).toContain('<loc>https://school.example/</loc>');
    expect(xml).toContain('<loc>https://school.example/fees%20&amp;%20forms</loc>');
  });

  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://school.example')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://school.example/sitemap.xml\n',
    );
  });
});

describe('the site URL setting', () => {
  it('defaults to the school domain and accepts an origin with or without a slash', () => {
    expect(normaliseSiteUrl(undefined)).toBe('https://www.alihsanschool.com.ng');
    expect(normaliseSiteUrl('')).toBe(SITE_ORIGIN);
    expect(normaliseSiteUrl('https://staging.example.ng/')).toBe('https://staging.example.ng');
  });

  it('rejects what is not an origin', () => {
    expect(() => normaliseSiteUrl('https://example.ng/school')).toThrow(/origin/);
    expect(() => normaliseSiteUrl('ftp://example.ng')).toThrow(/origin/);
    expect(() => normaliseSiteUrl('not a url')).toThrow();
  });
});
