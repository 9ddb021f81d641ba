// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtPageOfRoute, pageFileOf } from '@school/shared/site-layout';
import { AREA_REMOTES, ROUTES } from '../routing/routes';
import { notFoundHtml, routeHtml, svgDataUrl, withEarlyScript, withFirstPaint, withInlineIcon } from './build-plugin';

const source = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const SITE = 'https://school.example';

describe('the HTML written at build', () => {
  it("inlines the early script at the end of <head> (before the content it may hide) and hands it the shell's module script and preloads", () => {
    const built = [
      '<head>',
      '<link rel="preload" href="/apps/careers/live/fragments/jobs.html" as="fetch" crossorigin="anonymous" data-live />',
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
      '<script type="module" crossorigin src="/assets/entry.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/b.js">',
      '</head><body><main id="main"></main></body>',
    ].join('\n');
    // The live copy stays the page's one preload: the code's own fetches start with the code.
    expect(withEarlyScript(built, 'run()')).toBe(
      '<head>\n<link rel="preload" href="/apps/careers/live/fragments/jobs.html" as="fetch" crossorigin="anonymous" data-live />\n  <script data-entry="/assets/entry.js" data-preload="/assets/a.js /assets/b.js" data-fetch="/config.json">run()</script>\n  </head><body><main id="main"></main></body>',
    );
    expect(() => withEarlyScript('<head></head>', 'run()')).toThrow('the built index.html has no module script');
    expect(() => withEarlyScript(built, 'x = "</script>"')).toThrow(/cannot be inlined/);
  });

  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s has its own head and the School JSON-LD',
    (_path, route) => {
      const html = routeHtml(source, SITE, route);
      const title = route.title.replace(/&/g, '&amp;');
      expect(html).toContain(`<title>${title} | Al-Ihsan School</title>`);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${route.path}" />`);
      expect(html).toContain(`<meta property="og:url" content="${SITE}${route.path}" />`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      const jsonLd = /<script type="application\/ld\+json" id="school-json-ld">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(jsonLd!)['@type']).toBe('School');
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    },
  );

  it('rewrites an already written page for another route without keeping the first head', () => {
    const home = routeHtml(source, SITE, ROUTES[0]!);
    const jobs = routeHtml(home, SITE, ROUTES[6]!);
    expect(jobs.match(/og:title/g)).toHaveLength(1);
    expect(jobs).toContain('<title>Careers | Al-Ihsan School</title>');
  });

  it('writes the 404 page: the not-found head, kept out of search, the header, and no fragment to fetch', () => {
    const home = withFirstPaint(routeHtml(source, SITE, ROUTES[0]!), ROUTES[0]!);
    const html = notFoundHtml(home, SITE);
    expect(html).toContain('<title>Page not found | Al-Ihsan School</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('id="area-fragment"');
    expect(html).not.toContain('/live/');
    expect(html).toContain('<header');
    expect(html).not.toContain('aria-current="page"');
  });

  it('writes the favicon into the page from public/logo.svg: no request of its own', () => {
    const logo = readFileSync(new URL('../../public/logo.svg', import.meta.url), 'utf8');
    const html = withInlineIcon(source, logo);
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml" \/>/.exec(html)?.[1];
    expect(href).toBe(svgDataUrl(logo));
    expect(decodeURIComponent(href!.replace('data:image/svg+xml,', ''))).toBe(logo.replace(/\s*\n\s*/g, ' ').trim());
    expect(() => withInlineIcon('<head></head>', logo)).toThrow(/rel="icon"/);
  });

  it('puts each route where static hosts look for it', () => {
    expect(pageFileOf('/')).toBe('index.html');
    expect(pageFileOf('/news-events')).toBe('news-events/index.html');
    expect(builtPageOfRoute('/news-events')).toBe('/apps/shell/live/pages/news-events/index.html');
  });
});

