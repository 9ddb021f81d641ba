/**
 * Build half of the SEO work: writes each route's head (title, description, canonical, Open
 * Graph, Twitter), the School JSON-LD and the <noscript> block into the HTML, one HTML file per
 * route (so crawlers and link previews that run no JavaScript see the right page), and
 * robots.txt and sitemap.xml from the route table.
 */
import type { Plugin } from 'vite';
import { earlyLoad } from '../federation/early-load';
import { AREA_LOAD_TIMEOUT_MS } from '../federation/timeout-retry-plugin';
import { bootHeaderHtml } from '../layout/boot-header';
import { AREA_REMOTES, ROUTES, type RouteEntry } from '../routes';
import { noscriptHtml } from './noscript';
import { headHtml, pageHead } from './page-head';
import { jsonLdText, schoolJsonLd } from './school-json-ld';
import { robotsTxt, sitemapXml } from './sitemap';

export { normaliseSiteUrl } from './site-url';

// The source's <title> + description, or the block this plugin wrote (per-route copies).
const HEAD_BLOCK =
  /<!-- page-head -->[\s\S]*?<!-- \/page-head -->|<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/;
const NOSCRIPT_BLOCK = /<noscript>[\s\S]*?<\/noscript>/;

/** The shell's HTML for one route. */
export function routeHtml(
  html: string,
  siteUrl: string,
  route: Pick<RouteEntry, 'path' | 'title' | 'description'>,
): string {
  if (!HEAD_BLOCK.test(html) || !NOSCRIPT_BLOCK.test(html)) {
    throw new Error('index.html must keep its <title>, meta description and <noscript> block');
  }
  const jsonLd = `<script type="application/ld+json" id="school-json-ld">${jsonLdText(schoolJsonLd(siteUrl))}</script>`;
  return html
    .replace(
      HEAD_BLOCK,
      () => `<!-- page-head -->\n    ${headHtml(pageHead(siteUrl, route))}\n    ${jsonLd}\n    <!-- /page-head -->`,
    )
    .replace(NOSCRIPT_BLOCK, () => noscriptHtml());
}

/** Fills the empty #root with the header's stand-in for the first paint. */
export function withBootHeader(html: string): string {
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html must keep an empty <div id="root">');
  return html.replace('<div id="root"></div>', () => `<div id="root">${bootHeaderHtml()}</div>`);
}

/** The early script: the current route's remote starts downloading before the shell has arrived. */
export function earlyLoadSource(): string {
  const routeRemotes = Object.fromEntries(ROUTES.map((route) => [route.path, AREA_REMOTES[route.area]]));
  return `window.__schoolBoot = (${earlyLoad.toString()})(${JSON.stringify(routeRemotes)}, ${AREA_LOAD_TIMEOUT_MS});\n`;
}

/**
 * Adds the early script before the shell's module script: async, so it never blocks the parser,
 * and high priority, since Chrome otherwise fetches an async script after the shell's modules.
 */
export function withEarlyLoad(html: string, src: string): string {
  const at = html.indexOf('<script type="module"');
  if (at < 0) throw new Error('the built index.html has no module script');
  return `${html.slice(0, at)}<script async fetchpriority="high" src="${src}"></script>\n    ${html.slice(at)}`;
}

/** Where a route's HTML goes in dist/: "/" -> index.html, "/about" -> about/index.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

export function seoPlugin(siteUrl: string): Plugin {
  const home = ROUTES.find((route) => route.path === '/')!;
  return {
    name: 'school-seo',
    config: () => ({ define: { 'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl) } }),
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => withBootHeader(routeHtml(html, siteUrl, home)),
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') throw new Error('the build emitted no index.html');
        const early = this.emitFile({ type: 'asset', name: 'early-load.js', source: earlyLoadSource() });
        const built = withEarlyLoad(String(index.source), `/${this.getFileName(early)}`);
        index.source = built;
        for (const route of ROUTES) {
          if (route.path === '/') continue;
          this.emitFile({ type: 'asset', fileName: htmlFileFor(route.path), source: routeHtml(built, siteUrl, route) });
        }
        this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, ROUTES) });
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      },
    },
  };
}
