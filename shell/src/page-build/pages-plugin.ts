/**
 * The files the shell's build writes beside its code, so that crawlers, link previews and a parent
 * with no script get the right page: one HTML file per route (page-html.ts) with an empty fragment
 * slot for the deploy to fill; the 404; the pages with no code (plain-page.tsx); robots.txt and
 * sitemap.xml from the route table; the shell's contract for its remotes' deploys; and, from the
 * start set those pages name, the service worker (service-worker-plugin.ts).
 */
import { AREA_CONTRACT_VERSION } from '@school/shared/area';
import { RESULT_PAGES } from '@school/shared/forms';
import { OWN_PAGE_TEMPLATE } from '@school/shared/own-pages';
import { escapeHtml, fragmentSlotHtml } from '@school/shared/page-composition';
import { pageFileOf, remoteOfArea, SHELL_CONTRACT_FILE } from '@school/shared/site-layout';
import type { Plugin } from 'vite';
import { NOT_FOUND, ROUTES, type RouteEntry } from '../routing/routes';
import { OFFLINE_PAGE_FILE } from '../offline/saved-copy';
import { absoluteUrl } from '../routing/site-url';
import { earlyScriptCode } from './early-script-build';
import { pageHtml, pageTemplate, type PageParts } from './page-html';
import { offlinePageParts, ownPageTemplateParts, resultPageParts } from './plain-page';
import { serviceWorkerPlugin } from './service-worker-plugin';

export { normaliseSiteUrl } from '../routing/site-url';

const home = ROUTES.find((route) => route.path === '/')!;

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

export const robotsTxt = (siteUrl: string) =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');

/**
 * What the live shell provides its remotes, published with each build as SHELL_CONTRACT_FILE: the
 * area contract version it mounts and its route table (which area shows each path). A remote's
 * deploy reads it from the live site and refuses a build that does not fit, before anything is
 * released (scripts/release/contract-gate.mjs).
 */
export function shellContractJson(): string {
  const routes = ROUTES.map(({ path, area }) => ({ path, area }));
  return `${JSON.stringify({ contract: AREA_CONTRACT_VERSION, routes }, null, 2)}\n`;
}

/** A route's page: its head, its navigation link current, and the slot of its remote's content. */
const routePage = (route: RouteEntry): PageParts => ({
  head: route,
  current: route.path,
  main: fragmentSlotHtml(remoteOfArea(route.area), route.path),
});

/** Every page the build writes, by its file: the routes', the 404, and the pages with no code. */
export const shellPages: Record<string, PageParts> = {
  ...Object.fromEntries(ROUTES.map((route) => [pageFileOf(route.path), routePage(route)])),
  '404.html': { head: NOT_FOUND, current: '/404', main: '' },
  [OFFLINE_PAGE_FILE]: offlinePageParts,
  ...Object.fromEntries(RESULT_PAGES.map((result) => [pageFileOf(result.path), resultPageParts(result)])),
  [OWN_PAGE_TEMPLATE]: ownPageTemplateParts,
};

/** The shell's pages (written into `outDir`, the build's) and its service worker, for `siteUrl`. */
export function shellPagesPlugins(siteUrl: string, outDir: string): Plugin[] {
  let startSet: string[] | undefined;
  const files = (template: string): Record<string, string> => ({
    ...Object.fromEntries(Object.entries(shellPages).map(([file, page]) => [file, pageHtml(template, siteUrl, page)])),
    'sitemap.xml': sitemapXml(siteUrl, ROUTES),
    'robots.txt': robotsTxt(siteUrl),
    [SHELL_CONTRACT_FILE.replace(/^\//, '')]: shellContractJson(),
  });
  const pages: Plugin = {
    name: 'school-shell-pages',
    config: () => ({ define: { 'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl) } }),
    // The dev server's page is Home's as the build writes it, without the early script.
    transformIndexHtml: {
      order: 'pre',
      handler: (html, { server }) => (server ? pageHtml(html, siteUrl, routePage(home)) : html),
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') throw new Error('the build emitted no index.html');
        const template = pageTemplate(String(index.source), await earlyScriptCode());
        for (const [fileName, source] of Object.entries(files(template.html))) {
          if (fileName === 'index.html') index.source = source;
          else this.emitFile({ type: 'asset', fileName, source });
        }
        startSet = template.startSet;
      },
    },
  };
  return [pages, ...serviceWorkerPlugin(outDir, () => startSet)];
}
