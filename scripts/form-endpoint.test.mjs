import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  createFormEndpoint,
  MAX_BODY_BYTES,
  MAX_FIELD_NAME_LENGTH,
  MAX_FIELDS,
  MAX_VALUE_LENGTH,
  REPEAT_WINDOW_MS,
} from './form-endpoint.mjs';

const SITE = 'http://localhost:4173';
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** A listening endpoint on a free port, writing to its own temporary data file. */
async function startEndpoint(options = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'form-endpoint-'));
  const dataFile = options.dataFile?.(dir) ?? join(dir, 'nested', 'submissions.jsonl');
  const lines = [];
  const server = createFormEndpoint({ log: (line) => lines.push(line), ...options, dataFile });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    url: `http://127.0.0.1:${port}/f/school`,
    dataFile,
    lines,
    async stored() {
      const text = await readFile(dataFile, 'utf8').catch(() => '');
      return text === ''
        ? []
        : text
            .trimEnd()
            .split('\n')
            .map((line) => JSON.parse(line));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const postJson = (url, body) =>
  fetch(url, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  });
const postForm = (url, body) => fetch(url, { method: 'POST', headers: FORM_HEADERS, body, redirect: 'manual' });

/** One error answer's status and errors list. */
async function errorsOf(res) {
  return { status: res.status, errors: (await res.json()).errors };
}

/**
 * Writes raw bytes on a new socket and collects the answer until the server closes it:
 * whether the socket saw an error (a reset), the status, the headers and the body.
 */
function rawExchange(port, parts, { endAfterWriting = false } = {}) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received = [];
    let error = null;
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', (e) => (error = e));
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head, body = ''] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
      );
      resolve({ error, status: Number(statusLine.split(' ')[1]), headers, body });
    });
    for (const part of parts) socket.write(part);
    if (endAfterWriting) socket.end();
  });
}

const requestHead = (target, headers) =>
  `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

describe('form endpoint: the JSON posts of the site’s code', () => {
  let endpoint;
  before(async () => (endpoint = await startEndpoint()));
  after(() => endpoint.close());

  it('answers a CORS preflight for JSON posts', async () => {
    const res = await fetch(endpoint.url, {
      method: 'OPTIONS',
      headers: { Origin: SITE, 'Access-Control-Request-Method': 'POST' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('access-control-allow-headers'), /Content-Type/);
    assert.match(res.headers.get('access-control-allow-methods'), /POST/);
  });

  it('accepts a JSON object, answers 200 JSON, appends it with a timestamp and logs one line', async () => {
    const payload = { name: 'Aisha Bello', email: 'aisha@example.com', message: 'سلام 👋 <b>hi</b>\nsecond line' };
    const res = await postJson(endpoint.url, payload);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('content-type'), /application\/json/);
    assert.deepEqual(await res.json(), { ok: true });
    const stored = await endpoint.stored();
    assert.equal(stored.length, 1);
    assert.deepEqual(stored[0].data, payload);
    assert.equal(stored[0].form, '/f/school');
    assert.ok(!Number.isNaN(Date.parse(stored[0].receivedAt)));
    assert.equal(endpoint.lines.length, 1);
    assert.match(endpoint.lines[0], /\/f\/school 3 fields: name, email, message$/);
  });

  it('accepts a charset of utf-8 and keeps extras such as _subject', async () => {
    const res = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({ email: 'a@example.com', _subject: 'Admission' }),
    });
    assert.equal(res.status, 200);
    assert.deepEqual((await endpoint.stored()).at(-1).data, { email: 'a@example.com', _subject: 'Admission' });
  });

  for (const [label, body] of [
    ['invalid JSON', '{"name":'],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['an empty body', ''],
  ]) {
    it(`rejects ${label} with 400 and the service's error shape`, async () => {
      assert.deepEqual(await errorsOf(await postJson(endpoint.url, body)), {
        status: 400,
        errors: [{ field: null, message: 'The body must be a JSON object' }],
      });
    });
  }

  it('answers success but stores nothing when the honeypot is filled', async () => {
    const count = (await endpoint.stored()).length;
    const res = await postJson(endpoint.url, { email: 'bot@example.com', _gotcha: 'http://spam.example' });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), { ok: true });
    assert.equal((await endpoint.stored()).length, count);
    assert.equal(endpoint.lines.at(-1), '[form-endpoint] /f/school dropped as spam (honeypot filled)');
  });

  it('refuses other methods with 405', async () => {
    const res = await fetch(endpoint.url);
    assert.equal(res.status, 405);
    assert.equal(res.headers.get('allow'), 'POST, OPTIONS');
  });
});

