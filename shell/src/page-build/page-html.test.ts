// @vitest-environment node
import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { builtPageOfRoute, pageFileOf, remoteOfArea } from '@school/shared/site-layout';
import { SAVES_DATA_SCRIPT } from '@school/shared/saves-data';
import { ROUTES } from '../routing/routes';
import { builtTemplate, SITE } from './built-index-html.fixture';
import { pageHtml, pageTemplate } from './page-html';
import { shellPages } from './pages-plugin';

const routePage = (route: (typeof ROUTES)[number]) =>
  pageHtml(builtTemplate(), SITE, shellPages[pageFileOf(route.path)]!);
const jobs = ROUTES.find((route) => route.path === '/jobs')!;
const headOf = (html: string) => html.split('</head>')[0]!;
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<main id="main"/.exec(html)?.[1] ?? '';

describe('the template every page is written from', () => {
  it("inlines data saver's mark and the early script at the end of <head> (before the content it may hide) and hands it the shell's module script and preloads", () => {
    const built = [
      '<!DOCTYPE html><html><head>',
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">',
      '<script type="module" crossorigin src="/assets/entry.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/b.js">',
      '</head><body><main id="main"></main></body></html>',
    ].join('\n');
    expect(pageTemplate(built, 'run()')).toEqual({
      html: `<!DOCTYPE html><html><head>\n\n\n\n\n<script>${SAVES_DATA_SCRIPT}</script><script data-entry="/assets/entry.js" data-preload="/assets/a.js /assets/b.js" data-fetch="/config.json">run()</script></head><body><main id="main"></main></body></html>`,
      startSet: ['assets/entry.js', 'assets/a.js', 'assets/b.js'],
    });
    expect(() => pageTemplate('<head></head>', 'run()')).toThrow('the built index.html has no module script');
    expect(() => pageTemplate(built, 'x = "</script>"')).toThrow(/cannot be inlined/);
  });

  it('keeps the early script’s text as built, byte for byte (the CSP allows it by its hash)', () => {
    const code = 'if(a<b&&c>"d"){e("&amp;")}';
    expect(builtTemplate(code)).toContain(`>${code}</script>`);
    expect(
      routePage(jobs)
        .replace(/[\s\S]*data-fetch="[^"]*">/, '')
        .split('</script>')[0],
    ).toBe('run()');
  });

  it('writes the favicon into the page from public/logo.svg: no request of its own', () => {
    const logo = readFileSync(new URL('../../public/logo.svg', import.meta.url), 'utf8');
    const html = routePage(jobs);
    const href = /<link rel="icon" href="data:image\/svg\+xml,([^"]+)" type="image\/svg\+xml">/.exec(html)?.[1];
    expect(href).not.toMatch(/[\s<>"]/);
    expect(decodeURIComponent(href!.replaceAll('&amp;', '&'))).toBe(logo.replace(/\s*\n\s*/g, ' ').trim());
    const withoutIcon = builtTemplate().replace(/<link rel="icon"[^>]*>/, '');
    expect(() => pageHtml(withoutIcon, SITE, shellPages['index.html']!)).toThrow(/rel="icon"/);
  });
});

