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
//   people) and `_next` (the site's result page to show after a successful post); and one of
//   this site's own: `_error` (the page to show when the post failed). A field sent more than
//   once is stored as its non-empty values joined by ', ' ('' when none), as the JSON path sends
//   the newsletter's preferences; a line break, which a browser posts as CRLF, is stored as LF,
//   as the JSON path sends it.
//   Answers: success or a filled honeypot -> 303 to `_next`; any failure once the redirect
//   fields are read -> 303 to `_error`; with neither field, the JSON answer. No open redirect:
//   `_next` and `_error` are only ever one of the site's result pages (RESULT_FORMS) on an
//   allowed origin, rebuilt from the form's name, never echoed; a field that names anything else
//   is replaced by the page for the form the other field names, and a post whose fields name no
//   form at all is answered as JSON (400).
// - Any other body: 415. Limits (below): 413 over MAX_BODY_BYTES, 400 for a bad field name,
//   a value that is not a string or too long, too many fields, no field at all or invalid
//   UTF-8; 408 for a stalled body or a request slower than REQUEST_TIMEOUT_MS; 429 with
//   Retry-After past RATE_LIMIT posts a minute from one address. At most MAX_CONNECTIONS open
//   connections. An unexpected error is a 500 and one log line; the server keeps serving.
// - A filled honeypot is logged and dropped (nothing stored), answered as a success.
// - Exactly once: a repeat (the same form and fields as a submission received less than
//   REPEAT_WINDOW_MS ago) is not stored again but answered with that first submission's outcome,
//   once it is known: a double tap on Submit with no script makes the browser post twice when
//   the first post has left before the second tap, and it must land once, and never be told
//   "sent" while the first could not be stored. A first that failed is forgotten once it has
//   failed, so that the parent's next try is tried.
// - Stored all or nothing: one JSON line { receivedAt, form, data } per submission in the data
//   file, `data` without `_gotcha`, `_next` and `_error` (other extras such as `_subject` are
//   kept), appended and synced to disk before the answer; an append that fails is truncated
//   back, so that no partial line is ever left (createJsonlStore).
import { createHash } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './apps.mjs';
import { readEnvironment } from './csp.mjs';
import { listenHost } from './listen-host.mjs';

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
/** The request's headers: a phone sends them in one packet; a sender dribbling them is cut off (Node's headersTimeout). */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * A whole request, headers and body (Node's requestTimeout): a real form is a few kilobytes, sent
 * in seconds even on 2G; a sender dribbling a byte at a time holds a socket no longer than this.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node checks the two timeouts above (its connectionsCheckingInterval; 30 s by default). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** Open connections at once (Node's maxConnections): more are dropped at once, so a flood cannot hold them all. */
export const MAX_CONNECTIONS = 512;
/**
 * Posts a minute from one address. Generous for carrier-grade NAT, where a whole mobile network's
 * parents may share one address: a form takes a parent minutes to fill in.
 */
export const RATE_LIMIT = 60;
/**
 * How long a submission makes the same one again a repeat. Two people never send the same
 * fields (names, e-mail, words); one parent's double tap posts twice within a second or two.
 */
export const REPEAT_WINDOW_MS = 10_000;
/**
 * The forms with result pages: FORM_NAMES in shared/src/forms/result-pages.ts, whose pages are
 * /forms/<form>/sent and /forms/<form>/failed (form-endpoint.test.mjs keeps the two lists equal).
 */
export const RESULT_FORMS = ['admission', 'contact', 'newsletter', 'job-application'];
export const DEFAULT_DATA_FILE = join(ROOT, '.data', 'submissions.jsonl');

const CONTROL_FIELDS = new Set(['_gotcha', '_next', '_error']);
/** Which outcome's page each redirect field names. */
const REDIRECT_FIELDS = { _next: 'sent', _error: 'failed' };
const RESULT_PAGE = /^\/forms\/([a-z-]+)\/(?:sent|failed)$/;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

/** A request the endpoint refuses: its status, message and field (null when no field is at fault). */
class Refusal extends Error {
  constructor(status, message, { field = null, close = false, headers = {} } = {}) {
    super(message);
    this.status = status;
    this.field = field;
    this.close = close;
    this.headers = headers;
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
    { ...(refusal.close ? { Connection: 'close' } : {}), ...refusal.headers },
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

/**
 * The result page a redirect field names: { origin, form } when its value is an http(s) URL on
 * an allowed origin, without credentials, whose path is /forms/<form>/sent or /failed for one
 * of RESULT_FORMS; else null. Query and fragment are ignored: the page is rebuilt, never echoed.
 */
function resultPageOf(value, allowedOrigins) {
  if (value === undefined || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (!allowedOrigins.has(url.origin) || url.username || url.password) return null;
  const form = RESULT_PAGE.exec(url.pathname)?.[1];
  return RESULT_FORMS.includes(form) ? { origin: url.origin, form } : null;
}

/**
 * Where a form post's answer goes: { _next, _error } as the site's own result pages, or null
 * when it names none (the answer is then JSON). A field that names no result page is replaced by
 * the page for the form the other one names; when neither names one, a field that was sent is
 * refused (400), naming it.
 */
function redirectsOf(fields, allowedOrigins) {
  const sent = Object.keys(REDIRECT_FIELDS).filter((name) => (fields.get(name) ?? '') !== '');
  if (sent.length === 0) return null;
  const named = Object.fromEntries(sent.map((name) => [name, resultPageOf(fields.get(name), allowedOrigins)]));
  const page = named._next ?? named._error;
  if (!page) {
    throw new Refusal(400, `Must be one of the site's result pages on ${[...allowedOrigins].join(' or ')}`, {
      field: sent[0],
    });
  }
  return Object.fromEntries(
    Object.entries(REDIRECT_FIELDS).map(([name, outcome]) => {
      const { origin, form } = named[name] ?? page;
      return [name, `${origin}/forms/${form}/${outcome}`];
    }),
  );
}

/**
 * The data file's store: `save(record)` appends it as one JSON line and syncs it to disk, and
 * resolves once it is there. All or nothing: an append that fails (a full disk) is truncated
 * back to the size before it, so the file never holds a partial line, and rejects. Saves are
 * written one batch at a time (the lines that arrived while the previous batch was written, in
 * one write and one sync), so concurrent posts never interleave and each waits for one sync, not
 * for everyone's. `openFile(path)` opens the file for appending (fs/promises' FileHandle);
 * tests give it one that fails.
 */
export function createJsonlStore(dataFile, { openFile = (path) => open(path, 'a') } = {}) {
  /** Lines waiting for the next batch: { bytes, resolve, reject }. */
  let waiting = [];
  let writing = false;

  async function append(bytes) {
    await mkdir(dirname(dataFile), { recursive: true });
    const file = await openFile(dataFile);
    try {
      const { size } = await file.stat();
      try {
        for (let offset = 0; offset < bytes.length;) {
          offset += (await file.write(bytes, offset, bytes.length - offset)).bytesWritten;
        }
        await file.datasync();
      } catch (error) {
        await file.truncate(size).catch((truncateError) => {
          error.message += ` (and truncating it back failed: ${truncateError.message})`;
        });
        throw error;
      }
    } finally {
      // Written and synced, or truncated back: a failing close loses nothing.
      await file.close().catch(() => {});
    }
  }

  async function writeBatches() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await append(Buffer.concat(batch.map((line) => line.bytes)));
        for (const line of batch) line.resolve();
      } catch (error) {
        for (const line of batch) line.reject(error);
      }
    }
    writing = false;
  }

  return {
    save(record) {
      return new Promise((resolve, reject) => {
        waiting.push({ bytes: Buffer.from(`${JSON.stringify(record)}\n`), resolve, reject });
        if (!writing) void writeBatches();
      });
    },
  };
}

/**
 * The outcomes of the submissions received within the last `windowMs`, by digest of form and
 * fields, oldest first: `outcomeOf(key)` is the promise of the first's outcome, or undefined;
 * `remember(key, outcome)` records a first; `forget(key)` takes one back (it failed).
 */
function createRepeatMemory(windowMs, now) {
  const received = new Map();
  const digest = (key) => createHash('sha256').update(key).digest('base64');
  function forgetOld() {
    for (const [key, { at }] of received) {
      if (now() - at < windowMs) break;
      received.delete(key);
    }
  }
  return {
    outcomeOf(key) {
      forgetOld();
      return received.get(digest(key))?.outcome;
    },
    remember(key, outcome) {
      received.set(digest(key), { at: now(), outcome });
    },
    forget(key) {
      received.delete(digest(key));
    },
  };
}

/**
 * Whether an address is this machine's own (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6).
 * `npm start` and the area check pass it as `unlimited`: there, every sender is the developer or
 * the e2e suite, which posts all its forms from one address; what reaches them from elsewhere
 * (SCHOOL_LISTEN_HOST) is limited as the service is.
 */
export function isLoopback(address = '') {
  return address === '::1' || /^(?:::ffff:)?127\./.test(address);
}

/**
 * At most `limit` posts a minute from one address: a token bucket per address, `limit` deep,
 * refilled at `limit` a minute. `take(address)` is 0 when the post may go on, else the seconds
 * until it may. Full buckets are dropped, so memory follows the addresses posting right now.
 */
function createRateLimit(limit, now) {
  const perMs = limit / 60_000;
  const buckets = new Map();
  function sweep(at) {
    for (const [address, bucket] of buckets) {
      if (bucket.tokens + (at - bucket.at) * perMs >= limit) buckets.delete(address);
    }
  }
  return {
    take(address) {
      const at = now();
      if (buckets.size > 10_000) sweep(at);
      const bucket = buckets.get(address) ?? { tokens: limit, at };
      const tokens = Math.min(limit, bucket.tokens + (at - bucket.at) * perMs);
      if (tokens < 1) {
        buckets.set(address, { tokens, at });
        return Math.ceil((1 - tokens) / perMs / 1000);
      }
      buckets.set(address, { tokens: tokens - 1, at });
      return 0;
    },
  };
}

/**
 * @param {{
 *   dataFile?: string,
 *   store?: { save(record: object): Promise<void> },
 *   log?: (line: string) => void,
 *   redirectOrigins?: string[],
 *   bodyIdleTimeoutMs?: number,
 *   headersTimeoutMs?: number,
 *   requestTimeoutMs?: number,
 *   timeoutCheckIntervalMs?: number,
 *   maxConnections?: number,
 *   rateLimit?: number,
 *   unlimited?: (address: string) => boolean,
 *   repeatWindowMs?: number,
 *   now?: () => number,
 * }} [options] store: where submissions go (default: createJsonlStore(dataFile));
 *   redirectOrigins: where `_next` and `_error` may point (default: the local site's origin);
 *   rateLimit: posts a minute per address; unlimited: the addresses it does not apply to (none)
 */
export function createFormEndpoint({
  dataFile = DEFAULT_DATA_FILE,
  store = createJsonlStore(dataFile),
  log = (line) => console.log(line),
  redirectOrigins = [readEnvironment('local').site.origin],
  bodyIdleTimeoutMs = BODY_IDLE_TIMEOUT_MS,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
  timeoutCheckIntervalMs = TIMEOUT_CHECK_INTERVAL_MS,
  maxConnections = MAX_CONNECTIONS,
  rateLimit = RATE_LIMIT,
  unlimited = () => false,
  repeatWindowMs = REPEAT_WINDOW_MS,
  now = Date.now,
} = {}) {
  const allowedOrigins = new Set(redirectOrigins.map((origin) => new URL(origin).origin));
  const received = createRepeatMemory(repeatWindowMs, now);
  const limiter = createRateLimit(rateLimit, now);

  async function save(form, data) {
    const key = JSON.stringify([form, data]);
    const first = received.outcomeOf(key);
    if (first) {
      const stored = await first.then(
        () => true,
        () => false,
      );
      log(
        `[form-endpoint] ${form} dropped as a repeat of a submission received within ${repeatWindowMs} ms, ` +
          `answered as it was: ${stored ? 'stored' : 'not stored'}`,
      );
      return first;
    }
    const receivedAt = new Date(now()).toISOString();
    const outcome = store.save({ receivedAt, form, data }).catch((error) => {
      received.forget(key);
      log(`[form-endpoint] ${form} could not be stored: ${error.message}`);
      throw new Refusal(500, 'The submission could not be stored');
    });
    // Remembered before the write: a repeat that arrives while it is written gets its outcome.
    received.remember(key, outcome);
    await outcome;
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
    const address = req.socket.remoteAddress ?? '';
    const wait = unlimited(address) ? 0 : limiter.take(address);
    if (wait > 0) {
      // Answered before the body is read, and the connection closed: a flood costs no reading.
      return refuse(
        res,
        new Refusal(429, `Too many posts from this address: try again in ${wait} s`, {
          close: true,
          headers: { 'Retry-After': String(wait) },
        }),
      );
    }
    let redirects = null;
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
      if (type === 'form') redirects = redirectsOf(fields, allowedOrigins);
      for (const [name, value] of fields) checkField(name, value);
      const data = Object.fromEntries([...fields].filter(([name]) => !CONTROL_FIELDS.has(name)));
      if (fields.get('_gotcha')) {
        log(`[form-endpoint] ${form} dropped as spam (honeypot filled)`);
      } else if (Object.keys(data).length === 0) {
        throw new Refusal(400, 'The submission has no fields: there is nothing to send');
      } else {
        await save(form, data);
      }
      return redirects ? redirect(res, redirects._next) : send(res, 200, { ok: true });
    } catch (error) {
      const refusal = error instanceof Refusal ? error : unexpected(req, error);
      return redirects ? redirect(res, redirects._error) : refuse(res, refusal);
    }
  }

  function unexpected(req, error) {
    const where = error?.stack?.split('\n', 2).map((line) => line.trim()) ?? [String(error)];
    log(`[form-endpoint] ${req.method} ${req.url} failed: ${where.join(' ')}`);
    return new Refusal(500, 'The submission could not be processed');
  }

  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: timeoutCheckIntervalMs,
    },
    (req, res) => {
      // Only when answering itself failed (the log threw, say): drop the connection, keep serving.
      respond(req, res).catch((error) => {
        res.destroy();
        console.error(`[form-endpoint] ${req.method} ${req.url} could not be answered: ${error}`);
      });
    },
  );
  server.maxConnections = maxConnections;
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.FORM_ENDPOINT_PORT ?? 4179);
  // This machine only, unless SCHOOL_LISTEN_HOST says otherwise (scripts/listen-host.mjs).
  const host = listenHost();
  const dataFile = process.env.FORM_DATA_FILE ?? DEFAULT_DATA_FILE;
  createFormEndpoint({ dataFile, unlimited: isLoopback }).listen(port, host, () => {
    console.log(`[form-endpoint] listening on http://${host}:${port}/f/school`);
  });
}