describe('form endpoint: form posts with no script', () => {
  let endpoint;
  before(async () => (endpoint = await startEndpoint()));
  after(() => endpoint.close());

  const controls = `_gotcha=&_next=${encodeURIComponent(`${SITE}/contact/sent`)}&_error=${encodeURIComponent(`${SITE}/contact/not-sent`)}`;

  it('stores the fields without the control fields and answers 303 to _next', async () => {
    const res = await postForm(endpoint.url, `name=Amina+Bello&email=amina%40example.com&${controls}`);
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), `${SITE}/contact/sent`);
    const stored = await endpoint.stored();
    assert.equal(stored.length, 1);
    assert.equal(stored[0].form, '/f/school');
    assert.deepEqual(stored[0].data, { name: 'Amina Bello', email: 'amina@example.com' });
  });

  it('stores a repeated field as its non-empty values joined by ", ", and "" when none is chosen', async () => {
    const chosen = await postForm(
      endpoint.url,
      `email=a%40example.com&preferences=&preferences=School+News&preferences=Events+%26+Activities&${controls}`,
    );
    const none = await postForm(endpoint.url, `email=b%40example.com&preferences=&${controls}`);
    assert.deepEqual([chosen.status, none.status], [303, 303]);
    assert.deepEqual(
      (await endpoint.stored()).slice(-2).map((record) => record.data),
      [
        { email: 'a@example.com', preferences: 'School News, Events & Activities' },
        { email: 'b@example.com', preferences: '' },
      ],
    );
  });

  it('stores a form post and a JSON post of the same fields as equal data', async () => {
    const fields = {
      fullName: 'Ọlá Àdìó',
      email: 'ola@example.com',
      position: 'Mathematics Teacher',
      coverLetter: 'Dear Sir,\nI teach 😀 maths + physics & 100% of my pupils pass.\n\nOlá',
      preferences: 'School News, Events',
    };
    // A browser posts a textarea's line breaks as CRLF; the code's JSON has them as LF.
    const formBody = new URLSearchParams({ ...fields, coverLetter: fields.coverLetter.replaceAll('\n', '\r\n') });
    const asForm = await postForm(endpoint.url, `${formBody}&${controls}`);
    // To another form: the same fields to the same form would be a repeat (below).
    const asJson = await postJson(endpoint.url.replace('/f/school', '/f/careers'), fields);
    assert.deepEqual([asForm.status, asJson.status], [303, 200]);
    const [fromForm, fromJson] = (await endpoint.stored()).slice(-2).map((record) => record.data);
    assert.deepEqual(fromForm, fields);
    assert.deepEqual(fromJson, fields);
  });

  it('stores a repeat of the same fields within the window once, and answers it as a success', async () => {
    let clock = 1_000_000;
    const repeats = await startEndpoint({ now: () => clock, repeatWindowMs: REPEAT_WINDOW_MS });
    try {
      const body = `fullName=Amina+Bello&message=Hello&${controls}`;
      const first = await postForm(repeats.url, body);
      clock += 1_500;
      // The same fields as JSON are the same submission; a double tap's second post is this.
      const again = await postForm(repeats.url, body);
      const asJson = await postJson(repeats.url, { fullName: 'Amina Bello', message: 'Hello' });
      assert.deepEqual(
        [first, again].map((res) => [res.status, res.headers.get('location')]),
        [
          [303, `${SITE}/contact/sent`],
          [303, `${SITE}/contact/sent`],
        ],
      );
      assert.equal(asJson.status, 200);
      assert.equal((await repeats.stored()).length, 1);
      assert.equal(
        repeats.lines.at(-1),
        `[form-endpoint] /f/school dropped as a repeat of a submission stored within ${REPEAT_WINDOW_MS} ms`,
      );
      // Other words, or another form, are another submission.
      await postForm(repeats.url, `fullName=Amina+Bello&message=Hello+again&${controls}`);
      await postForm(repeats.url.replace('/f/school', '/f/other'), body);
      assert.equal((await repeats.stored()).length, 3);
      // Once the window has passed since the first was stored, the same fields are stored again.
      clock += REPEAT_WINDOW_MS;
      assert.equal((await postForm(repeats.url, body)).status, 303);
      assert.deepEqual(
        (await repeats.stored()).map((record) => [record.form, record.data.message]),
        [
          ['/f/school', 'Hello'],
          ['/f/school', 'Hello again'],
          ['/f/other', 'Hello'],
          ['/f/school', 'Hello'],
        ],
      );
    } finally {
      await repeats.close();
    }
  });

  it('stores two concurrent posts of the same fields once', async () => {
    const count = (await endpoint.stored()).length;
    const fields = { email: 'twice@example.com', message: 'Sent twice at once' };
    const answers = await Promise.all([postJson(endpoint.url, fields), postJson(endpoint.url, fields)]);
    assert.deepEqual(
      answers.map((res) => res.status),
      [200, 200],
    );
    assert.deepEqual(
      (await endpoint.stored()).slice(count).map((record) => record.data),
      [fields],
    );
  });

  it('drops a post whose honeypot is filled and still answers 303 to _next', async () => {
    const count = (await endpoint.stored()).length;
    const res = await postForm(
      endpoint.url,
      `email=bot%40example.com&_gotcha=http%3A%2F%2Fspam.example&_next=${encodeURIComponent(`${SITE}/contact/sent`)}`,
    );
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), `${SITE}/contact/sent`);
    assert.equal((await endpoint.stored()).length, count);
    assert.equal(endpoint.lines.at(-1), '[form-endpoint] /f/school dropped as spam (honeypot filled)');
  });

  it('answers 303 to _error for a bad field once the redirect fields are read', async () => {
    const count = (await endpoint.stored()).length;
    const res = await postForm(endpoint.url, `message=${'a'.repeat(MAX_VALUE_LENGTH + 1)}&${controls}`);
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), `${SITE}/contact/not-sent`);
    assert.equal((await endpoint.stored()).length, count);
  });

  it('answers as for JSON when the post names no redirect page', async () => {
    const ok = await postForm(endpoint.url, 'email=c%40example.com');
    assert.equal(ok.status, 200);
    assert.deepEqual(await ok.json(), { ok: true });
    assert.deepEqual((await endpoint.stored()).at(-1).data, { email: 'c@example.com' });
    assert.deepEqual(await errorsOf(await postForm(endpoint.url, 'email=d%40example.com&2fa=x')), {
      status: 400,
      errors: [
        { field: '2fa', message: 'A field name is letters and digits after an optional underscore, at most 64 long' },
      ],
    });
  });

  for (const [field, value] of [
    ['_next', 'https://evil.example/phish'],
    ['_next', 'http://localhost:4174/contact/sent'],
    ['_next', '/contact/sent'],
    ['_next', 'javascript:alert(1)'],
    ['_next', 'http://user:secret@localhost:4173/contact/sent'],
    ['_error', '//evil.example/'],
  ]) {
    it(`refuses ${field}=${value} with 400 naming the field, stores nothing and redirects nowhere`, async () => {
      const count = (await endpoint.stored()).length;
      const other = field === '_next' ? '_error' : '_next';
      const res = await postForm(
        endpoint.url,
        `email=e%40example.com&${field}=${encodeURIComponent(value)}&${other}=${encodeURIComponent(`${SITE}/x`)}`,
      );
      assert.equal(res.headers.get('location'), null);
      assert.deepEqual(await errorsOf(res), {
        status: 400,
        errors: [{ field, message: 'Must be an absolute URL on http://localhost:4173' }],
      });
      assert.equal((await endpoint.stored()).length, count);
    });
  }
});

