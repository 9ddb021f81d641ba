// @vitest-environment node
import { SAVES_DATA_SCRIPT } from '@school/shared/saves-data';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE_FILE, offlinePage } from '../offline/saved-copy';
import { builtTemplate, SITE } from './built-index-html.fixture';
import { pageHtml } from './page-html';
import { offlinePageParts } from './plain-page';

/** offline.html, as the build writes it from the shell's template. */
const offlineHtml = () => pageHtml(builtTemplate(), SITE, offlinePageParts);

const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
const mainOf = (html: string) => /<main id="main" tabindex="-1">([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';

describe('offline.html', () => {
  it('is written as offline.html', () => {
    expect(OFFLINE_PAGE_FILE).toBe('offline.html');
  });

  it('has no code: the early script is gone, and no script is left but data saver’s mark and the JSON-LD', () => {
    const html = offlineHtml();
    expect(html).not.toContain('<script data-entry');
    expect(html).not.toContain('data-preload=');
    expect(html).not.toContain('run()');
    expect(html).not.toContain('/assets/index-Ab12.js');
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/ld+json" id="school-json-ld">',
      '<script>',
    ]);
    expect(html).toContain(`<script>${SAVES_DATA_SCRIPT}</script>`);
  });

  it('says in <main> that the page is not saved, with Try again and the mark for the kept pages', () => {
    const main = mainOf(offlineHtml());
    expect(main).toMatch(
      /^<div class="css-\w+"><h1>You are offline<\/h1><p>This page has not been saved on this phone, so it can be shown only when the connection is back\.<\/p><a data-retry="" href="\/" class="css-\w+">Try again<\/a><h2>Pages you can read offline<\/h2><div><!-- offline-pages --><\/div><\/div>$/,
    );
    const html = offlineHtml();
    expect(html.match(/<h1\b/g)).toHaveLength(1);
    expect(html.match(/<!-- offline-pages -->/g)).toHaveLength(1);
    expect(html.match(/data-retry="" href="\/"/g)).toHaveLength(1);
    // Its styles are <style> blocks in the head, which the CSP allows by hash: no style attribute.
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toContain('id="area-fragment"');
  });

  it("keeps the site's layout: the header, its navigation with no page current, and the footer", () => {
    const body = bodyOf(offlineHtml());
    const root = /<div id="root">([\s\S]*?)<\/div>\s*<main id="main"/.exec(body)?.[1] ?? '';
    expect(root).toMatch(/^<a href="#main"[^>]*>Skip to main content<\/a><header[\s\S]*<\/header>$/);
    const nav = /<nav[\s\S]*<\/nav>/.exec(root)?.[0] ?? '';
    expect(nav.match(/<a href="\/[a-z-]*"/g)).toHaveLength(8);
    expect(body).not.toContain('aria-current');
    expect(body.match(/<footer/g)).toHaveLength(1);
    expect(body).toMatch(/<div id="site-footer"><footer[\s\S]*Quick links[\s\S]*<\/footer><\/div>/);
  });

  it('has every style class its header uses in the head (the first paint was made for another page)', () => {
    const html = offlineHtml();
    const [head, body] = html.split('</head>') as [string, string];
    const classes = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap(([, names]) => names!.split(' ')));
    const emotionClasses = [...classes].filter((name) => /^css-\w+$/.test(name));
    expect(emotionClasses.length).toBeGreaterThan(0);
    for (const name of emotionClasses) expect(head, name).toContain(`.${name}`);
    // The header's, the footer's and the content's, rendered through one cache: one Emotion tag.
    expect(head.match(/<style data-emotion="css /g)).toHaveLength(1);
  });

  it("has offline.html's own head: its title and description, kept out of search", () => {
    const head = offlineHtml().split('</head>')[0]!;
    expect(head).toContain('<title>You are offline | Al-Ihsan School</title>');
    expect(head).toContain(
      '<meta name="description" content="This page has not been saved on this phone, so it can be shown only when the connection is back.">',
    );
    expect(head).toContain('<meta name="robots" content="noindex">');
    expect(head).not.toContain('rel="canonical"');
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it('is what the worker fills: the kept pages listed and Try again pointed at the page asked for', () => {
    const filled = offlinePage(offlineHtml(), '/jobs', [
      { path: '/', title: 'Home' },
      { path: '/news-events', title: 'News & Events' },
    ]);
    expect(mainOf(filled)).toMatch(
      /data-retry="" href="\/jobs" class="css-\w+">Try again<\/a><h2>Pages you can read offline<\/h2><div><ul><li><a href="\/">Home<\/a><\/li><li><a href="\/news-events">News &amp; Events<\/a><\/li><\/ul><\/div><\/div>$/,
    );
    expect(filled).not.toContain('<!-- offline-pages -->');
  });
});
