import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createFormEndpoint } from './form-endpoint.mjs';

describe('form endpoint', () => {
  let server;
  let base;
  let dir;
  let dataFile;
  const lines = [];

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'form-endpoint-'));
    dataFile = join(dir, 'nested', 'submissions.jsonl');
    server = createFormEndpoint({ dataFile, log: (line) => lines.push(line) });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });

  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  const post = (body, headers = {}) =>
    fetch(`${base}/f/school`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body,
    });

  it('answers a CORS preflight for JSON posts', async () => {
    const res = await fetch(`${base}/f/school`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('access-control-allow-headers'), /Content-Type/);
    assert.match(res.headers.get('access-control-allow-methods'), /POST/);
  });

  it('accepts a JSON object, answers 200 JSON, appends it with a timestamp and logs one line', async () => {
    const payload = { name: 'Aisha Bello', email: 'aisha@example.com', message: 'سلام 👋 <b>hi</b>' };
    const res = await post(JSON.stringify(payload));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('content-type'), /application\/json/);
    assert.deepEqual(await res.json(), { ok: true, next: '/thanks' });
    const stored = (await readFile(dataFile, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    assert.equal(stored.length, 1);
    assert.deepEqual(stored[0].data, payload);
    assert.equal(stored[0].form, '/f/school');
    assert.ok(!Number.isNaN(Date.parse(stored[0].receivedAt)));
    assert.equal(lines.length, 1);
    assert.match(lines[0], /\/f\/school 3 fields: name, email, message/);
  });

  for (const [label, body] of [
    ['invalid JSON', '{"name":'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
  ]) {
    it(`rejects ${label} with 400 and the service's error shape`, async () => {
      const res = await post(body);
      assert.equal(res.status, 400);
      const json = await res.json();
      assert.ok(Array.isArray(json.errors) && json.errors.length === 1);
      assert.deepEqual(Object.keys(json.errors[0]).sort(), ['field', 'message']);
    });
  }

  it('answers success but stores nothing when the honeypot is filled', async () => {
    const before = (await readFile(dataFile, 'utf8')).trim().split('\n').length;
    const res = await post(JSON.stringify({ email: 'bot@example.com', _gotcha: 'http://spam.example' }));
    assert.equal(res.status, 200);
    const afterCount = (await readFile(dataFile, 'utf8')).trim().split('\n').length;
    assert.equal(afterCount, before);
    assert.match(lines.at(-1), /dropped as spam/);
  });

  it('refuses other methods with 405', async () => {
    const res = await fetch(`${base}/f/school`);
    assert.equal(res.status, 405);
  });
});