describe('form endpoint: a store that fails', () => {
  let endpoint;
  // The data file is a directory, so every append fails.
  before(async () => (endpoint = await startEndpoint({ dataFile: (dir) => dir })));
  after(() => endpoint.close());

  it('answers a form post with 303 to _error and logs why', async () => {
    const res = await postForm(
      endpoint.url,
      `email=a%40example.com&_gotcha=&_next=${encodeURIComponent(`${SITE}/ok`)}&_error=${encodeURIComponent(`${SITE}/failed`)}`,
    );
    assert.equal(res.status, 303);
    assert.equal(res.headers.get('location'), `${SITE}/failed`);
    assert.match(endpoint.lines.at(-1), /^\[form-endpoint\] \/f\/school could not be stored: EISDIR/);
  });

  it('answers a JSON post with 500 and the service’s error shape', async () => {
    assert.deepEqual(await errorsOf(await postJson(endpoint.url, { email: 'a@example.com' })), {
      status: 500,
      errors: [{ field: null, message: 'The submission could not be stored' }],
    });
  });
});

describe('form endpoint: an unexpected error', () => {
  let endpoint;
  let failNext = true;
  before(
    async () =>
      (endpoint = await startEndpoint({
        // The success line's logger fails once: an error the handler does not expect.
        log(line) {
          if (failNext && line.includes(' fields: ')) {
            failNext = false;
            throw new Error('log device gone');
          }
          endpoint.lines.push(line);
        },
      })),
  );
  after(() => endpoint.close());

  it('is a 500 JSON answer and one log line, and the next post is served', async () => {
    assert.deepEqual(await errorsOf(await postJson(endpoint.url, { email: 'a@example.com' })), {
      status: 500,
      errors: [{ field: null, message: 'The submission could not be processed' }],
    });
    assert.equal(endpoint.lines.length, 1);
    assert.match(endpoint.lines[0], /^\[form-endpoint\] POST \/f\/school failed: Error: log device gone at /);
    const res = await postJson(endpoint.url, { email: 'b@example.com' });
    assert.equal(res.status, 200);
  });
});

