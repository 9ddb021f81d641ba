// The deploy lock's time is the store's (deploy-lock.mjs): a lease ends `leaseMs` after its last
// write by the store's clock, whatever the runners' clocks say. Here each runner's clock is the
// store's skewed by ten minutes either way; time passes only as the waiting deploy sleeps. Last,
// the access token of a long wait is fetched again before it grows old (hosting-api.mjs).
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { createDeployLock } from './deploy-lock.mjs';
import { createFileLockStore } from './local-hosting.mjs';
import { refreshingAccessToken, TOKEN_MAX_AGE_MS } from './hosting-api.mjs';
import { fakeStorage } from './storage-fake.mjs';
import { createStorageLockStore } from './storage-lock.mjs';

const START = Date.parse('2026-11-01T08:00:00Z');
const MINUTE = 60_000;
const LEASE_MS = MINUTE;
const POLL_MS = 2_000;
const CAREERS = { app: 'careers', build: 'c1', commit: 'abc1234' };
const NEWS = { app: 'news', build: 'n1', commit: 'def5678' };

/** Each store on the store's own clock (`storage.now`). */
const STORES = {
  'the local store’s files': (storage) => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-time-'));
    return () => createFileLockStore(dir, { now: () => storage.now });
  },
  'Cloud Storage': (storage) => fakeStorage({ now: () => storage.now }).store,
};

/** A runner whose clock is the store's plus `skewMs`; its waits move the store's clock on. */
function runner(open, storage, skewMs, machine) {
  const lines = [];
  const lock = createDeployLock(open(), {
    now: () => storage.now + skewMs,
    sleep: async (ms) => {
      await new Promise(setImmediate); // let the holder work meanwhile
      storage.now += ms;
    },
    log: (line) => lines.push(line),
    heartbeat: false,
    leaseMs: LEASE_MS,
    pollMs: POLL_MS,
    machine,
  });
  return { lock, lines };
}

const SKEWS = [
  [0, +10 * MINUTE],
  [0, -10 * MINUTE],
  [+10 * MINUTE, -10 * MINUTE],
  [-10 * MINUTE, +10 * MINUTE],
];
const minutes = (ms) => `${ms >= 0 ? '+' : ''}${ms / MINUTE} min`;

for (const [kind, makeStore] of Object.entries(STORES)) {
  for (const [holderSkew, waiterSkew] of SKEWS) {
    const clocks = `holder ${minutes(holderSkew)}, waiter ${minutes(waiterSkew)}`;

    test(`${kind}, clocks ${clocks}: a live lease is never broken early`, async () => {
      const storage = { now: START };
      const open = makeStore(storage);
      const holder = runner(open, storage, holderSkew, 'laptop pid 7');
      const waiter = runner(open, storage, waiterSkew, 'ci-2 pid 9');
      const held = await holder.lock.acquire(CAREERS);
      let waiterHolds = false;
      const waiting = waiter.lock.acquire(NEWS).then((lock) => {
        waiterHolds = true;
        return lock;
      });
      // The holder works for five minutes, renewing its lease every 40 s of the store's time.
      let renewedAt = START;
      while (storage.now < START + 5 * MINUTE) {
        assert.equal(waiterHolds, false, `broken at ${new Date(storage.now).toISOString()}: ${waiter.lines}`);
        if (storage.now - renewedAt >= 40_000) {
          await held.confirm();
          renewedAt = storage.now;
        }
        await new Promise(setImmediate);
      }
      assert.match(
        waiter.lines[0],
        /^waiting for the deploy lock: careers c1 .* holds it since 2026-11-01T08:00:00\.000Z/,
      );
      await held.release();
      await (await waiting).release();
      assert.ok(!waiter.lines.some((line) => /broke/.test(line)), waiter.lines.join('\n'));
    });

    test(`${kind}, clocks ${clocks}: a dead lease is broken as soon as it runs out by the store's clock`, async () => {
      const storage = { now: START };
      const open = makeStore(storage);
      await runner(open, storage, holderSkew, 'laptop pid 7').lock.acquire(CAREERS); // and dies
      const waiter = runner(open, storage, waiterSkew, 'ci-2 pid 9');
      await (await waiter.lock.acquire(NEWS)).release();
      assert.ok(storage.now >= START + LEASE_MS, 'not before the lease ran out');
      assert.ok(storage.now < START + LEASE_MS + POLL_MS, `broken ${storage.now - START - LEASE_MS} ms late`);
      assert.deepEqual(waiter.lines, [
        'waiting for the deploy lock: careers c1 (commit abc1234, on laptop pid 7) holds it since 2026-11-01T08:00:00.000Z (lease until 2026-11-01T08:01:00.000Z)',
        "broke a stale deploy lock: careers c1 (commit abc1234, on laptop pid 7)'s lease ran out at 2026-11-01T08:01:00.000Z",
      ]);
    });
  }
}

