// The local stand-in for the hosted form-collection service (Formspree in production,
// deploy/production/config.json). `npm start` runs it beside the site (scripts/serve.mjs).
//
// The contract, which the production service must meet too:
// - POST to any path; the path names the form (/f/school). OPTIONS answers the CORS preflight,
//   every answer carries CORS `*`, other methods get 405.
// - `application/json` (charset utf-8 or none): a JSON object whose values are all strings.
//   Answers 200 {"ok":true}, or 4xx/5xx {"errors":[{"field","message"}]}, `field` naming the
//   offending field where there is one, else null.
// - `application/x-www-form-urlencoded` (a browser's form post, no script): the same fields,
//   plus control fields named as Formspree names them: `_gotcha` (the honeypot, empty for
//   people) and `_next` (the absolute URL of the site's page to show after a successful post);
//   and one of this site's own: `_error` (the page to show when the post failed). A field sent
//   more than once is stored as its non-empty values joined by ', ' ('' when none), as the JSON
//   path sends the newsletter's preferences; a line break, which a browser posts as CRLF, is
//   stored as LF, as the JSON path sends it.
//   Answers: success or a filled honeypot -> 303 to `_next`; any failure once the redirect
//   fields are read -> 303 to `_error`; without the field it needs, the JSON answer. `_next`
//   and `_error` must be http(s) URLs on an allowed origin (no open redirect), else 400.
// - Any other body: 415. Limits (below): 413 over MAX_BODY_BYTES, 400 for a bad field name,
//   a value that is not a string or too long, too many fields or invalid UTF-8; 408 for a
//   stalled body. An unexpected error is a 500 and one log line; the server keeps serving.
// - A filled honeypot is logged and dropped (nothing stored), answered as a success.
// - A repeat (the same form and fields as a submission stored less than REPEAT_WINDOW_MS ago) is
//   logged and dropped, answered as a success: a double tap on Submit with no script makes the
//   browser post twice when the first post has left before the second tap, and it must land once.
// - Stored: one JSON line { receivedAt, form, data } per submission in the data file, `data`
//   without `_gotcha`, `_next` and `_error` (other extras such as `_subject` are kept).
import { createHash } from 'node:crypto';
import { appendFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './apps.mjs';
import { readEnvironment } from './csp.mjs';

/** The admission form's 40 fields, the 3 control fields, and room for extras such as `_subject`. */
export const MAX_FIELDS = 64;
/** Field names are identifiers; the site's longest (`fatherPermanentAddress`) is 22 characters. */
export const MAX_FIELD_NAME_LENGTH = 64;
/** Characters per value (UTF-16 units, as `maxlength` counts): a parent's long message, a 4-page cover letter. */
export const MAX_VALUE_LENGTH = 10_000;
/**
 * MAX_FIELDS fields at their limits in the worst encoding: a form post percent-encodes each UTF-8
 * byte as %XX, so a 3-byte character takes 9 bytes (JSON's worst, a \uXXXX escape, takes 6):
 * 64 × (64 name + '=' + 9 × 10,000 value + '&') = 64 × 90,066 = 5,764,224 bytes.
 */
export const MAX_BODY_BYTES = MAX_FIELDS * (MAX_FIELD_NAME_LENGTH + 1 + 9 * MAX_VALUE_LENGTH + 1);
/** An optional underscore (the control fields, extras such as `_subject`), then letters and digits. */
export const FIELD_NAME = /^_?[A-Za-z][A-Za-z0-9]*$/;
/** No body byte for this long: the sender has stalled (a weak signal pauses for seconds, not this long). */
export const BODY_IDLE_TIMEOUT_MS = 15_000;
/** A whole request, headers and body: a real post takes seconds even on 2G; a dribbling sender is cut off. */
export const REQUEST_TIMEOUT_MS = 120_000;
/**
 * How long a stored submission makes the same one again a repeat. Two people never send the same
 * fields (names, e-mail, words); one parent's double tap posts twice within a second or two.
 */
export const REPEAT_WINDOW_MS = 10_000;
/** Where it listens unless told otherwise (FORM_ENDPOINT_HOST): this machine only. */
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_DATA_FILE = join(ROOT, '.data', 'submissions.jsonl');

const CONTROL_FIELDS = new Set(['_gotcha', '_next', '_error']);

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

/** A request the endpoint refuses: its status, message and field (null when no field is at fault). */
class Refusal extends Error {
  constructor(status, message, { field = null, close = false } = {}) {
    super(message);
    this.status = status;
    this.field = field;
    this.close = close;
  }
}

function send(res, status, body, headers = {}) {
  const text = body === undefined ? undefined : JSON.stringify(body);
  res.writeHead(status, {
    ...CORS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...(text === undefined ? {} : { 'Content-Length': Buffer.byteLength(text) }),
    ...headers,
  });
  res.end(text);
}

function refuse(res, refusal) {
  send(
    res,
    refusal.status,
    { errors: [{ field: refusal.field, message: refusal.message }] },
    refusal.close ? { Connection: 'close' } : {},
  );
}

function redirect(res, location) {
  res.writeHead(303, { ...CORS, Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0' });
  res.end();
}

/**
 * The whole body, up to MAX_BODY_BYTES. A larger one is read on and discarded, so that its
 * sender receives the 413 rather than a reset; a body that stops arriving is a 408.
 */
function readBody(req, idleTimeoutMs) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const timer = setTimeout(() => {
      stop();
      reject(new Refusal(408, 'The body stopped arriving', { close: true }));
    }, idleTimeoutMs);
    const onData = (chunk) => {
      timer.refresh();
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      if (size > MAX_BODY_BYTES) {
        reject(new Refusal(413, `The body is larger than ${MAX_BODY_BYTES} bytes`, { close: true }));
      } else {
        resolve(Buffer.concat(chunks));
      }
    };
    const onError = (error) => {
      stop();
      reject(error);
    };
    function stop() {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
    }
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** The form's name: the request target's path, also from an absolute-form target; null for `*` and the like. */
function formOf(target = '') {
  return /^(?:https?:\/\/[^/?#]*)?(\/[^?#]*)/i.exec(target)?.[1] ?? null;
}

/** 'json', 'form', or null for any other body type or a charset other than UTF-8. */
function bodyTypeOf(header = '') {
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  const charset = params.find((param) => param.startsWith('charset='))?.slice('charset='.length);
  if (charset !== undefined && !/^"?utf-?8"?$/.test(charset)) return null;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function decodeUtf8(bytes) {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new Refusal(400, 'The body is not valid UTF-8');
  }
}

function tooManyFields() {
  return new Refusal(400, `At most ${MAX_FIELDS} fields are accepted`);
}

/** A JSON object's [name, value] pairs, values as parsed (checked later). */
function jsonEntries(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Refusal(400, 'The body must be a JSON object');
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_FIELDS) throw tooManyFields();
  return entries;
}

// decodeURIComponent throws on a malformed escape and on bytes that are not UTF-8, where
// URLSearchParams would put U+FFFD in silently.
function percentDecode(text) {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new Refusal(400, 'The form body is not valid URL-encoded UTF-8');
  }
}

/** A form post's [name, value] pairs in order, repeats included, line breaks as LF. */
function formEntries(text) {
  const entries = [];
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    if (entries.length === MAX_FIELDS) throw tooManyFields();
    const at = piece.includes('=') ? piece.indexOf('=') : piece.length;
    entries.push([percentDecode(piece.slice(0, at)), percentDecode(piece.slice(at + 1)).replaceAll('\r\n', '\n')]);
  }
  return entries;
}

/** name -> value; a name sent more than once gets its non-empty values joined by ', '. */
function collect(entries) {
  const values = new Map();
  for (const [name, value] of entries) {
    if (!values.has(name)) values.set(name, []);
    values.get(name).push(value);
  }
  return new Map(
    [...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list.filter((v) => v !== '').join(', ')]),
  );
}

function checkField(name, value) {
  if (name.length > MAX_FIELD_NAME_LENGTH || !FIELD_NAME.test(name)) {
    const field = name.length > MAX_FIELD_NAME_LENGTH ? `${name.slice(0, MAX_FIELD_NAME_LENGTH)}…` : name;
    throw new Refusal(
      400,
      `A field name is letters and digits after an optional underscore, at most ${MAX_FIELD_NAME_LENGTH} long`,
      { field },
    );
  }
  if (typeof value !== 'string') throw new Refusal(400, 'The value must be a string', { field: name });
  if (value.length > MAX_VALUE_LENGTH) {
    throw new Refusal(400, `The value is longer than ${MAX_VALUE_LENGTH} characters`, { field: name });
  }
  if (!value.isWellFormed()) throw new Refusal(400, 'The value is not valid Unicode text', { field: name });
}

/** A redirect field's URL, checked against the allowed origins; null when the field is absent or empty. */
function redirectOf(fields, name, allowedOrigins) {
  const value = fields.get(name);
  if (value === undefined || value === '') return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !allowedOrigins.has(url.origin) || url.username || url.password) {
    throw new Refusal(400, `Must be an absolute URL on ${[...allowedOrigins].join(' or ')}`, { field: name });
  }
  return url.href;
}