describe('form endpoint: hostile input', () => {
  let endpoint;
  before(async () => (endpoint = await startEndpoint()));
  after(() => endpoint.close());

  it('refuses 400k-deep nesting without throwing: 415 as text/plain, 400 naming the field as JSON', async () => {
    const nested = `${'['.repeat(400_000)}${']'.repeat(400_000)}`;
    const asText = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: nested,
    });
    assert.equal(asText.status, 415);
    assert.deepEqual(await errorsOf(await postJson(endpoint.url, `{"message":${nested}}`)), {
      status: 400,
      errors: [{ field: 'message', message: 'The value must be a string' }],
    });
    assert.deepEqual(await errorsOf(await postJson(endpoint.url, '['.repeat(400_000))), {
      status: 400,
      errors: [{ field: null, message: 'The body must be a JSON object' }],
    });
  });

  it('answers a 10 MB body with its 413 over a real socket, read whole, not a reset', async () => {
    const body = Buffer.alloc(10 * 1024 * 1024, 'a');
    const answer = await rawExchange(endpoint.port, [
      requestHead('/f/school', { 'Content-Type': 'application/json', 'Content-Length': body.length }),
      body,
    ]);
    assert.equal(answer.error, null);
    assert.equal(answer.status, 413);
    assert.equal(answer.headers.connection, 'close');
    assert.deepEqual(JSON.parse(answer.body), {
      errors: [{ field: null, message: `The body is larger than ${MAX_BODY_BYTES} bytes` }],
    });
  });

  it('accepts the largest form post the limits allow, and answers 413 to one character more', async () => {
    // MAX_FIELDS fields with the longest names and values, each character 9 bytes once encoded.
    const names = Array.from(
      { length: MAX_FIELDS },
      (_, i) => `f${String(i).padStart(MAX_FIELD_NAME_LENGTH - 1, '0')}`,
    );
    const value = 'अ'.repeat(MAX_VALUE_LENGTH);
    const body = names.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
    assert.equal(Buffer.byteLength(body), MAX_BODY_BYTES - 1);
    const res = await postForm(endpoint.url, body);
    assert.equal(res.status, 200);
    const data = (await endpoint.stored()).at(-1).data;
    assert.deepEqual(Object.keys(data), names);
    assert.equal(data[names[0]], value);
    assert.equal((await postForm(endpoint.url, `${body}${encodeURIComponent('अ')}`)).status, 413);
  });

  for (const [label, headers, body] of [
    ['text/plain', { 'Content-Type': 'text/plain' }, '{"email":"a@example.com"}'],
    ['no content type', {}, new TextEncoder().encode('{"email":"a@example.com"}')],
    ['JSON in another charset', { 'Content-Type': 'application/json; charset=iso-8859-1' }, '{"email":"a"}'],
    ['text/json', { 'Content-Type': 'text/json' }, '{"email":"a@example.com"}'],
  ]) {
    it(`refuses ${label} with 415`, async () => {
      const res = await fetch(endpoint.url, { method: 'POST', headers, body });
      assert.deepEqual(await errorsOf(res), {
        status: 415,
        errors: [
          {
            field: null,
            message: 'The body must be application/json or application/x-www-form-urlencoded, in UTF-8',
          },
        ],
      });
    });
  }

  it('refuses multipart/form-data with 415', async () => {
    const body = new FormData();
    body.set('email', 'a@example.com');
    const res = await fetch(endpoint.url, { method: 'POST', body });
    assert.match(res.headers.get('content-type'), /application\/json/);
    assert.equal(res.status, 415);
  });

  for (const [label, value] of [
    ['a number', 42],
    ['null', null],
    ['an array', ['a']],
    ['an object', { first: 'a' }],
    ['a boolean', true],
  ]) {
    it(`refuses ${label} as a value with 400 naming the field`, async () => {
      assert.deepEqual(await errorsOf(await postJson(endpoint.url, { email: 'a@example.com', phone: value })), {
        status: 400,
        errors: [{ field: 'phone', message: 'The value must be a string' }],
      });
    });
  }

  it(`refuses more than ${MAX_FIELDS} fields and a value longer than ${MAX_VALUE_LENGTH}`, async () => {
    const many = Object.fromEntries(Array.from({ length: MAX_FIELDS + 1 }, (_, i) => [`f${i}`, 'x']));
    assert.deepEqual(await errorsOf(await postJson(endpoint.url, many)), {
      status: 400,
      errors: [{ field: null, message: `At most ${MAX_FIELDS} fields are accepted` }],
    });
    assert.equal((await postForm(endpoint.url, new URLSearchParams(many).toString())).status, 400);
    assert.deepEqual(await errorsOf(await postJson(endpoint.url, { message: 'x'.repeat(MAX_VALUE_LENGTH + 1) })), {
      status: 400,
      errors: [{ field: 'message', message: `The value is longer than ${MAX_VALUE_LENGTH} characters` }],
    });
  });

  it('refuses __proto__ and other odd names with 400 naming the field, and no prototype changes', async () => {
    const nameRule = 'A field name is letters and digits after an optional underscore, at most 64 long';
    for (const [body, field] of [
      ['{"__proto__":{"polluted":"yes"}}', '__proto__'],
      ['{"email":"a@example.com","__proto__":"yes"}', '__proto__'],
      ['{"constructor.prototype.polluted":"yes"}', 'constructor.prototype.polluted'],
      ['{"":"x"}', ''],
      ['{"na me":"x"}', 'na me'],
      ['{"_":"x"}', '_'],
      [`{"${'n'.repeat(MAX_FIELD_NAME_LENGTH + 1)}":"x"}`, `${'n'.repeat(MAX_FIELD_NAME_LENGTH)}…`],
    ]) {
      assert.deepEqual(await errorsOf(await postJson(endpoint.url, body)), {
        status: 400,
        errors: [{ field, message: nameRule }],
      });
    }
    assert.deepEqual(await errorsOf(await postForm(endpoint.url, '__proto__[polluted]=yes&email=a')), {
      status: 400,
      errors: [{ field: '__proto__[polluted]', message: nameRule }],
    });
    assert.deepEqual(await errorsOf(await postForm(endpoint.url, '__proto__=yes')), {
      status: 400,
      errors: [{ field: '__proto__', message: nameRule }],
    });
    assert.equal({}.polluted, undefined);
    assert.equal(Object.prototype.polluted, undefined);
  });

  it('stores names of Object.prototype’s members as plain fields', async () => {
    const res = await postJson(endpoint.url, { constructor: 'a', toString: 'b', hasOwnProperty: 'c' });
    assert.equal(res.status, 200);
    assert.deepEqual((await endpoint.stored()).at(-1).data, { constructor: 'a', toString: 'b', hasOwnProperty: 'c' });
  });

  it('refuses invalid UTF-8 in a JSON body, in raw and in percent-decoded form values', async () => {
    const bytes = (...parts) => Buffer.concat(parts.map((part) => Buffer.from(part)));
    const notUtf8 = { field: null, message: 'The body is not valid UTF-8' };
    const notFormUtf8 = { field: null, message: 'The form body is not valid URL-encoded UTF-8' };
    assert.deepEqual(await errorsOf(await postJson(endpoint.url, bytes('{"name":"', [0xc3, 0x28], '"}'))), {
      status: 400,
      errors: [notUtf8],
    });
    assert.deepEqual(await errorsOf(await postForm(endpoint.url, bytes('name=', [0xff]))), {
      status: 400,
      errors: [notUtf8],
    });
    for (const encoded of ['%C3%28', '%FF', '%C0%AF', '%ED%A0%80', '%E0%A4', '%ZZ', '%']) {
      assert.deepEqual(await errorsOf(await postForm(endpoint.url, `name=${encoded}`)), {
        status: 400,
        errors: [notFormUtf8],
      });
    }
    assert.deepEqual(await errorsOf(await postJson(endpoint.url, '{"name":"\\ud800"}')), {
      status: 400,
      errors: [{ field: 'name', message: 'The value is not valid Unicode text' }],
    });
  });

  it('handles POST //, an absolute-form target and a target that is no path, never crashing', async () => {
    const body = '{"email":"a@example.com"}';
    const headers = { 'Content-Type': 'application/json', 'Content-Length': body.length };
    const slashes = await rawExchange(endpoint.port, [requestHead('//', headers), body]);
    assert.equal(slashes.status, 200);
    assert.equal((await endpoint.stored()).at(-1).form, '//');
    const absolute = await rawExchange(endpoint.port, [requestHead('http://x/f/school?a=1', headers), body]);
    assert.equal(absolute.status, 200);
    assert.equal((await endpoint.stored()).at(-1).form, '/f/school');
    const star = await rawExchange(endpoint.port, [requestHead('*', headers), body]);
    assert.equal(star.status, 400);
    assert.deepEqual(JSON.parse(star.body), {
      errors: [{ field: null, message: 'The request target must be a path such as /f/school' }],
    });
  });

  it('stores 500 concurrent valid posts, each as one whole line', async () => {
    const before = (await endpoint.stored()).length;
    const message = 'ب'.repeat(2_000);
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        i % 2 === 0
          ? postJson(endpoint.url, { marker: `m${i}`, message })
          : postForm(endpoint.url, new URLSearchParams({ marker: `m${i}`, message }).toString()),
      ),
    );
    assert.deepEqual(
      answers.map((res) => res.status),
      Array(500).fill(200),
    );
    const text = await readFile(endpoint.dataFile, 'utf8');
    const records = text
      .trimEnd()
      .split('\n')
      .slice(before)
      .map((line) => JSON.parse(line));
    assert.equal(records.length, 500);
    assert.deepEqual(
      records.map((record) => record.data.marker).sort(),
      Array.from({ length: 500 }, (_, i) => `m${i}`).sort(),
    );
    assert.ok(records.every((record) => record.data.message === message));
  });

  it('still answers a valid post after all of the above', async () => {
    const res = await postJson(endpoint.url, { email: 'last@example.com' });
    assert.equal(res.status, 200);
    assert.deepEqual((await endpoint.stored()).at(-1).data, { email: 'last@example.com' });
  });
});

describe('form endpoint: a sender that stops mid-body', () => {
  let endpoint;
  before(async () => (endpoint = await startEndpoint({ bodyIdleTimeoutMs: 300 })));
  after(() => endpoint.close());

  it('is cut off with 408 while the others are served', async () => {
    const stalled = rawExchange(endpoint.port, [
      requestHead('/f/school', { 'Content-Type': 'application/json', 'Content-Length': 100 }),
      '{"email":"a@exa',
    ]);
    const other = await postJson(endpoint.url, { email: 'b@example.com' });
    assert.equal(other.status, 200);
    const answer = await stalled;
    assert.equal(answer.status, 408);
    assert.equal(answer.headers.connection, 'close');
    assert.deepEqual(JSON.parse(answer.body), { errors: [{ field: null, message: 'The body stopped arriving' }] });
    assert.deepEqual(
      (await endpoint.stored()).map((record) => record.data),
      [{ email: 'b@example.com' }],
    );
    assert.equal((await postJson(endpoint.url, { email: 'c@example.com' })).status, 200);
  });
});