describe('the first paint', () => {
  const jobs = ROUTES.find((route) => route.path === '/jobs')!;

  it("comes with the HTML: #root holds the shell's header, the route's nav link current", () => {
    const html = withFirstPaint(source, jobs);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<main id="main"/.exec(html)?.[1] ?? '';
    expect(root).toMatch(/^<!-- first-paint --><a href="#main"[^>]*>Skip to main content<\/a><header/);
    // The crest is drawn inline: no image request before the page is complete.
    expect(root).toMatch(
      /<a class="logo" href="\/"><svg [^>]*aria-hidden="true"[^>]*>(<path [^>]*><\/path>){5}<\/svg><span>Al-Ihsan School<\/span><\/a>/,
    );
    expect(root).not.toContain('<img');
    expect(/<nav[\s\S]*<\/nav>/.exec(root)?.[0].match(/<a href="\/[a-z-]*"/g)).toHaveLength(8);
    expect(root).toMatch(/<a [^>]*href="\/jobs" aria-current="page"[^>]*>Careers<\/a>/);
  });

  it("has the document's styles, the layout's among them, in its head as a plain stylesheet, and the components' as the Emotion tag the shell takes over", () => {
    const head = withFirstPaint(source, jobs).split('</head>')[0]!;
    const documentStyles = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    expect(documentStyles).toContain('box-sizing:border-box');
    expect(documentStyles).toMatch(/body\{[^}]*font-family:system-ui/);
    expect(documentStyles).toMatch(/#main\{position:relative;min-block-size:100dvh;\}/);
    expect(documentStyles).toContain('[data-area-fragment] section{content-visibility:auto;');
    // The header's, footer's and skip link's: no code carries them (layout-styles.tsx).
    expect(documentStyles).toMatch(/\.site-header\{[^}]*position:sticky/);
    expect(documentStyles).toContain('@supports selector(:popover-open)');
    // Emotion's client cache moves every tag it takes over, restyling the whole page each time.
    expect(head).not.toContain('css-global');
    expect(documentStyles).toMatch(/\.site-footer\{[^}]*background:/);
    expect(documentStyles).toMatch(/\.skip-link\{[^}]*position:absolute/);
    expect(head).toMatch(/<style data-emotion="css [\w ]+">[^<]*max-inline-size:72rem/);
  });

  // Where each remote's deploy keeps its live copies (scripts/release/site-layout.mjs).
  const LIVE_DIRS: Record<string, string> = {
    mfe_home_about: '/apps/home-about/live/',
    mfe_admissions: '/apps/admissions/live/',
    mfe_news: '/apps/news/live/',
    mfe_careers: '/apps/careers/live/',
    mfe_contact_newsletter: '/apps/contact-newsletter/live/',
  };

  it.each(ROUTES.map((route) => [route.path, route] as const))(
    "%s has its own header and a fragment slot in <main> naming the route's remote, path and live copy",
    (path, route) => {
      const home = withFirstPaint(source, ROUTES[0]!);
      const html = withFirstPaint(home, route);
      const remote = AREA_REMOTES[route.area];
      const live = `${LIVE_DIRS[remote]}fragments/${path === '/' ? 'index' : path.slice(1)}.html`;
      expect(html).toContain(
        `<main id="main" tabindex="-1"><div id="area-fragment" data-remote="${remote}" data-path="${path}" data-live="${live}" data-live-build-dir="${LIVE_DIRS[remote]!.replace('live', '{build}')}"></div></main>\n    <div id="site-footer"><footer`,
      );
      expect(html.match(/id="area-fragment"/g)).toHaveLength(1);
      // The live copy is the page's first request, in <head>.
      const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)"/g)].map(([, href]) => href);
      expect(preloads[0]).toBe(live);
      expect(html.match(/aria-current="page"/g)).toHaveLength(1);
      // The document's styles (base, page regions, before the code) once, and the header's.
      expect(html.match(/<style>/g)).toHaveLength(1);
      expect(html.match(/<style data-emotion="css /g)).toHaveLength(1);
    },
  );

  it('needs the empty #root, <main> and #site-footer of index.html', () => {
    expect(() => withFirstPaint(source.replace('<div id="root"></div>', ''), jobs)).toThrow(/empty/);
    expect(() => withFirstPaint(source.replace('<main id="main" tabindex="-1"></main>', ''), jobs)).toThrow(/empty/);
    expect(() => withFirstPaint(source.replace('<div id="site-footer"></div>', ''), jobs)).toThrow(/empty/);
  });

  it('has the footer, once, whole: the page reads with no code (data saver, a failed load)', () => {
    const home = withFirstPaint(source, ROUTES[0]!);
    const html = withFirstPaint(home, jobs);
    const footer = /<div id="site-footer">(<footer[\s\S]*?<\/footer>)<\/div>/.exec(html)?.[1] ?? '';
    expect(html.match(/<footer/g)).toHaveLength(1);
    expect(footer).toContain('Quick links');
    expect(footer).toMatch(/<a [^>]*href="tel:[^"]+"/);
    expect(footer).toMatch(/<a [^>]*href="\/newsletter"/);
  });

  it('opens its menu with no code: the Menu button is the navigation popover’s invoker', () => {
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<main id="main"/.exec(withFirstPaint(source, jobs))?.[1] ?? '';
    const nav = /<nav [^>]*>/.exec(root)?.[0] ?? '';
    expect(nav).toMatch(/ popover="auto"/);
    const id = /id="([^"]+)"/.exec(nav)?.[1];
    // (HTML attribute names are case-insensitive: React writes popoverTarget.)
    expect(root).toMatch(
      new RegExp(
        `<button [^>]*popovertarget="${id}"[^>]*><span class="when-closed">Menu</span><span class="when-open">Close menu</span></button>`,
        'i',
      ),
    );
    // Its expanded state is the platform's until the code mirrors it.
    expect(root).not.toContain('aria-expanded');
  });

  it('lays out a fragment’s sections off screen later, estimating their height only, and shows a held tap at once', () => {
    const head = withFirstPaint(source, jobs).split('</head>')[0]!;
    expect(head).toContain(
      '[data-area-fragment] section{content-visibility:auto;contain-intrinsic-block-size:auto 100rem;}',
    );
    expect(head).toMatch(/#main :is\(button, \[role='button'\]\)\[aria-busy='true'\]::after\{content:'';/);
  });

  it('lays out <main> in the first paint as the app does (the footer stays below the fold)', () => {
    const head = withFirstPaint(source, jobs).split('</head>')[0]!;
    expect(head).toMatch(/#main\{position:relative;min-block-size:100dvh;\}/);
  });
});
