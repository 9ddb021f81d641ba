/**
 * Build half of the SEO and first-paint work: writes one HTML file per route (so crawlers and
 * link previews that run no JavaScript see the right page) with its head (title, description,
 * canonical, Open Graph, Twitter), the School JSON-LD, the base styles, a
 * stand-in header, the route's fragment slot and the early script that fills it; and
 * robots.txt and sitemap.xml from the route table, and the shell's contract for its remotes'
 * deploys (shell-contract.ts).
 */
import { readFileSync } from 'node:fs';
import { jsonLdText } from '@school/shared/content';
import type { Plugin } from 'vite';
import { routeLiveCopy } from '../routing/live-copy';
import { pageFileOf } from '@school/shared/site-layout';
import { EMPTY_SLOT, fragmentSlotHtml, LIVE_PRELOAD, livePreloadHtml } from '@school/shared/page-composition';
import { NOT_FOUND, ROUTES, type RouteEntry } from '../routing/routes';
import { earlyScriptCode } from './early-script-build';
import { firstPaintHtml } from './first-paint-html';
import { FIRST_PAINT } from './page-marks';
import { OFFLINE_PAGE_FILE, OFFLINE_TEXT, offlinePageHtml } from './offline-page';
import { resultPageHtml } from './result-page';
import { ownPageTemplateHtml } from './plain-page';
import { OWN_PAGE_TEMPLATE, OWN_PAGE_TOKENS } from '@school/shared/own-pages';
import { RESULT_PAGES } from '@school/shared/forms';
import { headHtml, pageHead } from '../routing/page-head';
import { schoolJsonLd } from './school-json-ld';
import { SHELL_CONTRACT_ASSET, shellContractJson } from './shell-contract';
import { robotsTxt, sitemapXml } from './sitemap';

export { normaliseSiteUrl } from '../routing/site-url';

// The source's <title> + description, or the block this plugin wrote (per-route copies).
const HEAD_BLOCK =
  /<!-- page-head -->[\s\S]*?<!-- \/page-head -->|<title>[\s\S]*?<\/title>\s*<meta\s+name="description"[\s\S]*?\/>/;

/** The shell's HTML for one route. */
export function routeHtml(html: string, siteUrl: string, route: Parameters<typeof pageHead>[1]): string {
  if (!HEAD_BLOCK.test(html)) throw new Error('index.html must keep its <title> and meta description');
  const jsonLd = `<script type="application/ld+json" id="school-json-ld">${jsonLdText(schoolJsonLd(siteUrl))}</script>`;
  return html.replace(
    HEAD_BLOCK,
    () => `<!-- page-head -->\n    ${headHtml(pageHead(siteUrl, route))}\n    ${jsonLd}\n    <!-- /page-head -->`,
  );
}

const FIRST_LINK = '<link rel="icon"';
const ICON_LINK = '<link rel="icon" href="/logo.svg" type="image/svg+xml" />';

/** An SVG file's text as a data: URL. */
export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ' ').trim())}`;

/**
 * The favicon drawn from public/logo.svg, written into the page as a data: URL (the CSP allows
 * data: images): on a slow line it is not one more request, nor one more connection, while the
 * page loads. /logo.svg stays for the JSON-LD and link previews.
 */
export function withInlineIcon(html: string, svg: string): string {
  if (!html.includes(ICON_LINK)) throw new Error(`index.html must keep ${ICON_LINK}`);
  return html.replace(ICON_LINK, () => `<link rel="icon" href="${svgDataUrl(svg)}" type="image/svg+xml" />`);
}

/**
 * The live copy's preload, first of the page's requests: on a line that takes one request at a
 * time per connection it goes over the connection the HTML came on, with no new handshake.
 */
function withLivePreload(html: string, live: string | null): string {
  const link = live ? `${livePreloadHtml(live)}\n    ` : '';
  if (LIVE_PRELOAD.test(html)) return html.replace(LIVE_PRELOAD, () => link);
  if (!html.includes(FIRST_LINK)) throw new Error('index.html must keep its <link rel="icon">');
  return html.replace(FIRST_LINK, () => `${link}${FIRST_LINK}`);
}
const EMPTY_ROOT = '<div id="root"></div>';
const EMPTY_MAIN = '<main id="main" tabindex="-1"></main>';
const EMPTY_FOOTER = '<div id="site-footer"></div>';

/**
 * The page's first paint for `route`, written into index.html's empty #root, or over an earlier
 * route's: the shell's header (with the route's nav link current) and its styles, and in
 * <main> the fragment slot that the early script fills with the route's content (from the live
 * copy the remote's deploy keeps at a fixed address, so that its fetch needs nothing else first).
 */
export function withFirstPaint(html: string, route: Pick<RouteEntry, 'path' | 'area'>): string {
  const { head, root, footer } = firstPaintHtml(route.path);
  const paint = `<!-- first-paint -->${root}<!-- /first-paint -->`;
  const { remote, live } = routeLiveCopy(route);
  const slot = fragmentSlotHtml(remote, route.path, live);
  if (FIRST_PAINT.test(html) && EMPTY_SLOT.test(html))
    return withLivePreload(html, live.url)
      .replace(FIRST_PAINT, () => paint)
      .replace(EMPTY_SLOT, () => slot);
  if (!html.includes(EMPTY_ROOT) || !html.includes(EMPTY_MAIN) || !html.includes(EMPTY_FOOTER))
    throw new Error(`index.html must keep an empty ${EMPTY_ROOT}, ${EMPTY_MAIN} and ${EMPTY_FOOTER}`);
  return withLivePreload(html, live.url)
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${paint}</div>`)
    .replace(EMPTY_MAIN, () => EMPTY_MAIN.replace('></', () => `>${slot}</`))
    .replace(EMPTY_FOOTER, () => EMPTY_FOOTER.replace('></', () => `>${footer}</`));
}

