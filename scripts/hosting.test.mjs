import assert from 'node:assert/strict';
import { test } from 'node:test';
import { listApps } from './apps.mjs';
import { globToRegExp, headersFor, hostingEntry, readFirebaseJson, targetOf, withEnvironment } from './hosting.mjs';

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

test('firebase.json has one target per app, serving its own dist/', () => {
  for (const app of listApps()) {
    assert.equal(hostingEntry(firebaseJson, targetOf(app.dir)).public, `${app.dir}/dist`);
  }
  assert.equal(firebaseJson.hosting.length, listApps().length);
});

test('the shell rewrites every route to index.html; remotes rewrite nothing', () => {
  assert.deepEqual(hostingEntry(firebaseJson, 'shell').rewrites, [{ source: '**', destination: '/index.html' }]);
  for (const entry of firebaseJson.hosting.filter((e) => e.target !== 'shell')) assert.equal(entry.rewrites, undefined);
});

test('cache rules: what names files is revalidated, hashed assets are immutable', () => {
  for (const entry of firebaseJson.hosting) {
    const noCache = [
      '/index.html',
      '/jobs',
      '/',
      '/remotes.json',
      '/config.json',
      '/mf-manifest.json',
      '/remoteEntry.js',
    ];
    for (const path of noCache)
      assert.equal(headersFor(entry, path)['Cache-Control'], 'no-cache', `${entry.target} ${path}`);
    assert.equal(headersFor(entry, '/assets/index-abc123.js')['Cache-Control'], IMMUTABLE);
  }
});

test('security headers on every shell path; CORS and nosniff on every remote path', () => {
  const shell = headersFor(hostingEntry(firebaseJson, 'shell'), '/news-events');
  assert.equal(shell['X-Content-Type-Options'], 'nosniff');
  assert.equal(shell['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.match(shell['Permissions-Policy'], /camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  assert.match(shell['Content-Security-Policy'], /^default-src 'self'; script-src 'self' 'sha256-[^']+' https:\/\//);
  for (const entry of firebaseJson.hosting.filter((e) => e.target !== 'shell')) {
    const headers = headersFor(entry, '/assets/area-abc.js');
    assert.match(headers['Access-Control-Allow-Origin'], /^https:\/\//);
    assert.equal(headers['X-Content-Type-Options'], 'nosniff');
    assert.equal(headers['Content-Security-Policy'], undefined);
  }
});

test('withEnvironment replaces only the generated values, in a copy', () => {
  const local = withEnvironment(firebaseJson, {
    shell: { 'Content-Security-Policy': "default-src 'none'" },
    remote: { 'Access-Control-Allow-Origin': 'http://localhost:4173' },
  });
  assert.equal(headersFor(hostingEntry(local, 'shell'), '/')['Content-Security-Policy'], "default-src 'none'");
  assert.equal(headersFor(hostingEntry(local, 'news'), '/')['Access-Control-Allow-Origin'], 'http://localhost:4173');
  assert.notEqual(
    headersFor(hostingEntry(firebaseJson, 'shell'), '/')['Content-Security-Policy'],
    "default-src 'none'",
  );
  assert.deepEqual(hostingEntry(local, 'shell').rewrites, hostingEntry(firebaseJson, 'shell').rewrites);
});

test('the emulator, Firestore and Storage sections are kept', () => {
  assert.deepEqual(firebaseJson.emulators.auth, { host: '127.0.0.1', port: 9099 });
  assert.equal(firebaseJson.firestore.rules, 'firestore.rules');
  assert.equal(firebaseJson.storage.rules, 'storage.rules');
});
