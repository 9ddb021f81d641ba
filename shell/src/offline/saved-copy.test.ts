// @vitest-environment node
import { firstPaintHtml } from '../page-build/first-paint-html';
import { describe, expect, it } from 'vitest';
import {
  NO_KEPT_PAGES,
  OFFLINE_LIST_MARK,
  OFFLINE_RETRY_LINK,
  SAVED_AT_HEADER,
  SAVED_NOTICE_ID,
  offlinePage,
  savedAtOf,
  savedNoticeText,
  savedWhen,
  withSavedAt,
  withSavedNotice,
} from './saved-copy';

const LAGOS = 'Africa/Lagos';
const SAVED_AT = new Date('2026-11-25T15:50:00Z');
const NOTICE_TEXT =
  'The site did not answer, so this is the copy of this page saved on this phone on 25 November 2026 at 16:50.';

describe('withSavedAt and savedAtOf', () => {
  it('stamp a response with when it was saved, keeping its body, status and headers', async () => {
    const original = new Response('<p>Jobs</p>', {
      status: 200,
      statusText: 'OK',
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
    });
    const kept = withSavedAt(original, SAVED_AT.getTime());

    expect(kept.headers.get(SAVED_AT_HEADER)).toBe(String(SAVED_AT.getTime()));
    expect(savedAtOf(kept)).toEqual(SAVED_AT);
    expect(kept.status).toBe(200);
    expect(kept.statusText).toBe('OK');
    expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(kept.headers.get('cache-control')).toBe('no-cache');
    expect(await kept.text()).toBe('<p>Jobs</p>');
    // The original's headers are not changed: the copy has its own.
    expect(original.headers.has(SAVED_AT_HEADER)).toBe(false);
  });

  it('keep a status other than 200', async () => {
    const kept = withSavedAt(new Response('{"a":1}', { status: 203, statusText: 'Kept' }), 1_000);
    expect(kept.status).toBe(203);
    expect(kept.statusText).toBe('Kept');
    expect(await kept.json()).toEqual({ a: 1 });
    expect(savedAtOf(kept)?.getTime()).toBe(1_000);
  });

  it('replace an earlier stamp', () => {
    const once = withSavedAt(new Response('x'), 1_000);
    expect(savedAtOf(withSavedAt(once, 2_000))?.getTime()).toBe(2_000);
  });

  it('savedAtOf is null without the header, or with a header that is no time', () => {
    expect(savedAtOf(new Response('x'))).toBeNull();
    for (const value of ['', '0', '-5', 'yesterday', 'NaN', 'Infinity']) {
      expect(savedAtOf(new Response('x', { headers: { [SAVED_AT_HEADER]: value } }))).toBeNull();
    }
  });
});

describe('savedWhen and savedNoticeText', () => {
  it('say the day and time in the time zone given', () => {
    expect(savedWhen(SAVED_AT, LAGOS)).toBe('25 November 2026 at 16:50');
    expect(savedWhen(SAVED_AT, 'UTC')).toBe('25 November 2026 at 15:50');
    // Past midnight in Lagos, still the day before in UTC.
    expect(savedWhen(new Date('2026-12-31T23:30:00Z'), LAGOS)).toBe('1 January 2027 at 00:30');
  });

  it('tell the reader the page is a saved copy, and when it was saved', () => {
    expect(savedNoticeText(SAVED_AT, LAGOS)).toBe(NOTICE_TEXT);
  });
});