/** Appends lines to the data file one after another, so concurrent posts never interleave. */
function createAppender(dataFile) {
  let last = Promise.resolve();
  return (line) => {
    const written = last.then(async () => {
      await mkdir(dirname(dataFile), { recursive: true });
      await appendFile(dataFile, line);
    });
    last = written.catch(() => {});
    return written;
  };
}

/**
 * Remembers what was stored within the last `windowMs`: `isRepeat(key)` says whether the same
 * key was stored within it, `remember(key)` records a store, `forget(key)` takes one back (its
 * write failed). Keys are kept as digests, oldest first, and only while within the window.
 */
function createRepeatMemory(windowMs, now) {
  const storedAt = new Map();
  const digest = (key) => createHash('sha256').update(key).digest('base64');
  function forgetOld() {
    for (const [key, at] of storedAt) {
      if (now() - at < windowMs) break;
      storedAt.delete(key);
    }
  }
  return {
    isRepeat(key) {
      forgetOld();
      return storedAt.has(digest(key));
    },
    remember(key) {
      const hashed = digest(key);
      storedAt.delete(hashed);
      storedAt.set(hashed, now());
    },
    forget(key) {
      storedAt.delete(digest(key));
    },
  };
}

/**
 * @param {{
 *   dataFile?: string,
 *   log?: (line: string) => void,
 *   redirectOrigins?: string[],
 *   bodyIdleTimeoutMs?: number,
 *   repeatWindowMs?: number,
 *   now?: () => number,
 * }} [options] redirectOrigins: where `_next` and `_error` may point (default: the local site's origin)
 */