test('an access token older than the limit is fetched again before the next call; a fresh one is kept', async () => {
  const clock = { now: START };
  const fetched = [];
  const accessToken = refreshingAccessToken(
    async () => {
      fetched.push(clock.now);
      return `token-${fetched.length}`;
    },
    { now: () => clock.now },
  );
  assert.equal(await accessToken(), 'token-1');
  clock.now += TOKEN_MAX_AGE_MS - 1;
  assert.equal(await accessToken(), 'token-1');
  clock.now += 1;
  assert.equal(await accessToken(), 'token-2');
  assert.deepEqual(fetched, [START, START + TOKEN_MAX_AGE_MS]);
  // Calls at once share one fetch; a failed fetch is not kept.
  clock.now += TOKEN_MAX_AGE_MS;
  const failing = refreshingAccessToken(
    async () => {
      fetched.push(clock.now);
      if (fetched.length === 3) throw new Error('gcloud: network unreachable');
      return `token-${fetched.length}`;
    },
    { now: () => clock.now },
  );
  const [a, b] = await Promise.allSettled([failing(), failing()]);
  assert.equal(a.reason.message, 'gcloud: network unreachable');
  assert.equal(b.reason.message, 'gcloud: network unreachable');
  assert.equal(await failing(), 'token-4');
  assert.equal(fetched.length, 4);
});

test('Cloud Storage: a deploy that waits half an hour for the lock after 20 minutes of checks calls with a fresh token', async () => {
  // Tokens last 50 minutes here (Google's: an hour, or less); an expired one is answered 401.
  const storage = { now: START };
  const issued = new Map();
  const accessToken = refreshingAccessToken(
    async () => {
      const token = `token-${issued.size + 1}`;
      issued.set(token, storage.now);
      return token;
    },
    { now: () => storage.now },
  );
  const authorize = (header) => {
    const at = issued.get(header?.replace(/^Bearer /, ''));
    return at !== undefined && storage.now - at < 50 * MINUTE;
  };
  const { store, requests } = fakeStorage({ now: () => storage.now, authorize, accessToken });
  await accessToken(); // the deploy's start (backendFor)
  storage.now += 20 * MINUTE; // the area check
  // A deploy that holds the lock, with a lease of 28 minutes, and dies.
  await createDeployLock(store(), {
    leaseMs: 28 * MINUTE,
    heartbeat: false,
    log() {},
    machine: 'laptop pid 7',
  }).acquire(CAREERS);
  const waiter = runner(store, storage, 0, 'ci-2 pid 9');
  await (await waiter.lock.acquire(NEWS)).release();
  assert.ok(storage.now >= START + 48 * MINUTE);
  const tokens = requests.map((request) => request.headers.Authorization);
  assert.equal(issued.size, 2, 'fetched again once');
  assert.equal(tokens.at(-1), 'Bearer token-2');
  const firstNew = tokens.indexOf('Bearer token-2');
  assert.ok(tokens.slice(firstNew).every((token) => token === 'Bearer token-2'));
});

test('Cloud Storage: an answer without the storage’s time stops the deploy rather than guess it', async () => {
  const object = { generation: '7', metadata: {}, updated: '2026-11-01T08:00:00.000Z' };
  const fetch = async () => new Response(JSON.stringify(object), { status: 200 });
  const store = createStorageLockStore({ bucket: 'b', object: 'o', accessToken: async () => 't', fetch });
  await assert.rejects(store.read(), { message: "the deploy lock's storage gave no time (the Date header: missing)" });
});
