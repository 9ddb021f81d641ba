import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { contentSecurityPolicy, readEnvironment } from './csp.mjs';
import { headersFor, hostingEntry, readFirebaseJson } from './hosting.mjs';
import { createStaticServer } from './static-server.mjs';

const script = `export const text = ${JSON.stringify('compressible '.repeat(400))};\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const servers = [];
let remote;
let shell;

async function listen(server) {
  servers.push(server);
  await new Promise((resolve) => server.listen(0, resolve));
  return `http://localhost:${server.address().port}`;
}

before(async () => {
  const remoteDist = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(remoteDist, 'remoteEntry.js'), script);
  writeFileSync(join(remoteDist, 'mf-manifest.json'), '{}');
  mkdirSync(join(remoteDist, 'assets'));
  writeFileSync(join(remoteDist, 'assets', 'area-abc123.js'), script);
  remote = await listen(createStaticServer({ distDir: remoteDist, isShell: false }));

  const shellDist = mkdtempSync(join(tmpdir(), 'static-server-shell-'));
  writeFileSync(join(shellDist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(shellDist, 'remotes.json'), '{"stale": "a production map left by a deploy"}');
  mkdirSync(join(shellDist, 'assets'));
  writeFileSync(join(shellDist, 'assets', 'index-abc123.js'), script);
  shell = await listen(createStaticServer({ distDir: shellDist, isShell: true }));
});
after(() => servers.forEach((server) => server.close()));

function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('gzips text for clients that accept it and says it varies by Accept-Encoding', async () => {
  const response = await fetch(`${remote}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(response.headers.get('content-encoding'), 'gzip');
  assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/i);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  // fetch decodes transparently; the body still matches the file.
  assert.equal(await response.text(), script);
});

test('sends identity to clients that do not accept gzip', async () => {
  const raw = await rawGet(`${remote}/remoteEntry.js`, { 'Accept-Encoding': 'identity' });
  assert.equal(raw.headers['content-encoding'], undefined);
  assert.equal(raw.body.toString(), script);
  assert.throws(() => gunzipSync(raw.body));
});

test('a remote sends firebase.json headers: CORS for the local shell, entries revalidated, assets immutable', async () => {
  const entry = await fetch(`${remote}/remoteEntry.js`);
  const asset = await fetch(`${remote}/assets/area-abc123.js`);
  const missing = await fetch(`${remote}/nothing-here.js`);
  for (const response of [entry, asset, missing]) {
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:4173');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  }
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  assert.equal(asset.headers.get('cache-control'), IMMUTABLE);
  assert.equal(missing.status, 404);
  const preflight = await fetch(`${remote}/mf-manifest.json`, { method: 'OPTIONS' });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:4173');
});

test('the shell sends the local CSP on every route and falls back to index.html', async () => {
  const csp = contentSecurityPolicy(readEnvironment('local'));
  for (const path of ['/', '/jobs', '/news-events']) {
    const response = await fetch(`${shell}${path}`);
    assert.equal(response.status, 200, path);
    assert.equal(await response.text(), '<!doctype html><title>shell</title>');
    assert.equal(response.headers.get('content-security-policy'), csp);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  }
  const asset = await fetch(`${shell}/assets/index-abc123.js`);
  assert.equal(asset.headers.get('cache-control'), IMMUTABLE);
  assert.equal(asset.headers.get('access-control-allow-origin'), null);
});

test('every header but the generated ones is firebase.json’s, for the path requested', async () => {
  const entry = hostingEntry(readFirebaseJson(), 'shell');
  const response = await fetch(`${shell}/about`);
  for (const [key, value] of Object.entries(headersFor(entry, '/about'))) {
    if (key !== 'Content-Security-Policy') assert.equal(response.headers.get(key), value, key);
  }
});

test('the shell answers remotes.json and config.json from the environment, not from a deployed dist', async () => {
  const remotes = await fetch(`${shell}/remotes.json`);
  assert.deepEqual(await remotes.json(), readEnvironment('local').remotes);
  assert.equal(remotes.headers.get('cache-control'), 'no-cache');
  const config = await fetch(`${shell}/config.json`);
  assert.deepEqual(await config.json(), readEnvironment('local').config);
  assert.match(config.headers.get('content-type'), /^application\/json/);
});

test('a malformed path is a 404, not a crash', async () => {
  const raw = await rawGet(`${remote}/%E0%A4%A`, {});
  assert.equal(raw.status, 404);
  assert.equal((await fetch(`${remote}/remoteEntry.js`)).status, 200);
});