describe('withSavedNotice', () => {
  const page = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head><title>Careers | Al-Ihsan School</title></head>',
    '  <body>',
    '    <div id="root"><a href="#main">Skip to main content</a><header>…</header></div>',
    '    <main id="main" tabindex="-1"><div id="area-fragment"></div></main>',
    '    <div id="site-footer"><footer>…</footer></div>',
    '  </body>',
    '</html>',
  ].join('\n');

  it('puts one status paragraph saying when the copy was saved right before <main>', () => {
    const html = withSavedNotice(page, SAVED_AT, LAGOS);
    const notice = new RegExp(
      `<p id="${SAVED_NOTICE_ID}" role="status">([^<]*)</p>\\s*<main id="main" tabindex="-1">`,
    ).exec(html);
    expect(notice?.[1]).toBe(NOTICE_TEXT);
    expect(html.match(/id="saved-copy-notice"/g)).toHaveLength(1);
    expect(html.match(/<main/g)).toHaveLength(1);
    // Nothing else changes: without the notice, the page is the same.
    expect(html.replace(/<p id="saved-copy-notice"[^>]*>[^<]*<\/p>\s*/, '')).toBe(page);
    // It sits outside #root (a React root) and outside <main>.
    expect(html.indexOf('</header></div>')).toBeLessThan(html.indexOf(SAVED_NOTICE_ID));
  });

  it('carries no style attribute (the CSP refuses them): the page’s first stylesheet styles it by its id', () => {
    const html = withSavedNotice(page, SAVED_AT, LAGOS);
    expect(html).not.toMatch(/<p id="saved-copy-notice"[^>]*style=/);
    const documentStyles = firstPaintHtml('/').head;
    expect(documentStyles).toMatch(/#saved-copy-notice\{[^}]*background:#fff4d6/);
    expect(documentStyles).toMatch(/#saved-copy-notice\{[^}]*text-align:center/);
  });

  it('adds the notice once, however often it is applied', () => {
    const once = withSavedNotice(page, SAVED_AT, LAGOS);
    expect(withSavedNotice(once, new Date('2026-11-26T09:00:00Z'), LAGOS)).toBe(once);
  });

  it('leaves HTML without <main> alone', () => {
    const fragment = '<div data-area-fragment="careers"><p>Jobs</p></div>';
    expect(withSavedNotice(fragment, SAVED_AT, LAGOS)).toBe(fragment);
    expect(withSavedNotice('', SAVED_AT, LAGOS)).toBe('');
  });

  it('puts the notice before the first <main> only', () => {
    const twice = '<body><main>a</main><main>b</main></body>';
    const html = withSavedNotice(twice, SAVED_AT, LAGOS);
    expect(html.match(/id="saved-copy-notice"/g)).toHaveLength(1);
    expect(html).toMatch(/^<body><p id="saved-copy-notice"[^>]*>[^<]*<\/p>\s*<main>a<\/main><main>b<\/main><\/body>$/);
  });
});

describe('offlinePage', () => {
  const template = [
    '<main id="main" tabindex="-1"><div>',
    '<h1>You are offline</h1>',
    `<p><a class="x" ${OFFLINE_RETRY_LINK}>Try again</a></p>`,
    `<h2>Pages you can read offline</h2>${OFFLINE_LIST_MARK}`,
    '</div></main>',
  ].join('');

  it('lists the kept pages as links, in the order given, and points Try again at the page asked for', () => {
    const html = offlinePage(template, '/jobs', [
      { path: '/', title: 'Home' },
      { path: '/contact', title: 'Contact Us' },
      { path: '/about', title: 'About Us' },
    ]);
    expect(html).toBe(
      [
        '<main id="main" tabindex="-1"><div>',
        '<h1>You are offline</h1>',
        '<p><a class="x" data-retry="" href="/jobs">Try again</a></p>',
        '<h2>Pages you can read offline</h2>',
        '<ul><li><a href="/">Home</a></li><li><a href="/contact">Contact Us</a></li><li><a href="/about">About Us</a></li></ul>',
        '</div></main>',
      ].join(''),
    );
  });

  it('escapes the titles and paths it writes', () => {
    const html = offlinePage(template, '/a"b<c>&\'', [
      { path: '/news-events?x="1"&y=<2>', title: 'News & Events <new>' },
    ]);
    expect(html).toContain('data-retry="" href="/a&quot;b&lt;c&gt;&amp;&#39;"');
    expect(html).toContain(
      '<ul><li><a href="/news-events?x=&quot;1&quot;&amp;y=&lt;2&gt;">News &amp; Events &lt;new&gt;</a></li></ul>',
    );
    expect(html).not.toContain('<new>');
  });

  it('does not read "$" in a title or path as a replacement pattern', () => {
    const html = offlinePage(template, "/$'$&", [{ path: '/$`', title: "Fees $& $' $$" }]);
    expect(html).toContain('data-retry="" href="/$&#39;$&amp;"');
    expect(html).toContain('<li><a href="/$`">Fees $&amp; $&#39; $$</a></li>');
  });

  it('says that none is kept yet when the list is empty', () => {
    const html = offlinePage(template, '/', []);
    expect(html).toContain(`<h2>Pages you can read offline</h2><p>${NO_KEPT_PAGES}</p></div>`);
    expect(NO_KEPT_PAGES).toBe(
      'None yet: the pages you open while online are saved on this phone for reading offline.',
    );
    expect(html).not.toContain('<ul>');
    expect(html).toContain('data-retry="" href="/"');
    expect(html).not.toContain(OFFLINE_LIST_MARK);
  });
});
