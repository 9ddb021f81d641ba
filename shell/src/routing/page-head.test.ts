import { afterEach, describe, expect, it } from 'vitest';
import { NOT_FOUND, ROUTES } from './routes';
import { applyPageHead, pageHead } from './page-head';

const SITE = 'https://school.example';
const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;

afterEach(() => {
  document.head.innerHTML = '';
});

describe('page head from the route table', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s: title, description, canonical, Open Graph, Twitter',
    (_path, route) => {
      applyPageHead(pageHead(SITE, route));
      const title = `${route.title} | Al-Ihsan School`;
      expect(document.title).toBe(title);
      expect(meta('name="description"')).toBe(route.description);
      const canonical = `${SITE}${route.path}`;
      expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(canonical);
      expect(meta('property="og:title"')).toBe(title);
      expect(meta('property="og:description"')).toBe(route.description);
      expect(meta('property="og:url"')).toBe(canonical);
      expect(meta('property="og:type"')).toBe('website');
      expect(meta('property="og:site_name"')).toBe('Al-Ihsan Nursery, Primary and Junior Secondary School');
      expect(meta('name="twitter:card"')).toBe('summary');
      expect(meta('name="twitter:title"')).toBe(title);
    },
  );

  it('updates the same tags on a client-side navigation instead of adding more', () => {
    applyPageHead(pageHead(SITE, ROUTES[0]!));
    applyPageHead(pageHead(SITE, ROUTES[6]!));
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(meta('property="og:url"')).toBe(`${SITE}/jobs`);
  });

  it('marks the not-found page noindex, with no canonical or og:url', () => {
    applyPageHead(pageHead(SITE, ROUTES[1]!));
    applyPageHead(pageHead(SITE, NOT_FOUND));
    expect(document.title).toBe('Page not found | Al-Ihsan School');
    expect(meta('name="robots"')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it('names the news feed and calendar as alternates of News & Events only, on navigation', () => {
    const news = ROUTES.find((route) => route.path === '/news-events')!;
    applyPageHead(pageHead(SITE, news));
    applyPageHead(pageHead(SITE, news));
    const alternates = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')];
    expect(alternates().map((link) => [link.type, link.getAttribute('href')])).toEqual([
      ['application/atom+xml', '/news-events/feed.xml'],
      ['text/calendar', '/news-events/events.ics'],
    ]);
    applyPageHead(pageHead(SITE, ROUTES[0]!));
    expect(alternates()).toEqual([]);
  });
});
