import assert from 'node:assert/strict';
import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT } from './apps.mjs';
import {
  errorsOf,
  firestoreSkip,
  FORM_HEADERS,
  manyAddresses,
  postForm,
  postFrom,
  postJson,
  rawExchange,
  requestHead,
  senderAddress,
  sharedAddressOptions,
  SITE,
  startEndpoint as startWith,
  stopFirestore,
  STORES,
} from './form-endpoint.harness.mjs';
import {
  createFormEndpoint,
  createJsonlStore,
  FORM_KEYS,
  HEADERS_TIMEOUT_MS,
  isLoopback,
  MAX_BODY_BYTES,
  MAX_CONNECTIONS,
  MAX_FIELD_NAME_LENGTH,
  MAX_FIELDS,
  MAX_SUBMISSION_BYTES,
  MAX_VALUE_LENGTH,
  RATE_LIMIT,
  REPEAT_WINDOW_MS,
  REQUEST_TIMEOUT_MS,
  RESULT_FORMS,
} from './form-endpoint.mjs';

// The contract's whole suite, against the service with each of its stores.
const SENT = '/forms/contact/sent';
const FAILED = '/forms/contact/failed';
const [jsonl] = STORES;
const skipFirestore = await firestoreSkip();
after(stopFirestore);

for (const variant of STORES) {
  const skip = variant.name === 'firestore' ? skipFirestore : false;
  const startEndpoint = (options) => startWith(variant, options);

  describe(`the form service with the ${variant.name} store`, { skip }, () => {
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

      const controls = `_gotcha=&_next=${encodeURIComponent(SENT)}&_error=${encodeURIComponent(FAILED)}`;

      it('stores the fields without the control fields and answers 303 to _next', async () => {
        const res = await postForm(endpoint.url, `name=Amina+Bello&email=amina%40example.com&${controls}`);
        assert.equal(res.status, 303);
        assert.equal(res.headers.get('location'), SENT);
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
              [303, SENT],
              [303, SENT],
            ],
          );
          assert.equal(asJson.status, 200);
          assert.equal((await repeats.stored()).length, 1);
          assert.equal(
            repeats.lines.at(-1),
            `[form-endpoint] /f/school dropped as a repeat of a submission received within ${REPEAT_WINDOW_MS} ms, ` +
              'answered as it was: stored',
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
          `email=bot%40example.com&_gotcha=http%3A%2F%2Fspam.example&_next=${encodeURIComponent(SENT)}`,
        );
        assert.equal(res.status, 303);
        assert.equal(res.headers.get('location'), SENT);
        assert.equal((await endpoint.stored()).length, count);
        assert.equal(endpoint.lines.at(-1), '[form-endpoint] /f/school dropped as spam (honeypot filled)');
      });

      it('answers 303 to _error for a bad field once the redirect fields are read', async () => {
        const count = (await endpoint.stored()).length;
        const res = await postForm(endpoint.url, `message=${'a'.repeat(MAX_VALUE_LENGTH + 1)}&${controls}`);
        assert.equal(res.status, 303);
        assert.equal(res.headers.get('location'), FAILED);
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
            {
              field: '2fa',
              message: 'A field name is letters and digits after an optional underscore, at most 64 long',
            },
          ],
        });
      });

      for (const [field, value] of [
        ['_next', 'https://evil.example/phish'],
        ['_next', 'https://evil.example/forms/contact/sent'],
        // The site's own origin written whole: a result page is a path, never an origin.
        ['_next', `${SITE}/forms/contact/sent`],
        ['_next', 'javascript:alert(1)'],
        ['_next', '//user:secret@localhost:4173/forms/contact/sent'],
        // No result page: through a redirect of the site, off it.
        ['_next', '/%2Fevil.example/'],
        ['_next', '//evil.example/forms/contact/sent'],
        ['_next', '/forms/no-such-form/sent'],
        ['_next', '/forms/contact/sent/../../../%2F%2Fevil.example'],
        ['_next', '/\\evil.example/forms/contact/sent'],
        ['_error', '//evil.example/'],
        ['_error', '/%5Cevil.example/'],
      ]) {
        it(`answers ${field}=${value} with the form's own result page, never a redirect elsewhere`, async () => {
          const other = field === '_next' ? '_error' : '_next';
          const fallback = field === '_next' ? SENT : FAILED;
          const marker = `m${Math.random()}`;
          const res = await postForm(
            endpoint.url,
            `email=${marker}&${field}=${encodeURIComponent(value)}&${other}=${encodeURIComponent(other === '_next' ? SENT : FAILED)}` +
              (field === '_error' ? `&${'x'.repeat(MAX_FIELD_NAME_LENGTH + 1)}=y` : ''),
          );
          assert.equal(res.status, 303);
          assert.equal(res.headers.get('location'), fallback);
          // A post that failed (the bad field name above) stores nothing; one that was sent, once.
          const stored = (await endpoint.stored()).filter((record) => record.data.email === marker);
          assert.equal(stored.length, field === '_next' ? 1 : 0);
        });
      }

      it('rebuilds a result page from its form, dropping a query and a fragment', async () => {
        const res = await postForm(
          endpoint.url,
          `email=q%40example.com&_next=${encodeURIComponent(`${SENT}?next=https://evil.example#x`)}`,
        );
        assert.equal(res.status, 303);
        assert.equal(res.headers.get('location'), SENT);
      });

      it('answers a failure with the failed page of the form _next names when _error is missing', async () => {
        const res = await postForm(endpoint.url, `2fa=x&_next=${encodeURIComponent('/forms/admission/sent')}`);
        assert.equal(res.status, 303);
        assert.equal(res.headers.get('location'), '/forms/admission/failed');
      });

      it('refuses a post whose redirect fields name no result page with 400, storing nothing, redirecting nowhere', async () => {
        const count = (await endpoint.stored()).length;
        const res = await postForm(
          endpoint.url,
          `email=e%40example.com&_next=${encodeURIComponent('https://evil.example/')}&_error=${encodeURIComponent('/x')}`,
        );
        assert.equal(res.headers.get('location'), null);
        assert.deepEqual(await errorsOf(res), {
          status: 400,
          errors: [{ field: '_next', message: "Must be one of the site's result pages, such as /forms/contact/sent" }],
        });
        assert.equal((await endpoint.stored()).length, count);
      });

      it('knows the forms the site has result pages for (shared/src/forms/result-pages.ts)', async () => {
        const source = await readFile(join(ROOT, 'shared/src/forms/result-pages.ts'), 'utf8');
        const names = /export const FORM_NAMES = \[([^\]]*)\] as const;/.exec(source)?.[1];
        assert.ok(names, 'FORM_NAMES is where the endpoint looks for it');
        assert.deepEqual(
          names.split(',').map((name) => name.trim().replaceAll("'", '')),
          RESULT_FORMS,
        );
        assert.match(
          source,
          /resultPagePath = \(form: FormName, outcome: FormOutcome\) => `\/forms\/\$\{form\}\/\$\{outcome\}`;/,
        );
        assert.match(source, /export type FormOutcome = 'sent' \| 'failed';/);
      });

      it('refuses a post with no field at all with 400, and stores nothing', async () => {
        const count = (await endpoint.stored()).length;
        const noFields = {
          status: 400,
          errors: [{ field: null, message: 'The submission has no fields: there is nothing to send' }],
        };
        for (const body of ['&', '&&', '_gotcha=']) {
          assert.deepEqual(await errorsOf(await postForm(endpoint.url, body)), noFields, body);
        }
        assert.deepEqual(await errorsOf(await postJson(endpoint.url, {})), noFields);
        const res = await postForm(
          endpoint.url,
          `_gotcha=&_next=${encodeURIComponent(SENT)}&_error=${encodeURIComponent(FAILED)}`,
        );
        assert.equal(res.status, 303);
        assert.equal(res.headers.get('location'), FAILED);
        assert.equal((await endpoint.stored()).length, count);
      });
    });

    describe('form endpoint: a store that fails', () => {
      let endpoint;
      before(async () => (endpoint = await startEndpoint({ failing: true })));
      after(() => endpoint.close());

      it('answers a form post with 303 to _error and logs why', async () => {
        const res = await postForm(
          endpoint.url,
          `email=a%40example.com&_gotcha=&_next=${encodeURIComponent(SENT)}&_error=${encodeURIComponent(FAILED)}`,
        );
        assert.equal(res.status, 303);
        assert.equal(res.headers.get('location'), FAILED);
        assert.match(
          endpoint.lines.at(-1),
          new RegExp(`^\\[form-endpoint\\] /f/school could not be stored: .*${variant.failure.source}`, 'i'),
        );
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

      it('reads the largest body the limits allow, and answers 413 to one character more', async () => {
        // MAX_FIELDS fields with the longest names and values, each character 9 bytes once encoded:
        // read whole, then refused for what it would store.
        const names = Array.from(
          { length: MAX_FIELDS },
          (_, i) => `f${String(i).padStart(MAX_FIELD_NAME_LENGTH - 1, '0')}`,
        );
        const value = 'अ'.repeat(MAX_VALUE_LENGTH);
        const body = names.map((name) => `${name}=${encodeURIComponent(value)}`).join('&');
        assert.equal(Buffer.byteLength(body), MAX_BODY_BYTES - 1);
        const count = (await endpoint.stored()).length;
        assert.deepEqual(await errorsOf(await postForm(endpoint.url, body)), {
          status: 413,
          errors: [{ field: null, message: `The fields are larger than ${MAX_SUBMISSION_BYTES} bytes in all` }],
        });
        assert.deepEqual(await errorsOf(await postForm(endpoint.url, `${body}${encodeURIComponent('अ')}`)), {
          status: 413,
          errors: [{ field: null, message: `The body is larger than ${MAX_BODY_BYTES} bytes` }],
        });
        assert.equal((await endpoint.stored()).length, count);
      });

      it('stores the largest submission one document holds, and answers 413 to one byte more', async () => {
        const names = Array.from({ length: MAX_FIELDS }, (_, i) => `f${String(i).padStart(2, '0')}`);
        let left = MAX_SUBMISSION_BYTES - names.join('').length;
        const data = {};
        for (const name of names) {
          const bytes = Math.min(left, 3 * MAX_VALUE_LENGTH);
          data[name] = `${'अ'.repeat(Math.floor(bytes / 3))}${'a'.repeat(bytes % 3)}`;
          left -= bytes;
        }
        const res = await postJson(endpoint.url, data);
        assert.equal(res.status, 200);
        assert.deepEqual((await endpoint.stored()).at(-1).data, data);
        const more = await postJson(endpoint.url, { ...data, f63: `${data.f63}a` });
        assert.equal(more.status, 413);
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
        assert.deepEqual((await endpoint.stored()).at(-1).data, {
          constructor: 'a',
          toString: 'b',
          hasOwnProperty: 'c',
        });
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

      it('stores 200 concurrent valid posts from 200 addresses, each once, as one whole line', async () => {
        const before = (await endpoint.stored()).length;
        const message = 'ب'.repeat(2_000);
        const answers = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            i % 2 === 0
              ? postFrom(endpoint.url, senderAddress(i), JSON.stringify({ marker: `m${i}`, message }))
              : postFrom(
                  endpoint.url,
                  senderAddress(i),
                  new URLSearchParams({ marker: `m${i}`, message }).toString(),
                  FORM_HEADERS,
                ),
          ),
        );
        assert.deepEqual(
          answers.map((res) => res.status),
          Array(200).fill(200),
        );
        const records = (await endpoint.stored()).slice(before);
        assert.equal(records.length, 200);
        assert.deepEqual(
          records.map((record) => record.data.marker).sort(),
          Array.from({ length: 200 }, (_, i) => `m${i}`).sort(),
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

    /** A store whose every save fails after `ms`, as a full disk does: how many saves it was asked for. */
    function failingStore(ms = 50) {
      const store = {
        saves: 0,
        save() {
          store.saves += 1;
          return new Promise((_, reject) =>
            setTimeout(
              () => reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })),
              ms,
            ),
          );
        },
      };
      return store;
    }

    describe('form endpoint: exactly once, even when the store fails', () => {
      it('answers two identical posts racing a failing store both as failed, and stores nothing', async () => {
        const store = failingStore();
        const endpoint = await startEndpoint({ store });
        try {
          const fields = { email: 'twice@example.com', message: 'Sent twice while the disk is full' };
          const answers = await Promise.all([postJson(endpoint.url, fields), postJson(endpoint.url, fields)]);
          const failed = { status: 500, errors: [{ field: null, message: 'The submission could not be stored' }] };
          assert.deepEqual(await Promise.all(answers.map(errorsOf)), [failed, failed]);
          const body = `email=a%40example.com&_next=${encodeURIComponent(SENT)}&_error=${encodeURIComponent(FAILED)}`;
          const taps = await Promise.all([postForm(endpoint.url, body), postForm(endpoint.url, body)]);
          assert.deepEqual(
            taps.map((res) => [res.status, res.headers.get('location')]),
            [
              [303, FAILED],
              [303, FAILED],
            ],
          );
          assert.equal(store.saves, 2, 'one save per submission, none for its repeat');
          assert.match(endpoint.lines.join('\n'), /dropped as a repeat .*answered as it was: not stored/);
          // Once the first has failed, the parent's next try is tried again.
          assert.equal((await postJson(endpoint.url, fields)).status, 500);
          assert.equal(store.saves, 3);
        } finally {
          await endpoint.close();
        }
      });

      it('answers two identical posts racing a store that cannot write both as failed, storing nothing', async () => {
        const endpoint = await startEndpoint({ failing: true });
        try {
          const fields = { email: 'twice@example.com' };
          const answers = await Promise.all([postJson(endpoint.url, fields), postJson(endpoint.url, fields)]);
          assert.deepEqual(
            answers.map((res) => res.status),
            [500, 500],
          );
          // Nothing, not half of a submission: no record, no mail.
          assert.deepEqual(await endpoint.stored(), []);
          assert.deepEqual(await endpoint.mail(), []);
        } finally {
          await endpoint.close();
        }
      });

      it('answers a repeat of a stored submission as sent once it is stored', async () => {
        let release;
        const saved = [];
        const store = {
          save(record) {
            saved.push(record);
            return new Promise((resolve) => (release = resolve));
          },
        };
        const endpoint = await startEndpoint({ store });
        try {
          const fields = { email: 'slow@example.com' };
          const first = postJson(endpoint.url, fields);
          for (let waited = 0; !release; waited += 5) {
            assert.ok(waited < 2_000, 'the endpoint saves through its store');
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          const again = postJson(endpoint.url, fields);
          await new Promise((resolve) => setTimeout(resolve, 50));
          release();
          assert.deepEqual(
            (await Promise.all([first, again])).map((res) => res.status),
            [200, 200],
          );
          assert.equal(saved.length, 1);
        } finally {
          await endpoint.close();
        }
      });
    });

    describe('form endpoint: a rate limit per address', () => {
      it(`answers a burst over ${RATE_LIMIT} posts a minute from one address with 429 and Retry-After`, async () => {
        let clock = 5_000_000;
        const endpoint = await startEndpoint({ rateLimit: RATE_LIMIT, now: () => clock });
        try {
          const burst = await Promise.all(
            Array.from({ length: RATE_LIMIT + 5 }, (_, i) =>
              postFrom(endpoint.url, '127.0.0.1', JSON.stringify({ email: `p${i}@example.com` })),
            ),
          );
          const statuses = burst.map((res) => res.status).sort();
          assert.deepEqual(statuses, [...Array(RATE_LIMIT).fill(200), ...Array(5).fill(429)]);
          const limited = await postJson(endpoint.url, { email: 'one-more@example.com' });
          assert.equal(limited.status, 429);
          assert.equal(limited.headers.get('retry-after'), '1');
          assert.equal(limited.headers.get('connection'), 'close');
          assert.deepEqual((await limited.json()).errors, [
            { field: null, message: 'Too many posts from this address: try again in 1 s' },
          ]);
          // Another address (another parent, another network) is not held back.
          if (manyAddresses) {
            const other = await postFrom(endpoint.url, '127.0.0.2', JSON.stringify({ email: 'other@example.com' }));
            assert.equal(other.status, 200);
          }
          // One post a second comes back.
          clock += 1_000;
          assert.equal((await postJson(endpoint.url, { email: 'later@example.com' })).status, 200);
          assert.equal((await postJson(endpoint.url, { email: 'too-soon@example.com' })).status, 429);
          clock += 60_000;
          const again = await Promise.all(
            Array.from({ length: RATE_LIMIT }, (_, i) =>
              postFrom(endpoint.url, '127.0.0.1', JSON.stringify({ email: `q${i}@example.com` })),
            ),
          );
          assert.ok(again.every((res) => res.status === 200));
          assert.equal((await endpoint.stored()).length, 2 * RATE_LIMIT + 1 + (manyAddresses ? 1 : 0));
        } finally {
          await endpoint.close();
        }
      });

      it('leaves the addresses it is told to alone: this machine’s own, for npm start and the e2e suite', async () => {
        assert.deepEqual(
          ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1', '10.0.0.1', '::ffff:10.0.0.1', '2001:db8::1', ''].map(
            isLoopback,
          ),
          [true, true, true, true, false, false, false, false],
        );
        const endpoint = await startEndpoint({
          rateLimit: RATE_LIMIT,
          unlimited: (address) => address === '127.0.0.1',
          // A clock that stands still: the bucket does not refill however slowly the store answers.
          now: () => 7_000_000,
        });
        try {
          const burst = await Promise.all(
            Array.from({ length: RATE_LIMIT + 10 }, (_, i) =>
              postFrom(endpoint.url, '127.0.0.1', JSON.stringify({ email: `e2e${i}@example.com` })),
            ),
          );
          assert.ok(burst.every((res) => res.status === 200));
          if (!manyAddresses) return;
          const others = await Promise.all(
            Array.from({ length: RATE_LIMIT + 1 }, (_, i) =>
              postFrom(endpoint.url, '127.0.0.9', JSON.stringify({ email: `lan${i}@example.com` })),
            ),
          );
          assert.deepEqual(
            others.map((res) => res.status).filter((status) => status === 429),
            [429],
          );
        } finally {
          await endpoint.close();
        }
      });

      it('is the default, and generous enough for carrier-grade NAT', () => {
        assert.ok(RATE_LIMIT >= 60, 'a whole mobile network may share one address');
      });
    });

    describe('form endpoint: slow senders and many connections', () => {
      it('uses short headers and request timeouts, checked often, and caps its connections', () => {
        const server = createFormEndpoint({ log: () => {} });
        assert.equal(server.headersTimeout, HEADERS_TIMEOUT_MS);
        assert.equal(server.requestTimeout, REQUEST_TIMEOUT_MS);
        assert.equal(server.maxConnections, MAX_CONNECTIONS);
        // A body byte every 10 s holds a socket no longer than this, not for minutes.
        assert.ok(REQUEST_TIMEOUT_MS <= 30_000);
        assert.ok(HEADERS_TIMEOUT_MS <= 10_000);
        assert.ok(MAX_CONNECTIONS >= 200, 'room for 200 parents posting at once');
      });

      /** Writes `head`, then one byte of `drip` every `everyMs` until the server closes the socket. */
      function dribble(port, head, drip, everyMs) {
        return new Promise((resolve) => {
          const started = performance.now();
          const socket = connect(port, '127.0.0.1');
          let received = '';
          let at = 0;
          const timer = setInterval(() => {
            if (at < drip.length) socket.write(drip[at++]);
          }, everyMs);
          socket.on('data', (chunk) => (received += chunk));
          socket.on('error', () => {});
          socket.on('close', () => {
            clearInterval(timer);
            resolve({ ms: performance.now() - started, status: Number(received.split(' ')[1]) || null });
          });
          socket.write(head);
        });
      }

      it('cuts off a body that dribbles in a byte at a time, under the idle timeout, at the request timeout', async () => {
        const endpoint = await startEndpoint({
          bodyIdleTimeoutMs: 1_000,
          requestTimeoutMs: 600,
          headersTimeoutMs: 300,
          timeoutCheckIntervalMs: 50,
        });
        try {
          const body = JSON.stringify({ email: 'slow@example.com', message: 'x'.repeat(200) });
          const answer = await dribble(
            endpoint.port,
            requestHead('/f/school', { 'Content-Type': 'application/json', 'Content-Length': body.length }),
            body,
            100,
          );
          assert.equal(answer.status, 408);
          assert.ok(answer.ms < 1_500, `held ${Math.round(answer.ms)} ms`);
          assert.equal((await endpoint.stored()).length, 0);
          assert.equal((await postJson(endpoint.url, { email: 'next@example.com' })).status, 200);
        } finally {
          await endpoint.close();
        }
      });

      it('cuts off headers that dribble in at the headers timeout', async () => {
        const endpoint = await startEndpoint({
          headersTimeoutMs: 300,
          requestTimeoutMs: 600,
          timeoutCheckIntervalMs: 50,
        });
        try {
          const answer = await dribble(
            endpoint.port,
            'POST /f/school HTTP/1.1\r\n',
            'X-Slow: aaaaaaaaaaaaaaaaaaaa',
            50,
          );
          assert.equal(answer.status, 408);
          assert.ok(answer.ms < 1_000, `held ${Math.round(answer.ms)} ms`);
        } finally {
          await endpoint.close();
        }
      });

      it('drops connections over its cap at once and serves again when one closes', async () => {
        const endpoint = await startEndpoint({ maxConnections: 2 });
        const open = [];
        try {
          for (let i = 0; i < 2; i++) {
            const socket = connect(endpoint.port, '127.0.0.1');
            socket.on('error', () => {});
            await new Promise((resolve) => socket.once('connect', resolve));
            socket.write('POST /f/school HTTP/1.1\r\n');
            open.push(socket);
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
          const started = performance.now();
          const dropped = await rawExchange(endpoint.port, [
            requestHead('/f/school', { 'Content-Type': 'application/json', 'Content-Length': 2 }),
            '{}',
          ]);
          assert.ok(Number.isNaN(dropped.status), 'no answer: the connection is dropped');
          assert.ok(performance.now() - started < 1_000);
          open.pop().destroy();
          await new Promise((resolve) => setTimeout(resolve, 50));
          const served = await rawExchange(endpoint.port, [
            requestHead('/f/school', { 'Content-Type': 'application/json', 'Content-Length': 13 }),
            '{"email":"a"}',
          ]);
          assert.equal(served.status, 200);
        } finally {
          for (const socket of open) socket.destroy();
          await endpoint.close();
        }
      });
    });

    describe('form endpoint: each submission’s mail, and many instances', () => {
      const recipients = {
        admission: ['admissions@school.test'],
        contact: ['office@school.test'],
        newsletter: ['news@school.test', 'head@school.test'],
        'job-application': ['jobs@school.test'],
      };
      const filled = (form, marker) =>
        Object.fromEntries(FORM_KEYS[form].map((key) => [key, key === 'email' ? `${marker}@example.com` : marker]));

      it('queues one notification per submission, addressed to its form’s recipients', async () => {
        const endpoint = await startEndpoint({ recipients });
        try {
          for (const form of ['admission', 'contact', 'job-application']) {
            assert.equal((await postJson(endpoint.url, filled(form, `m-${form}`))).status, 200);
          }
          const sent = '/forms/newsletter/sent';
          const newsletter = await postForm(
            endpoint.url,
            `email=n%40example.com&preferences=&preferences=Events&_gotcha=&_next=${encodeURIComponent(sent)}`,
          );
          assert.equal(newsletter.headers.get('location'), sent);
          // Fields of no form the service knows: the school office's.
          assert.equal((await postJson(endpoint.url, { email: 'other@example.com' })).status, 200);
          const spam = await postJson(endpoint.url, { email: 'bot@example.com', _gotcha: 'x' });
          assert.equal(spam.status, 200);
          const stored = await endpoint.stored();
          const mail = await endpoint.mail();
          assert.equal(stored.length, 5);
          assert.equal(mail.length, stored.length, 'one mail per submission, none for spam');
          assert.deepEqual(
            mail.map((one) => one.to).sort(),
            [
              recipients.admission,
              recipients.contact,
              recipients['job-application'],
              recipients.newsletter,
              recipients.contact,
            ].sort(),
          );
          for (const one of mail) {
            assert.deepEqual(
              Object.keys(one).filter((key) => key !== 'id'),
              ['to', 'message'],
            );
            assert.deepEqual(Object.keys(one.message), ['subject', 'text']);
            assert.match(
              one.message.subject,
              /^(Admission application|Contact message|Newsletter subscription|Job application) from the website/,
            );
          }
          const jobs = mail.find((one) => one.to[0] === 'jobs@school.test');
          assert.match(jobs.message.subject, /: m-job-application$/);
          assert.match(jobs.message.text, /^coverLetter: m-job-application$/m);
          const news = mail.find((one) => one.to[0] === 'news@school.test');
          assert.match(news.message.text, /^preferences: Events$/m);
        } finally {
          await endpoint.close();
        }
      });

      // Several instances share a store in Firestore only: a file is written by one process.
      const acrossInstances = variant.name === 'firestore' ? it : () => {};

      acrossInstances('stores a post that reaches two instances at once once, and answers both as sent', async () => {
        const first = await startEndpoint();
        const second = await startEndpoint({ place: first.place });
        try {
          for (let round = 0; round < 5; round++) {
            const fields = { email: `twice${round}@example.com`, message: 'Sent to two instances' };
            const answers = await Promise.all([postJson(first.url, fields), postJson(second.url, fields)]);
            assert.deepEqual(
              answers.map((res) => res.status),
              [200, 200],
            );
          }
          const stored = await first.stored();
          assert.deepEqual(
            stored.map((record) => record.data.email).sort(),
            [0, 1, 2, 3, 4].map((n) => `twice${n}@example.com`),
          );
          assert.equal((await first.mail()).length, 5);
          assert.match(
            [...first.lines, ...second.lines].join('\n'),
            /dropped as a repeat .*answered as it was: stored/,
          );
        } finally {
          await second.close();
          await first.close();
        }
      });

      acrossInstances(
        'answers a post racing to two instances of a failing store both as failed, storing nothing',
        async () => {
          const first = await startEndpoint({ failing: true });
          const second = await startEndpoint({ place: first.place, failing: true });
          try {
            const fields = { email: 'both@example.com' };
            const answers = await Promise.all([postJson(first.url, fields), postJson(second.url, fields)]);
            assert.deepEqual(
              answers.map((res) => res.status),
              [500, 500],
            );
            assert.deepEqual(await first.stored(), []);
            assert.deepEqual(await first.mail(), []);
            // No guard was left either: with a store that works, the next try is stored.
            const working = await startEndpoint({ place: first.place });
            assert.equal((await postJson(working.url, fields)).status, 200);
            assert.equal((await first.stored()).length, 1);
            await working.close();
          } finally {
            await second.close();
            await first.close();
          }
        },
      );

      acrossInstances('stores the same fields again on another instance once the window has passed, once', async () => {
        let clock = 9_000_000;
        const now = () => clock;
        const first = await startEndpoint({ now });
        const second = await startEndpoint({ place: first.place, now });
        try {
          const fields = { email: 'again@example.com' };
          assert.equal((await postJson(first.url, fields)).status, 200);
          clock += 1_000;
          assert.equal((await postJson(second.url, fields)).status, 200, 'a repeat, answered as stored');
          assert.equal((await first.stored()).length, 1);
          clock += REPEAT_WINDOW_MS;
          const answers = await Promise.all([postJson(second.url, fields), postJson(first.url, fields)]);
          assert.deepEqual(
            answers.map((res) => res.status),
            [200, 200],
          );
          assert.equal((await first.stored()).length, 2);
          assert.equal((await first.mail()).length, 2);
        } finally {
          await second.close();
          await first.close();
        }
      });
    });

    describe('form endpoint: answer time', () => {
      it('stores every post of 50 parents posting at once, and reports how long the answers took', async (t) => {
        const endpoint = await startEndpoint({ rateLimit: RATE_LIMIT, ...sharedAddressOptions });
        try {
          // An admission application's size: 40 fields of up to a few hundred characters.
          const application = (sender, n) =>
            JSON.stringify(
              Object.fromEntries(
                Array.from({ length: 40 }, (_, i) => [`field${i}`, `${sender}-${n}-${'a'.repeat(i * 10)}`]),
              ),
            );
          const senders = 50;
          const posts = 10;
          const times = (
            await Promise.all(
              Array.from({ length: senders }, async (_, sender) => {
                const answered = [];
                for (let n = 0; n < posts; n++) {
                  const res = await postFrom(endpoint.url, senderAddress(sender), application(sender, n));
                  assert.equal(res.status, 200);
                  answered.push(res.ms);
                }
                return answered;
              }),
            )
          )
            .flat()
            .sort((a, b) => a - b);
          const p95 = times[Math.ceil(times.length * 0.95) - 1];
          const median = times[Math.ceil(times.length * 0.5) - 1];
          t.diagnostic(
            `${senders} senders × ${posts} posts: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
              `max ${times.at(-1).toFixed(1)} ms`,
          );
          // Every post stored once. The time is reported, not judged: a timed test fails on a busy
          // machine for nothing.
          assert.equal((await endpoint.stored()).length, senders * posts);
        } finally {
          await endpoint.close();
        }
      });
    });
  });
}

/**
 * Opens the data file as fs/promises does, but the first `failures` writes are cut off by a full
 * disk: half their bytes land, then ENOSPC.
 */
function diskFillingUp(failures = 1, { only = () => true } = {}) {
  return async (path) => {
    const file = await open(path, 'a');
    if (!only(path)) return file;
    return {
      stat: () => file.stat(),
      truncate: (size) => file.truncate(size),
      datasync: () => file.datasync(),
      close: () => file.close(),
      async write(bytes, offset, length) {
        if (failures === 0) return file.write(bytes, offset, length);
        failures -= 1;
        await file.write(bytes, offset, Math.floor(length / 2));
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      },
    };
  };
}

const NOTE = { to: ['office@school.test'], message: { subject: 'A form', text: 'n' } };

describe('form endpoint: all or nothing in the data file and its mail file', () => {
  let dir;
  before(async () => (dir = await mkdtemp(join(tmpdir(), 'all-or-nothing-'))));
  after(() => rm(dir, { recursive: true, force: true }));

  it('leaves no partial record when an append fails mid-write, and stores the next one whole', async () => {
    const dataFile = join(dir, 'endpoint.jsonl');
    const endpoint = await startWith(jsonl, { store: createJsonlStore(dataFile, { openFile: diskFillingUp() }) });
    try {
      const earlier = await postJson(endpoint.url.replace('/f/school', '/f/warm-up'), { email: 'before@example.com' });
      assert.equal(earlier.status, 500, 'the first append is the one the disk cuts off');
      const first = await postJson(endpoint.url, { email: 'first@example.com', message: 'x'.repeat(5_000) });
      assert.equal(first.status, 200);
      const text = await readFile(dataFile, 'utf8');
      assert.ok(text.endsWith('\n'));
      const records = text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      assert.deepEqual(
        records.map((record) => record.data.email),
        ['first@example.com'],
      );
      assert.match(endpoint.lines.join('\n'), /\/f\/warm-up could not be stored: ENOSPC/);
    } finally {
      await endpoint.close();
    }
  });

  it('keeps what was stored before a failed append, byte for byte, and every line whole', async () => {
    const dataFile = join(dir, 'store.jsonl');
    const store = createJsonlStore(dataFile, { openFile: diskFillingUp(0) });
    await store.save({ form: '/f/school', data: { n: '1' } }, NOTE);
    const before = await readFile(dataFile);
    const failing = createJsonlStore(dataFile, { openFile: diskFillingUp(1) });
    // Three at once: the first append is cut off by the disk, the two after it land whole.
    const outcomes = await Promise.allSettled([2, 3, 4].map((n) => failing.save({ data: { n: String(n) } }, NOTE)));
    assert.deepEqual(
      outcomes.map((outcome) => outcome.status),
      ['rejected', 'fulfilled', 'fulfilled'],
    );
    const after = await readFile(dataFile);
    assert.deepEqual(after.subarray(0, before.length), before, 'what was stored before is untouched');
    assert.deepEqual(
      after
        .toString('utf8')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).data.n),
      ['1', '3', '4'],
    );
  });
  it('takes the submission back when its notification cannot be queued: no submission without its mail', async () => {
    const dataFile = join(dir, 'mail-fails', 'submissions.jsonl');
    const mailFile = join(dir, 'mail-fails', 'mail.jsonl');
    const openFile = diskFillingUp(1, { only: (path) => path === mailFile });
    const endpoint = await startWith(jsonl, { store: createJsonlStore(dataFile, { openFile }) });
    try {
      const failed = await postJson(endpoint.url, { email: 'first@example.com', message: 'x'.repeat(5_000) });
      assert.equal(failed.status, 500);
      assert.equal(await readFile(dataFile, 'utf8'), '', 'the submission line is truncated back');
      assert.equal(await readFile(mailFile, 'utf8'), '', 'and the half-written mail line');
      assert.equal((await postJson(endpoint.url, { email: 'next@example.com' })).status, 200);
      const lines = async (file) =>
        (await readFile(file, 'utf8'))
          .trimEnd()
          .split('\n')
          .map((line) => JSON.parse(line));
      assert.deepEqual(
        (await lines(dataFile)).map((record) => record.data.email),
        ['next@example.com'],
      );
      assert.deepEqual(
        (await lines(mailFile)).map((mail) => mail.to),
        [['office@school.test']],
      );
    } finally {
      await endpoint.close();
    }
  });
});
