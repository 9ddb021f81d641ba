import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import {
  CONTENT_TYPES,
  DOCUMENT_PATHS,
  EDITOR_PATHS,
  globToRegExp,
  headersFor,
  readFirebaseJson,
  servingConfig,
  siteConfig,
  siteHosting,
  withEnvironment,
} from './hosting.mjs';
import { contentSecurityPolicy, editorPolicy } from './csp.mjs';
import { readEnvironment } from './environment.mjs';
import { FORM_SERVICE_PATH } from '@school/shared/site-layout';

const firebaseJson = readFirebaseJson();
const IMMUTABLE = 'public, max-age=31536000, immutable';

test('globs match request paths as Hosting does', () => {
  const cases = [
    ['**', ['/', '/jobs', '/assets/a.js', '/a/b/c'], []],
    ['/assets/**', ['/assets', '/assets/a.js', '/assets/x/y.css'], ['/assetsx/a.js', '/x/assets/a.js']],
    ['**/*.@(js|css)', ['/a.js', '/x/y.css'], ['/a.json', '/a.jsx']],
    ['/{remotes,config}.json', ['/remotes.json', '/config.json'], ['/other.json', '/x/remotes.json']],
    ['/remoteEntry*.js', ['/remoteEntry.js', '/remoteEntry-abc.js'], ['/x/remoteEntry.js']],
  ];
  for (const [glob, yes, no] of cases) {
    for (const path of yes) assert.ok(globToRegExp(glob).test(path), `${glob} should match ${path}`);
    for (const path of no) assert.ok(!globToRegExp(glob).test(path), `${glob} should not match ${path}`);
  }
});

const config = servingConfig(siteHosting(firebaseJson));

test('firebase.json describes one site, whose only rewrites are to its functions: a path with no file is a 404, under /apps/ too', () => {
  assert.throws(() => siteHosting({ hosting: [{ target: 'shell' }] }), /one site, not a list/);
  assert.equal(siteHosting(firebaseJson).public, undefined, 'no `firebase deploy` of a folder over the whole site');
  assert.equal(config.trailingSlashBehavior, 'REMOVE');
  assert.deepEqual(config.rewrites, [
    { glob: '/f/**', run: { serviceId: 'forms', region: 'us-central1' } },
    { glob: '/cms-auth', run: { serviceId: 'cmsauth', region: 'us-central1' } },
    { glob: '/cms-auth/**', run: { serviceId: 'cmsauth', region: 'us-central1' } },
  ]);
  assert.throws(() => servingConfig({ rewrites: [{ source: '**', destination: '/index.html' }] }), /to a function/);
});

test("the rewrites name the functions the package exports, where the form service's address and the editor's sign-in are", async () => {
  const functionsIndex = readFileSync(new URL('../functions/src/index.ts', import.meta.url), 'utf8');
  for (const { functionId } of siteHosting(firebaseJson).rewrites.map((rule) => rule.function)) {
    assert.match(functionsIndex, new RegExp(`^export const ${functionId} = onRequest\\(`, 'm'));
  }
  assert.ok(config.rewrites.some(({ glob }) => globToRegExp(glob).test(FORM_SERVICE_PATH)));
  const { CMS_AUTH_PATH } = await import('../functions/lib/cms-auth.js');
  const cmsBackend = readFileSync(new URL('../cms/src/backend.ts', import.meta.url), 'utf8');
  assert.match(cmsBackend, new RegExp(`CMS_AUTH_ENDPOINT = '${CMS_AUTH_PATH.slice(1)}'`));
  for (const path of [CMS_AUTH_PATH, `${CMS_AUTH_PATH}/callback`]) {
    assert.ok(
      config.rewrites.some(({ glob, run }) => run.serviceId === 'cmsauth' && globToRegExp(glob).test(path)),
      path,
    );
  }
});

