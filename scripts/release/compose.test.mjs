import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fragmentSlotHtml } from '@school/shared/page-composition';
import { composePage, fillTokens, ownPageHtml, sitemapWith, slotOf, stampOf } from './compose.mjs';

const SLOT = fragmentSlotHtml('mfe-careers', '/jobs');
const EARLY_SCRIPT = '<script data-entry="/assets/a.js">fill("__REMOTE_BASE__/x")</script>';
const PAGE = `<!DOCTYPE html><html lang="en"><head>${EARLY_SCRIPT}</head><body><div id="root">header</div><main id="main" tabindex="-1">${SLOT}</main><footer>f</footer></body></html>`;
const BASE = '/apps/careers/20261125T1650Z-ab12/';
const FRAGMENT =
  '<div data-area-fragment="careers" data-build="20261125T1650Z-ab12" data-path="/jobs"><style>h1{color:red}</style>' +
  '<div data-area-root=""><h1>Career Opportunities &amp; more</h1><img src="__REMOTE_BASE__/assets/a.svg" alt=""></div></div>';

test('a page’s empty slot says whose content at which path goes into it; a filled one, or none, says nothing', () => {
  assert.deepEqual(slotOf(PAGE), { remote: 'mfe-careers', path: '/jobs' });
  assert.equal(slotOf(composePage(PAGE, FRAGMENT, BASE)), null);
  assert.equal(slotOf('<main id="main"></main>'), null);
  assert.equal(slotOf(fragmentSlotHtml('', '')), null, 'the template’s slot names no remote yet');
});

test('a fragment’s stamp is its outermost element’s; anything else is no fragment', () => {
  assert.deepEqual(stampOf(FRAGMENT), { area: 'careers', build: '20261125T1650Z-ab12', path: '/jobs' });
  assert.equal(stampOf('<!-- mfe_careers is served from elsewhere -->\n'), null);
  assert.equal(stampOf('<!doctype html><div id="root"></div>'), null);
  assert.equal(stampOf('<p>first</p><div data-area-fragment="careers" data-build="b"></div>'), null);
});

test('the deploy writes the fragment into the slot, its URLs in its build’s folder, and touches nothing else', () => {
  const html = composePage(PAGE, FRAGMENT, BASE);
  assert.equal(
    html,
    PAGE.replace(`${SLOT}`, SLOT.replace('></div>', `>${FRAGMENT.replace('__REMOTE_BASE__/', BASE)}</div>`)),
  );
  // The early script's text, allowed by its hash, stays as built, its token with it.
  assert.ok(html.includes(EARLY_SCRIPT));
  // A base elsewhere is an absolute URL, escaped as an attribute's value.
  assert.ok(
    composePage(PAGE, FRAGMENT, 'https://news.example/v2/?a=1&b=2').includes(
      'src="https://news.example/v2/?a=1&amp;b=2assets/a.svg"',
    ),
  );
});

test('a page is left as built for what is no fragment, or when it has no empty slot', () => {
  assert.equal(composePage(PAGE, null, BASE), PAGE);
  assert.equal(composePage(PAGE, '<!-- moved -->', BASE), PAGE);
  assert.equal(composePage('<main id="main"></main>', FRAGMENT, BASE), '<main id="main"></main>');
  const composed = composePage(PAGE, FRAGMENT, BASE);
  assert.equal(composePage(composed, FRAGMENT, BASE), composed);
});

test('the tokens are filled in once each, escaped; a value naming a token stays as it is', () => {
  assert.equal(
    fillTokens('<a href="__REMOTE_BASE__/x">__REMOTE_BASE__/y</a>', { remoteBase: '/b/' }),
    '<a href="/b/x">/b/y</a>',
  );
  assert.equal(
    fillTokens('<title>__PAGE_TITLE__</title>', { pageTitle: 'Maths & "Physics" <b>' }),
    '<title>Maths &amp; &quot;Physics&quot; &lt;b&gt;</title>',
  );
  assert.equal(
    fillTokens('__PAGE_TITLE__ __PAGE_DESCRIPTION__', { pageTitle: '__PAGE_DESCRIPTION__', pageDescription: 'd' }),
    '__PAGE_DESCRIPTION__ d',
  );
});

test('a page of its own is the template with its head, its slot naming its remote and path, and its fragment', () => {
  const template =
    '<!DOCTYPE html><html><head><title>__PAGE_TITLE__ | School</title><meta name="description" content="__PAGE_DESCRIPTION__">' +
    '<link rel="canonical" href="https://school.example/__PAGE_PATH__"></head><body><main id="main">' +
    `${fragmentSlotHtml('', '')}</main></body></html>`;
  const fragment = FRAGMENT.replace('data-path="/jobs"', 'data-path="/jobs/apply/general"');
  const html = ownPageHtml(
    template,
    {
      path: '/jobs/apply/general',
      title: 'Apply & join',
      description: 'We "always" welcome staff.',
      remote: 'mfe-careers',
    },
    fragment,
    BASE,
  );
  assert.ok(html.includes('<title>Apply &amp; join | School</title>'));
  assert.ok(html.includes('<meta name="description" content="We &quot;always&quot; welcome staff.">'));
  assert.ok(html.includes('<link rel="canonical" href="https://school.example/jobs/apply/general">'));
  assert.ok(
    html.includes(
      `<div id="area-fragment" data-remote="mfe-careers" data-path="/jobs/apply/general"><div data-area-fragment`,
    ),
  );
  assert.ok(html.includes(`<img src="${BASE}assets/a.svg" alt="">`));
  for (const path of ['/jobs', '/jobs/apply/<x>', '/jobs/apply/x/', '//x']) {
    assert.throws(
      () => ownPageHtml(template, { path, title: 't', description: 'd', remote: 'mfe-careers' }, fragment, BASE),
      { message: `${path} cannot be a page of its own's path` },
    );
  }
});

test('the sitemap lists the pages of their own beside the routes, on the routes’ origin', () => {
  const sitemap =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    '  <url><loc>https://school.example/</loc></url>\n  <url><loc>https://school.example/jobs</loc></url>\n</urlset>\n';
  const written = sitemapWith(sitemap, ['/jobs/apply/general', '/news-events/stories/a-b']);
  assert.deepEqual(
    [...written.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc),
    [
      'https://school.example/',
      'https://school.example/jobs',
      'https://school.example/jobs/apply/general',
      'https://school.example/news-events/stories/a-b',
    ],
  );
  assert.ok(written.startsWith('<?xml version="1.0" encoding="UTF-8"?>'));
  assert.equal(sitemapWith(sitemap, []), sitemap);
});
