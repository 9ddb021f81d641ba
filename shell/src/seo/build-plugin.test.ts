// @vitest-environment node
import { readFileSync } from 'node:fs';
import { SCHOOL, formatPhone } from '@school/shared/content';
import { describe, expect, it } from 'vitest';
import { AREA_REMOTES, ROUTES } from '../routes';
import { htmlFileFor, notFoundHtml, routeHtml, withEarlyScript, withFirstPaint } from './build-plugin';
import { noscriptHtml } from './noscript';

const source = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const SITE = 'https://school.example';

describe('the HTML written at build', () => {
  it("inlines the early script at the end of <body> and hands it the shell's module script and preloads", () => {
    const built = [
      '<head>',
      '<script type="module" crossorigin src="/assets/entry.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
      '<link rel="modulepreload" crossorigin href="/assets/b.js">',
      '</head><body><main id="main"></main></body>',
    ].join('\n');
    expect(withEarlyScript(built, 'run()')).toBe(
      '<head>\n</head><body><main id="main"></main>  <script data-entry="/assets/entry.js" data-preload="/assets/a.js /assets/b.js">run()</script>\n  </body>',
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
    expect(html).toContain('<header');
    expect(html).not.toContain('aria-current="page"');
  });

  it('puts each route where static hosts look for it', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/news-events')).toBe('news-events/index.html');
  });
});

describe('the <noscript> block', () => {
  it('is generated from SCHOOL: name, address, phones, e-mail and office hours', () => {
    const block = noscriptHtml();
    expect(block).toContain(SCHOOL.name);
    expect(block).toContain('14 Olorunsogo Road, Gaa-Akanbi, Ilorin, Kwara State, Nigeria');
    for (const phone of SCHOOL.phones) expect(block).toContain(`<a href="tel:${phone}">${formatPhone(phone)}</a>`);
    expect(block).toContain(`mailto:${SCHOOL.email}`);
    expect(block).toContain('Mon-Fri 8:00 AM-4:00 PM, Sat 8:00 AM-12:00 PM, Sun Closed');
  });

  it('in index.html matches SCHOOL (the build rewrites it; the source must not drift)', () => {
    expect(/<noscript>[\s\S]*?<\/noscript>/.exec(source)?.[0]).toBe(noscriptHtml());
  });
});

describe('the first paint', () => {
  const jobs = ROUTES.find((route) => route.path === '/jobs')!;

  it("comes with the HTML: #root holds the shell's header, the route's nav link current", () => {
    const html = withFirstPaint(source, jobs);
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<main id="main"/.exec(html)?.[1] ?? '';
    expect(root).toMatch(/^<!-- first-paint --><a href="#main"[^>]*>Skip to main content<\/a><header/);
    expect(root).toContain('<img src="/logo.svg" alt="" width="40" height="40"/><span>Al-Ihsan School</span>');
    expect(/<nav[\s\S]*<\/nav>/.exec(root)?.[0].match(/<a href="\/[a-z-]*"/g)).toHaveLength(8);
    expect(root).toMatch(/<a [^>]*href="\/jobs" aria-current="page"[^>]*>Careers<\/a>/);
  });

  it('has the base and header styles in its head, as the Emotion tags the shell takes over', () => {
    const head = withFirstPaint(source, jobs).split('</head>')[0]!;
    const global = /<style data-emotion="css-global \w+">([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    expect(global).toContain('box-sizing:border-box');
    expect(global).toMatch(/body\{[^}]*font-family:system-ui/);
    expect(head).toMatch(/<style data-emotion="css [\w ]+">[^<]*position:sticky/);
  });

  it.each(ROUTES.map((route) => [route.path, route] as const))(
    "%s has its own header and a fragment slot in <main> naming the route's remote and path",
    (path, route) => {
      const home = withFirstPaint(source, ROUTES[0]!);
      const html = withFirstPaint(home, route);
      expect(html).toContain(
        `<main id="main" tabindex="-1"><div id="area-fragment" data-remote="${AREA_REMOTES[route.area]}" data-path="${path}"></div></main>\n    <div id="site-footer"></div>`,
      );
      expect(html.match(/id="area-fragment"/g)).toHaveLength(1);
      expect(html.match(/aria-current="page"/g)).toHaveLength(1);
      // The base styles and the page regions' layout, once each.
      expect(html.match(/<style data-emotion="css-global/g)).toHaveLength(2);
    },
  );

  it('needs the empty #root and <main> of index.html', () => {
    expect(() => withFirstPaint(source.replace('<div id="root"></div>', ''), jobs)).toThrow(/empty/);
    expect(() => withFirstPaint(source.replace('<main id="main" tabindex="-1"></main>', ''), jobs)).toThrow(/empty/);
  });

  it('lays out <main> in the first paint as the app does (the footer stays below the fold)', () => {
    const head = withFirstPaint(source, jobs).split('</head>')[0]!;
    expect(head).toMatch(/#main\{position:relative;min-block-size:100dvh;\}/);
  });
});
