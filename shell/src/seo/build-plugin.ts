/**
 * Build half of the SEO and first-paint work: writes one HTML file per route (so crawlers and
 * link previews that run no JavaScript see the right page) with its head (title, description,
 * canonical, Open Graph, Twitter), the School JSON-LD, the <noscript> block, the base styles, a
 * stand-in header, the route's fragment slot and the early script that fills it; and
 * robots.txt and sitemap.xml from the route table.
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { fragmentSlotHtml } from '../fragment/slot';
import { AREA_REMOTES, ROUTES, type RouteEntry } from '../routes';
import { firstPaintHtml } from './first-paint-html';
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

const FIRST_PAINT = /<!-- first-paint -->[\s\S]*?<!-- \/first-paint -->/;
const SLOT = /<section id="area-fragment"[^>]*><\/section>/;

/**
 * The page's first paint for `route`, written into index.html's empty #root, or over an earlier
 * route's: the shell's header (with the route's nav link current) and its styles, then the
 * fragment slot that the early script fills with the route's content.
 */
export function withFirstPaint(html: string, route: Pick<RouteEntry, 'path' | 'area'>): string {
  const { head, root } = firstPaintHtml(route.path);
  const paint = `<!-- first-paint -->${root}<!-- /first-paint -->`;
  const slot = fragmentSlotHtml(AREA_REMOTES[route.area], route.path);
  if (FIRST_PAINT.test(html) && SLOT.test(html))
    return html.replace(FIRST_PAINT, () => paint).replace(SLOT, () => slot);
  if (!html.includes('<div id="root"></div>')) throw new Error('index.html must keep an empty <div id="root">');
  return html
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${paint}</div>${slot}`);
}

/**
 * Adds the early script before the shell's module script: async, so it never blocks the parser,
 * and high priority, since Chrome otherwise fetches an async script after the shell's modules.
 */
export function withEarlyScript(html: string, src: string): string {
  const at = html.indexOf('<script type="module"');
  if (at < 0) throw new Error('the built index.html has no module script');
  return `${html.slice(0, at)}<script async fetchpriority="high" src="${src}"></script>\n    ${html.slice(at)}`;
}

const EARLY_ENTRY = fileURLToPath(new URL('../fragment/early-script.ts', import.meta.url));

/** The early script, built on its own: one small classic script with nothing to import. */
async function buildEarlyScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2020',
      lib: { entry: EARLY_ENTRY, formats: ['iife'], name: 'schoolEarlyScript' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const chunk = result && 'output' in result ? result.output[0] : undefined;
  if (!chunk) throw new Error('the early script did not build');
  return chunk.code;
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
      handler: (html) => withFirstPaint(routeHtml(html, siteUrl, home), home),
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') throw new Error('the build emitted no index.html');
        const early = this.emitFile({ type: 'asset', name: 'show-fragment.js', source: await buildEarlyScript() });
        const built = withEarlyScript(String(index.source), `/${this.getFileName(early)}`);
        index.source = built;
        for (const route of ROUTES) {
          if (route.path === '/') continue;
          const html = withFirstPaint(routeHtml(built, siteUrl, route), route);
          this.emitFile({ type: 'asset', fileName: htmlFileFor(route.path), source: html });
        }
        this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, ROUTES) });
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
      },
    },
  };
}