test('cache rules: pages, config and live copies revalidated, what names the current builds never cached, builds immutable', () => {
  for (const path of [
    '/',
    '/jobs',
    '/index.html',
    '/config.json',
    '/404.html',
    '/robots.txt',
    '/apps/careers/live/fragments/jobs.html',
  ])
    assert.equal(headersFor(config, path)['Cache-Control'], 'no-cache', path);
  for (const path of ['/remotes.json', '/apps/careers/builds.json', '/apps/shell/builds.json'])
    assert.equal(headersFor(config, path)['Cache-Control'], 'no-store', path);
  for (const path of [
    '/assets/index-abc123.js',
    '/apps/careers/20261124T101444Z-c483/mf-manifest.json',
    '/apps/careers/20261124T101444Z-c483/remoteEntry.js',
    '/apps/careers/20261124T101444Z-c483/retry/assets/area-abc.js',
    '/apps/careers/20261124T101444Z-c483/fragments/jobs.html',
  ])
    assert.equal(headersFor(config, path)['Cache-Control'], IMMUTABLE, path);
});

test('the news area’s files of their own: the calendar and each event’s file are text/calendar, the feed Atom', () => {
  const calendars = ['/news-events/events.ics', '/news-events/events/quran-recitation-competition-2026.ics'];
  for (const path of calendars) assert.equal(headersFor(config, path)['Content-Type'], CONTENT_TYPES['.ics'], path);
  assert.equal(headersFor(config, '/news-events/feed.xml')['Content-Type'], 'application/atom+xml; charset=utf-8');
  for (const path of [...calendars, '/news-events/feed.xml']) {
    const headers = headersFor(config, path);
    assert.equal(headers['Cache-Control'], 'no-cache', path);
    for (const key of ['Content-Security-Policy', 'Permissions-Policy', 'X-Frame-Options'])
      assert.equal(headers[key], undefined, `${key} on ${path}`);
  }
});

test('security headers on every path; the CSP and the other document headers on documents only', () => {
  // A 404 is a document too: Hosting answers any path with no file with the 404 page.
  const documents = [
    '/',
    '/news-events',
    '/forms/contact/sent',
    '/offline.html',
    '/no-such-page',
    '/x.php',
    '/wp-login.php',
    '/.env',
    '/a.b/c',
    '/x.JS',
    '/x.jsx',
    '/x.woff3',
    '/apps/careers/b1/x.php',
  ];
  const files = [
    '/apps/news/b1/remoteEntry.js',
    '/assets/index-abc123.js',
    '/config.json',
    '/remotes.json',
    '/sw.js',
    '/logo.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/apps/home-about/b1/assets/noto-naskh-arabic-400.woff2',
    '/apps/admissions/b1/assets/fees.pdf',
    '/assets/style-abc.css',
  ];
  for (const path of [...documents, ...files]) {
    const headers = headersFor(config, path);
    assert.equal(headers['X-Content-Type-Options'], 'nosniff', path);
    assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin', path);
    assert.equal(headers['Access-Control-Allow-Origin'], undefined, path);
  }
  for (const path of documents) {
    const headers = headersFor(config, path);
    assert.match(headers['Permissions-Policy'], /camera=\(\).*geolocation=\(\).*microphone=\(\)/, path);
    assert.match(
      headers['Content-Security-Policy'],
      /^default-src 'self'; script-src 'self' 'sha256-[^']+' 'sha256-[^']+';/,
      path,
    );
    assert.equal(headers['X-Frame-Options'], 'DENY', path);
  }
  for (const path of files) {
    const headers = headersFor(config, path);
    for (const key of ['Content-Security-Policy', 'Permissions-Policy', 'X-Frame-Options'])
      assert.equal(headers[key], undefined, `${key} on ${path}`);
  }
});

