// The form service's test harness: an endpoint on a free port with either store, the JSONL file
// store (always) or the Firestore store on an emulator (started once per test file, on a free
// port; skipped without one, a failure under CI), and the ways the tests post to it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firestoreOf } from '../functions/lib/firestore-app.js';
import { createFirestoreStore } from '../functions/lib/firestore-store.js';
import { findFirestoreEmulator, startFirestoreEmulator, withoutFirestoreEmulator } from './firestore-emulator.mjs';
import { createFormEndpoint, createJsonlStore } from './form-endpoint.mjs';

export const SITE = 'http://localhost:4173';
export const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
export const FORM_HEADERS = { 'Content-Type': 'application/x-www-form-urlencoded' };
const PROJECT_ID = 'demo-school-forms';

const readLines = async (file) =>
  (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));

/** The JSONL store: a temporary folder per place, its data file and mail file in it. */
const jsonl = {
  name: 'jsonl',
  /** What a store that cannot write logs. */
  failure: /EISDIR/,
  async place() {
    const dir = await mkdtemp(join(tmpdir(), 'form-endpoint-'));
    const dataFile = join(dir, 'nested', 'submissions.jsonl');
    return {
      dataFile,
      store: () => createJsonlStore(dataFile),
      // The data file is a folder: every append fails, and the mail's beside it is taken back.
      failingStore: () => createJsonlStore(dir, { mailFile: join(dir, 'nested', 'mail.jsonl') }),
      stored: () => readLines(dataFile),
      mail: () => readLines(join(dir, 'nested', 'mail.jsonl')),
      close: () => rm(dir, { recursive: true, force: true }),
    };
  },
};

let emulator;
const clients = [];
let places = 0;

/** A Firestore client of its own, as each instance of the function has. */
function client() {
  const db = firestoreOf(PROJECT_ID, `forms-test-${clients.length}`);
  clients.push(db);
  return db;
}

/** Whether the Firestore store's tests run: why not (a skip), or throws under CI. */
export async function firestoreSkip() {
  if (emulator) return false;
  const found = findFirestoreEmulator();
  if (!('command' in found)) {
    const outcome = withoutFirestoreEmulator(found.missing);
    if ('fail' in outcome) throw new Error(outcome.fail);
    return outcome.skip;
  }
  emulator = await startFirestoreEmulator(found, { projectId: PROJECT_ID, log: () => {} });
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  return false;
}

/** Ends the Firestore clients and the emulator (after a test file's last test). */
export async function stopFirestore() {
  await Promise.all(clients.splice(0).map((db) => db.terminate()));
  await emulator?.stop();
  emulator = undefined;
}

/** The Firestore store: collections of their own per place (t<n>_submissions, t<n>_mail, t<n>_repeats). */
const firestore = {
  name: 'firestore',
  failure: /ALREADY_EXISTS|already exists/i,
  async place() {
    const prefix = `t${(places += 1)}_`;
    const collections = { submissions: `${prefix}submissions`, mail: `${prefix}mail`, repeats: `${prefix}repeats` };
    const reader = client();
    const docs = async (name, order) => {
      const query = order ? reader.collection(name).orderBy(order) : reader.collection(name);
      return (await query.get()).docs;
    };
    return {
      collections,
      reader,
      store: (options = {}) => createFirestoreStore(client(), { collections, ...options }),
      // Every submission takes the id of a mail that is already queued: every transaction fails.
      async failingStore() {
        await reader
          .collection(collections.mail)
          .doc('taken')
          .set({ to: [], message: { subject: '', text: '' } });
        return createFirestoreStore(client(), { collections, newId: () => 'taken' });
      },
      stored: async () =>
        (await docs(collections.submissions, 'receivedAt')).map((doc) => ({
          id: doc.id,
          receivedAt: doc.get('receivedAt').toDate().toISOString(),
          form: doc.get('form'),
          data: doc.get('fields'),
        })),
      mail: async () =>
        (await docs(collections.mail))
          .filter((doc) => doc.id !== 'taken')
          .map((doc) => ({ id: doc.id, ...doc.data() })),
      close: async () => {},
    };
  },
};

export const STORES = [jsonl, firestore];

/**
 * A listening endpoint on a free port with `variant`'s store in a place of its own (or `place`,
 * another endpoint's: a second instance of the service), `failing` for a store that cannot write.
 */
export async function startEndpoint(variant, { place, failing = false, ...options } = {}) {
  const own = !place;
  place ??= await variant.place();
  const store = options.store ?? (failing ? await place.failingStore() : place.store());
  const lines = [];
  // Every suite posts from 127.0.0.1: the rate limit is the default only where a test asks for it.
  const server = createFormEndpoint({ log: (line) => lines.push(line), rateLimit: 100_000, ...options, store });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}/f/school`,
    place,
    lines,
    stored: place.stored,
    mail: place.mail,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      if (own) await place.close();
    },
  };
}

export const postJson = (url, body) =>
  fetch(url, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
  });
export const postForm = (url, body) => fetch(url, { method: 'POST', headers: FORM_HEADERS, body, redirect: 'manual' });

/**
 * Addresses of this machine other than 127.0.0.1 to post from, as parents behind other addresses:
 * Linux answers the whole 127/8; where only 127.0.0.1 is set up (macOS), every sender posts from
 * it and the endpoint is told not to limit it.
 */
export const manyAddresses = await new Promise((resolve) => {
  const probe = connect({ port: 9, host: '127.0.0.1', localAddress: '127.0.0.2' });
  probe.on('error', (error) => resolve(error.code !== 'EADDRNOTAVAIL'));
  probe.on('connect', () => {
    probe.destroy();
    resolve(true);
  });
});
/** The n-th sender's address (n from 0 to 60,000). */
export const senderAddress = (n) => (manyAddresses ? `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}` : '127.0.0.1');
/** Options that let every sender post as often as a test needs, where they share 127.0.0.1. */
export const sharedAddressOptions = manyAddresses ? {} : { unlimited: () => true };

/** One post over its own connection from the local address `from`: its status, Location and the ms it took. */
export function postFrom(url, from, body, headers = JSON_HEADERS) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers, localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode, location: res.headers.location, ms: performance.now() - started }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** One error answer's status and errors list. */
export async function errorsOf(res) {
  return { status: res.status, errors: (await res.json()).errors };
}

/**
 * Writes raw bytes on a new socket and collects the answer until the server closes it:
 * whether the socket saw an error (a reset), the status, the headers and the body.
 */
export function rawExchange(port, parts, { endAfterWriting = false } = {}) {
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

export const requestHead = (target, headers) =>
  `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
