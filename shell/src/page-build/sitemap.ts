import type { RouteEntry } from '../routing/routes';
import { escapeHtml } from '../html/escape-html';
import { absoluteUrl } from '../routing/site-url';

/** sitemap.xml (sitemaps.org 0.9) listing every route of the table. */
export function sitemapXml(siteUrl: string, routes: readonly Pick<RouteEntry, 'path'>[]): string {
  const urls = routes.map((route) => `  <url><loc>${escapeHtml(absoluteUrl(siteUrl, route.path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
