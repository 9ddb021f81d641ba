import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { cacheControlFor, createStaticServer } from './static-server.mjs';

const script = `export const text = ${JSON.stringify('compressible '.repeat(400))};\n`;
let server;
let origin;

before(async () => {
  const distDir = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(distDir, 'remoteEntry.js'), script);
  writeFileSync(join(distDir, 'tiny.json'), '{}');
  server = createStaticServer({ distDir, isShell: false });
  await new Promise((resolve) => server.listen(0, resolve));
  origin = `http://localhost:${server.address().port}`;
});
after(() => server.close());

test('gzips text for clients that accept it and says it varies by Accept-Encoding', async () => {
  const response = await fetch(`${origin}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(response.headers.get('content-encoding'), 'gzip');
  assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/i);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  // fetch decodes transparently; the body still matches the file.
  assert.equal(await response.text(), script);
});

test('sends identity to clients that do not accept gzip', async () => {
  const { request } = await import('node:http');
  const raw = await new Promise((resolve, reject) => {
    request(`${origin}/remoteEntry.js`, { headers: { 'Accept-Encoding': 'identity' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
  assert.equal(raw.headers['content-encoding'], undefined);
  assert.equal(raw.body.toString(), script);
  assert.throws(() => gunzipSync(raw.body));
});

test('keeps the cache rules: hashed assets immutable, maps and entries revalidated', () => {
  assert.equal(cacheControlFor('/assets/index-abc123.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/remotes.json'), 'no-cache');
  assert.equal(cacheControlFor('/news-events'), 'no-cache');
});
