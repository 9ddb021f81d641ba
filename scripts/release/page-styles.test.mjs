import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contentSecurityPolicy, cspHash, editorPolicy, EMPTY_STYLE, parseCsp } from '../csp.mjs';
import { readEnvironment } from '../environment.mjs';
import { DOCUMENT_PATHS, headersFor } from '../hosting.mjs';
import { isServedPage, pagePathsPattern, styleHashes, withPageStyles } from './page-styles.mjs';

const production = readEnvironment('production');
const config = {
  headers: [
    { glob: '**', headers: { 'Cache-Control': 'no-cache' } },
    {
      regex: DOCUMENT_PATHS,
      headers: { 'Content-Security-Policy': contentSecurityPolicy(production), 'X-Frame-Options': 'DENY' },
    },
    { glob: '/admin/**', headers: { 'Content-Security-Policy': editorPolicy(production) } },
    { glob: '/forms/admission/sent', headers: { 'Set-Cookie': 'sent=1' } },
  ],
};
const page = (...styles) =>
  `<!DOCTYPE html><html><head>${styles.map((css) => `<style>${css}</style>`).join('')}</head></html>`;
const styleSrcAt = (cfg, path) => parseCsp(headersFor(cfg, path)['Content-Security-Policy'])['style-src'];

test('a page’s inline style blocks are named by the hash of their text, each once, a <noscript>’s too', () => {
  const html =
    '<head><style>a{color:red}</style><style data-emotion="css x">.x{}</style><noscript><style>.n{}</style></noscript></head>' +
    '<body><style>a{color:red}</style><p>';
  assert.deepEqual(styleHashes(html), [cspHash('a{color:red}'), cspHash('.x{}'), cspHash('.n{}')]);
  assert.match(cspHash('.x{}'), /^'sha256-[A-Za-z0-9+/]{43}='$/);
  assert.deepEqual(styleHashes('<p>no styles</p>'), []);
});

test('each page is sent a policy naming its own styles and no other page’s; any other path the 404 page’s', async () => {
  const pages = new Map([
    ['/index.html', page('.shell{}', '.home{}')],
    ['/jobs/index.html', page('.shell{}', '.jobs{}')],
    ['/forms/admission/sent/index.html', page('.shell{}', '.sent{}')],
    ['/offline.html', page('.shell{}', '.offline{}')],
    ['/404.html', page('.shell{}')],
  ]);
  const styled = await withPageStyles(config, pages);
  const expected = (...css) => ["'self'", EMPTY_STYLE, ...css.map(cspHash).sort()];
  assert.deepEqual(styleSrcAt(styled, '/'), expected('.shell{}', '.home{}'));
  assert.deepEqual(styleSrcAt(styled, '/index.html'), expected('.shell{}', '.home{}'));
  assert.deepEqual(styleSrcAt(styled, '/jobs'), expected('.shell{}', '.jobs{}'));
  assert.deepEqual(styleSrcAt(styled, '/jobs/index.html'), expected('.shell{}', '.jobs{}'));
  assert.deepEqual(styleSrcAt(styled, '/offline.html'), expected('.shell{}', '.offline{}'));
  assert.deepEqual(styleSrcAt(styled, '/jobs/x'), expected('.shell{}'));
  assert.deepEqual(styleSrcAt(styled, '/x.php'), expected('.shell{}'));
  assert.deepEqual(styleSrcAt(styled, '/jobsx'), expected('.shell{}'), 'a page’s rule is for its own paths only');
  // The documents' other headers, the editor's policy and a page's other rules stay as they are.
  const sent = headersFor(styled, '/forms/admission/sent');
  assert.equal(sent['Set-Cookie'], 'sent=1');
  assert.equal(sent['X-Frame-Options'], 'DENY');
  assert.equal(headersFor(styled, '/admin')['Content-Security-Policy'], editorPolicy(production));
  // The rest of a page's policy is the documents' policy as it is.
  const others = (policy) => policy.replace(/style-src [^;]*/, '');
  assert.equal(
    others(headersFor(styled, '/jobs')['Content-Security-Policy']),
    others(contentSecurityPolicy(production)),
  );
  assert.deepEqual(styleSrcAt(config, '/jobs'), ["'self'", EMPTY_STYLE], 'the config given is not changed');
});

test('the next deploy replaces the last one’s page rules instead of adding to them', async () => {
  const first = await withPageStyles(
    config,
    new Map([
      ['/jobs/index.html', page('.a{}')],
      ['/about/index.html', page('.b{}')],
    ]),
  );
  const second = await withPageStyles(first, new Map([['/jobs/index.html', page('.c{}')]]));
  assert.equal(second.headers.length, config.headers.length + 1);
  assert.deepEqual(styleSrcAt(second, '/jobs'), ["'self'", EMPTY_STYLE, cspHash('.c{}')]);
  assert.deepEqual(styleSrcAt(second, '/about'), ["'self'", EMPTY_STYLE]);
});

test('a page’s paths are its file’s and, for an index.html, its folder’s, and nothing else', () => {
  const matches = (file, path) => new RegExp(pagePathsPattern(file)).test(path);
  assert.ok(matches('/index.html', '/') && matches('/index.html', '/index.html'));
  assert.ok(!matches('/index.html', '/x'));
  assert.ok(matches('/news-events/stories/a-b/index.html', '/news-events/stories/a-b'));
  assert.ok(!matches('/news-events/stories/a-b/index.html', '/news-events/stories/a-bc'));
  assert.ok(matches('/offline.html', '/offline.html') && !matches('/offline.html', '/offlineXhtml'));
  assert.ok(isServedPage('/jobs/index.html') && !isServedPage('/apps/shell/live/pages/jobs/index.html'));
  assert.ok(!isServedPage('/news-events/feed.xml'));
  assert.ok(!isServedPage('/admin/index.html'), 'the editor keeps its own policy');
});
