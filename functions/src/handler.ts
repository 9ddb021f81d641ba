// The form service's one handler: what `npm start` serves (node-server.ts) and what the Cloud
// Function answers (index.ts), whatever carries the request. The contract, which every change
// must keep (docs/architecture.md#forms):
// - POST to any path; the path names the form (/f/school). OPTIONS answers the CORS preflight,
//   every answer carries CORS `*`, other methods get 405.
// - `application/json` (charset utf-8 or none): a JSON object whose values are all strings.
//   Answers 200 {"ok":true}, or 4xx/5xx {"errors":[{"field","message"}]}, `field` naming the
//   offending field where there is one, else null.
// - `application/x-www-form-urlencoded` (a browser's form post, no script): the same fields,
//   plus `_gotcha` (the honeypot, empty for people), `_next` (the site's result page after a
//   successful post) and `_error` (the page when the post failed). A field sent more than once is
//   stored as its non-empty values joined by ', ' ('' when none), as the JSON path sends the
//   newsletter's preferences; a line break, which a browser posts as CRLF, is stored as LF.
//   Answers: success or a filled honeypot -> 303 to `_next`; any failure once the redirect
//   fields are read -> 303 to `_error`; with neither field, the JSON answer. No open redirect:
//   `_next` and `_error` are only ever one of the site's result pages (RESULT_FORMS), as a
//   path on the service's own origin (the site's), rebuilt from the form's name, never echoed; a field that names anything else
//   is replaced by the page for the form the other field names, and a post whose fields name no
//   form at all is answered as JSON (400).
// - Any other body: 415. Limits (limits.ts): 413 over MAX_BODY_BYTES, or when the stored fields
//   are over MAX_SUBMISSION_BYTES (what one Firestore document holds), 400 for a bad field name,
//   a value that is not a string or too long, too many fields, no field at all or invalid UTF-8;
//   429 with Retry-After past RATE_LIMIT posts a minute from one address. An unexpected error is
//   a 500 and one log line; the service keeps serving. (The Node server adds 408 for a stalled or
//   slow request and its connection cap.)
// - A filled honeypot is logged and dropped (nothing stored), answered as a success.
// - Exactly once: a repeat (the same form and fields as a submission received less than
//   REPEAT_WINDOW_MS ago) is not stored again but answered with that first submission's outcome,
//   once it is known: a double tap on Submit with no script makes the browser post twice, and it
//   must land once, and never be told "sent" while the first could not be stored. A first that
//   failed is forgotten once it has failed, so that the parent's next try is tried. Within one
//   instance the handler's memory answers a repeat; across instances the store's guard does.
// - Stored all or nothing, with its notification to the form's recipients (SubmissionStore).
import { MAX_SUBMISSION_BYTES, REPEAT_WINDOW_MS, RATE_LIMIT } from './limits.js';
import { formNameOf, notificationOf, type Recipients } from './notification.js';
import { bodyTypeOf, checkField, collect, decodeUtf8, formEntries, jsonEntries } from './parse-body.js';
import { createRateLimit } from './rate-limit.js';
import { Refusal } from './refusal.js';
import { createRepeatMemory, repeatKey } from './repeat-memory.js';
import { redirectsOf, type Redirects } from './result-pages.js';
import type { SubmissionStore } from './store.js';

export interface FormRequest {
  method: string;
  /** The request target (a path, or an absolute URL). */
  target: string;
  contentType: string | undefined;
  /** The sender's address, for the rate limit. */
  address: string;
  /** The whole body; read only once the post is let in (a Refusal for a 408 or a 413). */
  body: () => Promise<Uint8Array>;
}

export interface FormAnswer {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

export interface FormHandlerOptions {
  store: SubmissionStore;
  recipients: Recipients;
  log?: (line: string) => void;
  /** Posts a minute per address. */
  rateLimit?: number;
  /** The addresses the rate limit does not apply to (none). */
  unlimited?: (address: string) => boolean;
  repeatWindowMs?: number;
  now?: () => number;
}

const CONTROL_FIELDS = new Set(['_gotcha', '_next', '_error']);

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

function json(status: number, body?: unknown, headers: Record<string, string> = {}): FormAnswer {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return {
    status,
    headers: {
      ...CORS,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(text === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(text)) }),
      ...headers,
    },
    ...(text === undefined ? {} : { body: text }),
  };
}

function refusal(refused: Refusal): FormAnswer {
  return json(
    refused.status,
    { errors: [{ field: refused.field, message: refused.message }] },
    { ...(refused.close ? { Connection: 'close' } : {}), ...refused.headers },
  );
}