export function createFormEndpoint({
  dataFile = DEFAULT_DATA_FILE,
  log = (line) => console.log(line),
  redirectOrigins = [readEnvironment('local').site.origin],
  bodyIdleTimeoutMs = BODY_IDLE_TIMEOUT_MS,
  repeatWindowMs = REPEAT_WINDOW_MS,
  now = Date.now,
} = {}) {
  const allowedOrigins = new Set(redirectOrigins.map((origin) => new URL(origin).origin));
  const append = createAppender(dataFile);
  const stored = createRepeatMemory(repeatWindowMs, now);

  async function store(form, data) {
    const receivedAt = new Date(now()).toISOString();
    const key = JSON.stringify([form, data]);
    if (stored.isRepeat(key)) {
      log(`[form-endpoint] ${form} dropped as a repeat of a submission stored within ${repeatWindowMs} ms`);
      return;
    }
    // Remembered before the write: a repeat that arrives while the first is written is dropped too.
    stored.remember(key);
    try {
      await append(`${JSON.stringify({ receivedAt, form, data })}\n`);
    } catch (error) {
      stored.forget(key);
      log(`[form-endpoint] ${form} could not be stored: ${error.message}`);
      throw new Refusal(500, 'The submission could not be stored');
    }
    const names = Object.keys(data).filter((name) => !name.startsWith('_'));
    log(`[form-endpoint] ${receivedAt} ${form} ${names.length} fields: ${names.join(', ')}`);
  }

  async function respond(req, res) {
    if (req.method === 'OPTIONS') return send(res, 204);
    if (req.method !== 'POST') {
      return send(
        res,
        405,
        { errors: [{ field: null, message: 'Only POST is accepted' }] },
        { Allow: 'POST, OPTIONS' },
      );
    }
    let next = null;
    let errorPage = null;
    try {
      const body = await readBody(req, bodyIdleTimeoutMs);
      const form = formOf(req.url);
      if (!form) throw new Refusal(400, 'The request target must be a path such as /f/school');
      const type = bodyTypeOf(req.headers['content-type']);
      if (!type) {
        throw new Refusal(415, 'The body must be application/json or application/x-www-form-urlencoded, in UTF-8');
      }
      const text = decodeUtf8(body);
      const fields = collect(type === 'json' ? jsonEntries(text) : formEntries(text));
      if (type === 'form') {
        next = redirectOf(fields, '_next', allowedOrigins);
        errorPage = redirectOf(fields, '_error', allowedOrigins);
      }
      for (const [name, value] of fields) checkField(name, value);
      if (fields.get('_gotcha')) {
        log(`[form-endpoint] ${form} dropped as spam (honeypot filled)`);
      } else {
        await store(form, Object.fromEntries([...fields].filter(([name]) => !CONTROL_FIELDS.has(name))));
      }
      return next ? redirect(res, next) : send(res, 200, { ok: true });
    } catch (error) {
      const refusal = error instanceof Refusal ? error : unexpected(req, error);
      return errorPage ? redirect(res, errorPage) : refuse(res, refusal);
    }
  }

  function unexpected(req, error) {
    const where = error?.stack?.split('\n', 2).map((line) => line.trim()) ?? [String(error)];
    log(`[form-endpoint] ${req.method} ${req.url} failed: ${where.join(' ')}`);
    return new Refusal(500, 'The submission could not be processed');
  }

  const server = createServer((req, res) => {
    // Only when answering itself failed (the log threw, say): drop the connection, keep serving.
    respond(req, res).catch((error) => {
      res.destroy();
      console.error(`[form-endpoint] ${req.method} ${req.url} could not be answered: ${error}`);
    });
  });
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.FORM_ENDPOINT_PORT ?? 4179);
  const host = process.env.FORM_ENDPOINT_HOST ?? DEFAULT_HOST;
  createFormEndpoint({ dataFile: process.env.FORM_DATA_FILE ?? DEFAULT_DATA_FILE }).listen(port, host, () => {
    console.log(`[form-endpoint] listening on http://${host}:${port}/f/school`);
  });
}