test('the document rule is DOCUMENT_PATHS, an RE2 pattern: every type the site serves but pages is left out', () => {
  const rules = siteHosting(firebaseJson).headers.filter(
    (rule) => rule.source !== EDITOR_PATHS && rule.headers.some((header) => header.key === 'Content-Security-Policy'),
  );
  assert.deepEqual(
    rules.map((rule) => rule.regex),
    [DOCUMENT_PATHS],
    'node scripts/deploy.mjs --sync writes it',
  );
  // RE2 has no lookaround and no backreference.
  assert.doesNotMatch(DOCUMENT_PATHS, /\(\?[=!<]|\\[1-9]/);
  const documents = new RegExp(DOCUMENT_PATHS);
  for (const extension of Object.keys(CONTENT_TYPES)) {
    assert.equal(documents.test(`/apps/x/b1/file${extension}`), extension === '.html', extension);
    // One letter more or less is another extension, of no file the site serves: a 404.
    assert.ok(documents.test(`/file${extension}x`), `${extension}x`);
    const shorter = extension.slice(0, -1);
    assert.equal(documents.test(`/file${shorter}`), !(shorter in CONTENT_TYPES) || shorter === '.html', shorter);
  }
});

test('servingConfig is the Hosting API’s shape of firebase.json’s rules', () => {
  assert.deepEqual(
    servingConfig({
      trailingSlash: false,
      cleanUrls: true,
      headers: [
        { source: '/a/**', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
        { regex: '^/b$', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] },
      ],
    }),
    {
      headers: [
        { glob: '/a/**', headers: { 'Cache-Control': 'no-store' } },
        { regex: '^/b$', headers: { 'X-Frame-Options': 'DENY' } },
      ],
      cleanUrls: true,
      trailingSlashBehavior: 'REMOVE',
    },
  );
});

test('withEnvironment replaces only the generated values, the documents’ and the editor’s, in a copy', () => {
  const local = withEnvironment(firebaseJson, {
    documents: { 'Content-Security-Policy': "default-src 'none'" },
    editor: { 'Content-Security-Policy': "default-src 'self'" },
  });
  const localConfig = servingConfig(siteHosting(local));
  assert.equal(headersFor(localConfig, '/')['Content-Security-Policy'], "default-src 'none'");
  assert.equal(headersFor(localConfig, '/admin')['Content-Security-Policy'], "default-src 'self'");
  assert.notEqual(headersFor(config, '/')['Content-Security-Policy'], "default-src 'none'");
  assert.deepEqual(
    { ...headersFor(localConfig, '/x'), 'Content-Security-Policy': null },
    { ...headersFor(config, '/x'), 'Content-Security-Policy': null },
  );
});

test('the staff editor at /admin gets its own policy, is never indexed, and keeps its hashed files a year', () => {
  const editor = siteConfig('production');
  const policy = editorPolicy(readEnvironment('production'));
  for (const path of ['/admin', '/admin/index.html']) {
    const sent = headersFor(editor, path);
    assert.equal(sent['Content-Security-Policy'], policy, path);
    assert.equal(sent['X-Robots-Tag'], 'noindex, nofollow', path);
    assert.equal(sent['X-Frame-Options'], 'DENY', path);
    assert.equal(sent['Referrer-Policy'], 'no-referrer', path);
    assert.equal(sent['Cache-Control'], 'no-cache', path);
  }
  assert.equal(headersFor(editor, '/admin/config.json')['Cache-Control'], 'no-cache');
  assert.equal(headersFor(editor, '/admin/assets/index-abc.js')['Cache-Control'], IMMUTABLE);
  for (const path of ['/', '/administration', '/apps/admin/x', '/about']) {
    const sent = headersFor(editor, path);
    assert.equal(sent['X-Robots-Tag'], undefined, path);
    assert.equal(sent['Content-Security-Policy'], contentSecurityPolicy(readEnvironment('production')), path);
  }
});

test('the emulator, Firestore and Storage sections are kept', () => {
  assert.deepEqual(firebaseJson.emulators.auth, { host: '127.0.0.1', port: 9099 });
  assert.equal(firebaseJson.firestore.rules, 'firestore.rules');
  assert.equal(firebaseJson.storage.rules, 'storage.rules');
});