function redirect(location: string): FormAnswer {
  return { status: 303, headers: { ...CORS, Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0' } };
}

/** The form's name: the request target's path, also from an absolute-form target; null for `*` and the like. */
function formOf(target: string): string | null {
  return /^(?:https?:\/\/[^/?#]*)?(\/[^?#]*)/i.exec(target)?.[1] ?? null;
}

export type FormHandler = (request: FormRequest) => Promise<FormAnswer>;

export function createFormHandler({
  store,
  recipients,
  log = (line) => console.log(line),
  rateLimit = RATE_LIMIT,
  unlimited = () => false,
  repeatWindowMs = REPEAT_WINDOW_MS,
  now = Date.now,
}: FormHandlerOptions): FormHandler {
  const received = createRepeatMemory<boolean>(repeatWindowMs, now);
  const limiter = createRateLimit(rateLimit, now);

  const repeatLine = (form: string, stored: boolean) =>
    `[form-endpoint] ${form} dropped as a repeat of a submission received within ${repeatWindowMs} ms, ` +
    `answered as it was: ${stored ? 'stored' : 'not stored'}`;

  async function save(form: string, data: Record<string, string>, redirects: Redirects | null) {
    const key = repeatKey(form, data);
    const first = received.outcomeOf(key);
    if (first) {
      const stored = await first.then(
        () => true,
        () => false,
      );
      log(repeatLine(form, stored));
      return first;
    }
    const at = now();
    const submission = { receivedAt: new Date(at).toISOString(), form, data };
    const notification = notificationOf(submission, formNameOf(data, redirects?.form), recipients);
    const outcome = store.save(submission, notification, { key, at, windowMs: repeatWindowMs }).then(
      (saved) => saved !== 'repeat',
      (error: unknown) => {
        received.forget(key);
        log(`[form-endpoint] ${form} could not be stored: ${error instanceof Error ? error.message : String(error)}`);
        throw new Refusal(500, 'The submission could not be stored');
      },
    );
    // Remembered before the write: a repeat that arrives while it is written gets its outcome.
    received.remember(key, outcome);
    if (!(await outcome)) {
      // Another instance stored it first: the store's guard told.
      log(repeatLine(form, true));
      return;
    }
    const names = Object.keys(data).filter((name) => !name.startsWith('_'));
    log(`[form-endpoint] ${submission.receivedAt} ${form} ${names.length} fields: ${names.join(', ')}`);
  }

  async function answerPost(request: FormRequest): Promise<FormAnswer> {
    let redirects: Redirects | null = null;
    try {
      const body = await request.body();
      const form = formOf(request.target);
      if (!form) throw new Refusal(400, 'The request target must be a path such as /f/school');
      const type = bodyTypeOf(request.contentType);
      if (!type) {
        throw new Refusal(415, 'The body must be application/json or application/x-www-form-urlencoded, in UTF-8');
      }
      const text = decodeUtf8(body);
      const fields = collect(type === 'json' ? jsonEntries(text) : formEntries(text));
      if (type === 'form') redirects = redirectsOf(fields);
      for (const [name, value] of fields) checkField(name, value);
      const data = Object.fromEntries([...fields].filter(([name]) => !CONTROL_FIELDS.has(name))) as Record<
        string,
        string
      >;
      const size = Object.entries(data).reduce((sum, [name, value]) => sum + Buffer.byteLength(name + value), 0);
      if (size > MAX_SUBMISSION_BYTES) {
        throw new Refusal(413, `The fields are larger than ${MAX_SUBMISSION_BYTES} bytes in all`);
      }
      if (fields.get('_gotcha')) {
        log(`[form-endpoint] ${form} dropped as spam (honeypot filled)`);
      } else if (Object.keys(data).length === 0) {
        throw new Refusal(400, 'The submission has no fields: there is nothing to send');
      } else {
        await save(form, data, redirects);
      }
      return redirects ? redirect(redirects._next) : json(200, { ok: true });
    } catch (error) {
      const refused = error instanceof Refusal ? error : unexpected(request, error);
      return redirects ? redirect(redirects._error) : refusal(refused);
    }
  }

  function unexpected(request: FormRequest, error: unknown): Refusal {
    const where =
      error instanceof Error && error.stack ? error.stack.split('\n', 2).map((line) => line.trim()) : [String(error)];
    log(`[form-endpoint] ${request.method} ${request.target} failed: ${where.join(' ')}`);
    return new Refusal(500, 'The submission could not be processed');
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return json(204);
    if (request.method !== 'POST') {
      return json(405, { errors: [{ field: null, message: 'Only POST is accepted' }] }, { Allow: 'POST, OPTIONS' });
    }
    const wait = unlimited(request.address) ? 0 : limiter.take(request.address);
    if (wait > 0) {
      // Answered before the body is read, and the connection closed: a flood costs no reading.
      return refusal(
        new Refusal(429, `Too many posts from this address: try again in ${wait} s`, {
          close: true,
          headers: { 'Retry-After': String(wait) },
        }),
      );
    }
    return answerPost(request);
  };
}