describe('a route’s page', () => {
  it.each(ROUTES.map((route) => [route.path, route] as const))(
    '%s has its own head and the School JSON-LD',
    (_path, route) => {
      const html = routePage(route);
      const title = route.title.replace(/&/g, '&amp;');
      expect(html).toContain(`<title>${title} | Al-Ihsan School</title>`);
      expect(html).toContain(`<link rel="canonical" href="${SITE}${route.path}">`);
      expect(html).toContain(`<meta property="og:url" content="${SITE}${route.path}">`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      const jsonLd = /<script type="application\/ld\+json" id="school-json-ld">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(jsonLd!)['@type']).toBe('School');
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    },
  );

  it('names the news feed and calendar as alternates of News & Events only', () => {
    const news = routePage(ROUTES.find((route) => route.path === '/news-events')!);
    expect(news).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Al-Ihsan School news" href="/news-events/feed.xml">',
    );
    expect(news).toContain(
      '<link rel="alternate" type="text/calendar" title="Al-Ihsan School events" href="/news-events/events.ics">',
    );
    expect(routePage(jobs)).not.toContain('rel="alternate"');
  });

  it('escapes what it writes into the head', () => {
    const html = pageHtml(builtTemplate(), SITE, {
      head: { path: '/x', title: 'News & "Events"', description: '<b>' },
      current: '',
      main: '',
    });
    const $ = load(html);
    expect($('title').text()).toBe('News & "Events" | Al-Ihsan School');
    expect($('meta[name="description"]').attr('content')).toBe('<b>');
    expect($('b')).toHaveLength(0);
  });

  it.each(ROUTES.map((route) => [route.path, route] as const))(
    "%s has its own header and an empty fragment slot in <main> naming the route's remote and path",
    (path, route) => {
      const html = routePage(route);
      expect(html).toContain(
        `<main id="main" tabindex="-1"><div id="area-fragment" data-remote="${remoteOfArea(route.area)}" data-path="${path}"></div></main>\n    <div id="site-footer"><footer`,
      );
      expect(html.match(/id="area-fragment"/g)).toHaveLength(1);
      // Nothing to fetch before the content: the deploy writes it into the page.
      expect(html).not.toContain('rel="preload"');
      expect(html.match(/aria-current="page"/g)).toHaveLength(1);
      // The document's styles (base, page regions, before the code) once, and the header's.
      expect(html.match(/<style>/g)).toHaveLength(1);
      expect(html.match(/<style data-emotion="css /g)).toHaveLength(1);
      // Before the early script: it runs with the page's styles in place.
      expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('<script data-entry'));
    },
  );

  it("comes with the HTML: #root holds the shell's header, the route's nav link current", () => {
    const root = rootOf(routePage(jobs));
    expect(root).toMatch(/^<a href="#main"[^>]*>Skip to main content<\/a><header/);
    // The crest is drawn inline: no image request before the page is complete.
    expect(root).toMatch(
      /<a class="logo" href="\/"><svg [^>]*aria-hidden="true"[^>]*>(<path [^>]*><\/path>){5}<\/svg><span>Al-Ihsan School<\/span><\/a>/,
    );
    expect(root).not.toContain('<img');
    expect(/<nav[\s\S]*<\/nav>/.exec(root)?.[0].match(/<a href="\/[a-z-]*"/g)).toHaveLength(8);
    expect(root).toMatch(/<a [^>]*href="\/jobs" aria-current="page"[^>]*>Careers<\/a>/);
  });

  it("has the document's styles, the layout's among them, in its head as a plain stylesheet, and the components' as the Emotion tag the shell takes over", () => {
    const head = headOf(routePage(jobs));
    const documentStyles = /<style>([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    expect(documentStyles).toContain('box-sizing:border-box');
    expect(documentStyles).toMatch(/body\{[^}]*font-family:system-ui/);
    expect(documentStyles).toMatch(/#main\{position:relative;min-block-size:100dvh;\}/);
    expect(documentStyles).toContain('[data-area-fragment] section{content-visibility:auto;');
    expect(documentStyles).toMatch(/\.site-header\{[^}]*position:sticky/);
    expect(documentStyles).toContain('@supports selector(:popover-open)');
    // Emotion's client cache moves every tag it takes over, restyling the whole page each time.
    expect(head).not.toContain('css-global');
    expect(documentStyles).toMatch(/\.site-footer\{[^}]*background:/);
    expect(documentStyles).toMatch(/\.skip-link\{[^}]*position:absolute/);
    expect(head).toMatch(/<style data-emotion="css [\w ]+">[^<]*max-inline-size:72rem/);
    expect(head).toContain(
      '[data-area-fragment] section{content-visibility:auto;contain-intrinsic-block-size:auto 100rem;}',
    );
    expect(head).toMatch(/#main :is\(button, \[role='button'\]\)\[aria-busy='true'\]::after\{content:'';/);
  });

  it('has the footer, once, whole: the page reads with no code (data saver, a failed load)', () => {
    const html = routePage(jobs);
    const footer = /<div id="site-footer">(<footer[\s\S]*?<\/footer>)<\/div>/.exec(html)?.[1] ?? '';
    expect(html.match(/<footer/g)).toHaveLength(1);
    expect(footer).toContain('Quick links');
    expect(footer).toMatch(/<a [^>]*href="tel:[^"]+"/);
    expect(footer).toMatch(/<a [^>]*href="\/newsletter"/);
  });

  it('opens its menu with no code: the Menu button is the navigation popover’s invoker', () => {
    const root = rootOf(routePage(jobs));
    const nav = /<nav [^>]*>/.exec(root)?.[0] ?? '';
    expect(nav).toMatch(/ popover="auto"/);
    const id = /id="([^"]+)"/.exec(nav)?.[1];
    expect(root).toMatch(
      new RegExp(
        `<button [^>]*popovertarget="${id}"[^>]*><span class="when-closed">Menu</span><span class="when-open">Close menu</span></button>`,
        'i',
      ),
    );
    // Its expanded state is the platform's until the code mirrors it.
    expect(root).not.toContain('aria-expanded');
  });

  it('needs the #root, <main> and #site-footer of index.html', () => {
    const page = (template: string) => () => pageHtml(template, SITE, { head: jobs, current: '/jobs', main: '' });
    expect(page(builtTemplate().replace('<div id="root"></div>', ''))).toThrow(/#root/);
    expect(page(builtTemplate().replace('<main id="main" tabindex="-1"></main>', ''))).toThrow(/#root/);
    expect(page(builtTemplate().replace('<div id="site-footer"></div>', ''))).toThrow(/#root/);
  });

  it('puts each route where static hosts look for it', () => {
    expect(pageFileOf('/')).toBe('index.html');
    expect(pageFileOf('/news-events')).toBe('news-events/index.html');
    expect(builtPageOfRoute('/news-events')).toBe('/apps/shell/live/pages/news-events/index.html');
  });
});

describe('the 404 page', () => {
  it('has the not-found head, kept out of search, the header with no link current, and no slot', () => {
    const html = pageHtml(builtTemplate(), SITE, shellPages['404.html']!);
    expect(html).toContain('<title>Page not found | Al-Ihsan School</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('id="area-fragment"');
    expect(html).toContain('<header');
    expect(html).not.toContain('aria-current="page"');
    expect(html).toContain('<script data-entry="/assets/index-Ab12.js"');
  });
});