/**
 * The page the host answers, with status 404, for a path that has no file (404.html): the
 * not-found head (noindex), the header with no link current, and an empty <main>, which the
 * shell's code fills with the Not Found page.
 */
export function notFoundHtml(built: string, siteUrl: string): string {
  const paint = `<!-- first-paint -->${firstPaintHtml(NOT_FOUND_PATH).root}<!-- /first-paint -->`;
  return withLivePreload(routeHtml(built, siteUrl, NOT_FOUND), null)
    .replace(FIRST_PAINT, () => paint)
    .replace(EMPTY_SLOT, '');
}
const NOT_FOUND_PATH = '/404';

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** index.html's preloads of what the code reads first (/config.json, /remotes.json); not the live copy's. */
const CODE_FETCH_PRELOAD = /\s*<link rel="preload" href="([^"]+)" as="fetch" crossorigin="anonymous" \/>/g;

/**
 * Content first, then code: the built page's module script, module preloads and index.html's
 * preloads of the code's first fetches are taken out, and the early script, inline at the end of
 * <head> (no request of its own, and before the content, which it must hide for a kept sign-in),
 * shows the route's fragment and only then starts the shell's code with them (start-app.ts). So
 * the page's content never waits for, nor shares the line with, the ~150 KB of the app's code. The
 * script's text is the same on every page and build; the CSP allows it by its hash
 * (shell/early-script.csp.json).
 */
export function withEarlyScript(html: string, code: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('the built index.html has no module script');
  const preload = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  const fetches = [...html.matchAll(CODE_FETCH_PRELOAD)].map(([, href]) => href);
  if (code.includes('</script')) throw new Error('the early script cannot be inlined: it contains "</script"');
  const script = `<script data-entry="${entry}" data-preload="${preload.join(' ')}" data-fetch="${fetches.join(' ')}">${code}</script>`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(CODE_FETCH_PRELOAD, '')
    .replace('</head>', () => `  ${script}\n  </head>`);
}

const LOGO = new URL('../../public/logo.svg', import.meta.url);

export function seoPlugin(siteUrl: string): Plugin {
  const home = ROUTES.find((route) => route.path === '/')!;
  return {
    name: 'school-seo',
    config: () => ({ define: { 'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl) } }),
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        withFirstPaint(routeHtml(withInlineIcon(html, readFileSync(LOGO, 'utf8')), siteUrl, home), home),
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset') throw new Error('the build emitted no index.html');
        const built = withEarlyScript(String(index.source), await earlyScriptCode());
        index.source = built;
        for (const route of ROUTES) {
          if (route.path === '/') continue;
          const html = withFirstPaint(routeHtml(built, siteUrl, route), route);
          this.emitFile({ type: 'asset', fileName: pageFileOf(route.path), source: html });
        }
        this.emitFile({ type: 'asset', fileName: '404.html', source: notFoundHtml(built, siteUrl) });
        const offlineHead = withLivePreload(routeHtml(built, siteUrl, OFFLINE_TEXT), null);
        this.emitFile({ type: 'asset', fileName: OFFLINE_PAGE_FILE, source: offlinePageHtml(offlineHead) });
        for (const result of RESULT_PAGES) {
          const head = withLivePreload(
            routeHtml(built, siteUrl, { title: result.title, description: result.message }),
            null,
          );
          this.emitFile({ type: 'asset', fileName: pageFileOf(result.path), source: resultPageHtml(head, result) });
        }
        const { path, title, description } = OWN_PAGE_TOKENS;
        const ownPageHead = withLivePreload(routeHtml(built, siteUrl, { path, title, description }), null);
        this.emitFile({ type: 'asset', fileName: OWN_PAGE_TEMPLATE, source: ownPageTemplateHtml(ownPageHead) });
        this.emitFile({ type: 'asset', fileName: 'sitemap.xml', source: sitemapXml(siteUrl, ROUTES) });
        this.emitFile({ type: 'asset', fileName: 'robots.txt', source: robotsTxt(siteUrl) });
        this.emitFile({ type: 'asset', fileName: SHELL_CONTRACT_ASSET, source: shellContractJson() });
      },
    },
  };
}
