// @vitest-environment node
import { readFileSync } from 'node:fs';
import { SCHOOL, formatPhone } from '@school/shared/content';
import { describe, expect, it } from 'vitest';
import { AREA_REMOTES, ROUTES } from '../routes';
import { htmlFileFor, routeHtml, withEarlyScript, withFirstPaint } from './build-plugin';
import { noscriptHtml } from './noscript';

const source = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const SITE = 'https://school.example';

describe('the HTML written at build', () => {
  it('fetches the early script at high priority, before the shell’s module script, without blocking the parser', () => {
    const html = withEarlyScript(
      '<head><script type="module" src="/assets/entry.js"></script></head>',
      '/assets/early.js',
    );
    expect(html).toBe(
      '<head><script async fetchpriority="high" src="/assets/early.js"></script>\n    <script type="module" src="/assets/entry.js"></script></head>',
    );
    expect(() => withEarlyScript('<head></head>', '/assets/early.js')).toThrow(
      'the built index.html has no module script',
    );
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
    const root = /<div id="root">([\s\S]*?)<\/div><section id="area-fragment"/.exec(html)?.[1] ?? '';
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
    "%s has its own header and a fragment slot after #root naming the route's remote and path",
    (path, route) => {
      const home = withFirstPaint(source, ROUTES[0]!);
      const html = withFirstPaint(home, route);
      expect(html).toContain(
        `</div><section id="area-fragment" data-remote="${AREA_REMOTES[route.area]}" data-path="${path}"></section>`,
      );
      expect(html.match(/id="area-fragment"/g)).toHaveLength(1);
      expect(html.match(/aria-current="page"/g)).toHaveLength(1);
      expect(html.match(/<style data-emotion="css-global/g)).toHaveLength(1);
    },
  );

  it('needs the empty #root of index.html', () => {
    expect(() => withFirstPaint(source.replace('<div id="root"></div>', ''), jobs)).toThrow(/empty/);
  });
});
