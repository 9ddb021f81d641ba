import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { answerCloudRequest } from '../lib/cloud-function.js';
import { createFormHandler, MAX_BODY_BYTES } from '../lib/local.js';

const recipients = {
  admission: ['a@x.test'],
  contact: ['c@x.test'],
  newsletter: ['n@x.test'],
  'job-application': ['j@x.test'],
};
const saved = [];
const store = {
  async save(submission, notification) {
    saved.push({ submission, notification });
    return 'stored';
  },
};
let server;
let url;

// As the Functions Framework hands a request over: its body read whole into `rawBody`, `ip` set.
before(async () => {
  const handle = createFormHandler({
    store,
    recipients,
    rateLimit: 2,
    log: () => {},
  });
  server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    Object.assign(req, { rawBody: Buffer.concat(chunks), originalUrl: req.url, ip: req.headers['x-test-ip'] });
    await answerCloudRequest(handle, req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/f/school`;
});
after(() => new Promise((resolve) => server.close(resolve)));

const post = (body, type, ip = '203.0.113.1') =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': type, 'X-Test-IP': ip }, body, redirect: 'manual' });

test('answers the code’s JSON and a form post with no script, from the raw body', async () => {
  const json = await post(JSON.stringify({ email: 'a@example.com' }), 'application/json');
  assert.equal(json.status, 200);
  assert.deepEqual(await json.json(), { ok: true });
  const next = '/forms/contact/sent';
  const form = await post(
    `email=b%40example.com&_gotcha=&_next=${encodeURIComponent(next)}`,
    'application/x-www-form-urlencoded',
    '203.0.113.2',
  );
  assert.equal(form.status, 303);
  assert.equal(form.headers.get('location'), next);
  assert.deepEqual(
    saved.map(({ submission }) => [submission.form, submission.data.email]),
    [
      ['/f/school', 'a@example.com'],
      ['/f/school', 'b@example.com'],
    ],
  );
  assert.deepEqual(saved[1].notification.to, ['c@x.test']);
});

test('answers 413 to a body over the limit, 400 to a body of "&", and limits by the request’s address', async () => {
  const big = await post(Buffer.alloc(MAX_BODY_BYTES + 1, 'a'), 'application/json', '203.0.113.3');
  assert.equal(big.status, 413);
  const empty = await post('&', 'application/x-www-form-urlencoded', '203.0.113.3');
  assert.equal(empty.status, 400);
  const limited = await post('{"email":"c"}', 'application/json', '203.0.113.3');
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '30');
  assert.equal((await post('{"email":"d"}', 'application/json', '203.0.113.4')).status, 200);
});

test('limits each parent behind Hosting’s CDN by the address it names, not by the CDN’s own', async () => {
  // Hosting rewrites every post from the same edge address (req.ip) and names the sender's.
  const edge = '198.51.100.7';
  const viaHosting = (sender) =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Test-IP': edge, 'Fastly-Client-IP': sender },
      body: JSON.stringify({ email: `${sender}@example.com` }),
    });
  const statuses = [];
  for (const sender of ['192.0.2.10', '192.0.2.11', '192.0.2.12', '192.0.2.13']) {
    statuses.push((await viaHosting(sender)).status);
  }
  assert.deepEqual(statuses, [200, 200, 200, 200]);
  assert.equal((await viaHosting('192.0.2.10')).status, 200);
  assert.equal((await viaHosting('192.0.2.10')).status, 429);
});

test('the deployed module exports the function `forms`, and loads without its parameters set', async () => {
  const entry = await import('../lib/index.js');
  assert.equal(typeof entry.forms, 'function');
});
