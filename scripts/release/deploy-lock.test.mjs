// The deploy lock (deploy-lock.mjs) over both of its stores: the local store's files, and Cloud
// Storage (storage-lock.mjs) played by a fake fetch that keeps one bucket's objects with their
// generations and enforces the JSON API's preconditions, recording every request (storage-fake.mjs).
// Here the store's clock and the runners' are one; lock-time.test.mjs skews them.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setImmediate as tick } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { createDeployLock, describeOwner } from './deploy-lock.mjs';
import { createFileLockStore } from './local-hosting.mjs';
import { createStorageLockStore } from './storage-lock.mjs';
import { BUCKET, OBJECT, OBJECT_URL, UPLOAD_URL, fakeStorage } from './storage-fake.mjs';

const CAREERS = { app: 'careers', build: 'c1', commit: 'abc1234' };
const NEWS = { app: 'news', build: 'n1', commit: 'def5678' };

/** Each store on the test's clock, and a way to open it again as another process would. */
const STORES = {
  'the local store’s files': (clock) => {
    const dir = mkdtempSync(join(tmpdir(), 'deploy-lock-'));
    return { dir, open: () => createFileLockStore(dir, { now: () => clock.now }) };
  },
  'Cloud Storage': (clock) => {
    const storage = fakeStorage({ now: () => clock.now });
    return { storage, open: storage.store };
  },
};

/** A lock on a clock the test moves; waits yield to the event loop without moving it. */
function lockOn(store, clock, options = {}) {
  const lines = [];
  const lock = createDeployLock(store, {
    now: () => clock.now,
    sleep: () => tick(),
    log: (line) => lines.push(line),
    heartbeat: false,
    machine: options.machine ?? 'ci-1 pid 100',
    leaseMs: 60_000,
    ...options,
  });
  return { lock, lines };
}

for (const [kind, makeStore] of Object.entries(STORES)) {
  test(`${kind}: of deploys that ask at once, one holds the lock at a time, and each says whom it waits for`, async () => {
    const clock = { now: Date.parse('2026-11-01T08:00:00Z') };
    const { open } = makeStore(clock);
    let holders = 0;
    let most = 0;
    const order = [];
    const owners = ['careers', 'news', 'admissions', 'home-about', 'contact-newsletter'].map((app, i) => ({
      app,
      build: `b${i}`,
      commit: `c${i}`,
    }));
    const waits = [];
    await Promise.all(
      owners.map(async (owner, i) => {
        const { lock, lines } = lockOn(open(), clock, { machine: `ci-${i} pid ${i}` });
        const held = await lock.acquire(owner);
        holders++;
        most = Math.max(most, holders);
        order.push(owner.app);
        for (let n = 0; n < 20; n++) await tick(); // the deploy's work, while others poll
        await held.confirm();
        holders--;
        await held.release();
        waits.push(...lines);
      }),
    );
    assert.equal(most, 1, 'never two holders at once');
    assert.deepEqual([...order].sort(), owners.map((owner) => owner.app).sort());
    // Every deploy but the first waited, and named the deploy it waited for.
    const i = owners.findIndex((owner) => owner.app === order[0]);
    const first = describeOwner({ ...owners[i], machine: `ci-${i} pid ${i}` });
    const expected = `waiting for the deploy lock: ${first} holds it since 2026-11-01T08:00:00.000Z (lease until 2026-11-01T08:01:00.000Z)`;
    assert.equal(waits.filter((line) => line === expected).length, owners.length - 1, waits.join('\n'));
    assert.ok(!waits.some((line) => /broke/.test(line)), 'no lease ran out');
  });

  test(`${kind}: a deploy that waits proceeds as soon as the holder releases`, async () => {
    const clock = { now: Date.parse('2026-11-01T08:00:00Z') };
    const { open } = makeStore(clock);
    const careers = lockOn(open(), clock, { machine: 'laptop pid 7' });
    const news = lockOn(open(), clock, { machine: 'ci-2 pid 9' });
    const held = await careers.lock.acquire(CAREERS);
    let newsHolds = false;
    const waiting = news.lock.acquire(NEWS).then((lock) => {
      newsHolds = true;
      return lock;
    });
    while (news.lines.length === 0) await tick();
    assert.deepEqual(news.lines, [
      'waiting for the deploy lock: careers c1 (commit abc1234, on laptop pid 7) holds it since 2026-11-01T08:00:00.000Z (lease until 2026-11-01T08:01:00.000Z)',
    ]);
    for (let n = 0; n < 20; n++) await tick();
    assert.equal(newsHolds, false, 'it waits while the lease runs');
    await held.release();
    const newsLock = await waiting;
    await newsLock.confirm();
    await newsLock.release();
    assert.deepEqual(careers.lines, [], 'the holder had nothing to report');
    assert.equal(news.lines.length, 1, 'said once, however often it read the lock');
  });

  test(`${kind}: a lease that ran out is broken, and said so; its holder can no longer release or renew`, async () => {
    const clock = { now: Date.parse('2026-11-01T08:00:00Z') };
    const { open } = makeStore(clock);
    const careers = lockOn(open(), clock, { machine: 'laptop pid 7' });
    const news = lockOn(open(), clock, { machine: 'ci-2 pid 9' });
    const stale = await careers.lock.acquire(CAREERS);
    clock.now += 60_000; // the lease's end
    const held = await news.lock.acquire(NEWS);
    assert.deepEqual(news.lines, [
      "broke a stale deploy lock: careers c1 (commit abc1234, on laptop pid 7)'s lease ran out at 2026-11-01T08:01:00.000Z",
    ]);
    await held.confirm(); // renewed twice: the local store keeps no file of the generation careers knew
    await held.confirm();
    await assert.rejects(stale.confirm(), {
      message: "the deploy lock was taken over by news n1 (commit def5678, on ci-2 pid 9): this deploy's lease ran out",
    });
    await stale.release();
    assert.match(
      careers.lines.at(-1),
      /^the deploy lock was no longer this deploy's when it finished: .*taken over by news n1/,
    );
    // The late release freed nothing: news still holds the lock, and a third deploy waits for it.
    const third = lockOn(open(), clock);
    const waiting = third.lock.acquire({ app: 'admissions', build: 'a1', commit: 'fff0000' });
    while (third.lines.length === 0) await tick();
    assert.match(third.lines[0], /^waiting for the deploy lock: news n1 /);
    await held.release();
    await (await waiting).release();
  });
}

test('the local store: a deploy that crashed while holding the lock is waited for until its lease runs out, then broken', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-lock-'));
  const moduleUrl = (name) => JSON.stringify(pathToFileURL(join(import.meta.dirname, name)).href);
  // Another process takes the lock for careers and dies at once (SIGKILL: no cleanup runs).
  const crashed = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const { createDeployLock } = await import(${moduleUrl('deploy-lock.mjs')});
       const { createFileLockStore } = await import(${moduleUrl('local-hosting.mjs')});
       const lock = createDeployLock(createFileLockStore(${JSON.stringify(dir)}), { leaseMs: 500, log() {} });
       await lock.acquire({ app: 'careers', build: 'c1', commit: 'abc1234' });
       process.kill(process.pid, 'SIGKILL');`,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(crashed.signal, 'SIGKILL', crashed.stderr);
  assert.equal(readdirSync(dir).length, 1, 'its lock is left behind');

  const lines = [];
  const lock = createDeployLock(createFileLockStore(dir), { pollMs: 50, log: (line) => lines.push(line) });
  const held = await lock.acquire(NEWS);
  assert.equal(lines.length, 2, lines.join('\n'));
  assert.match(
    lines[0],
    new RegExp(
      `^waiting for the deploy lock: careers c1 \\(commit abc1234, on .+ pid ${crashed.pid}\\) holds it since `,
    ),
  );
  assert.match(
    lines[1],
    new RegExp(
      `^broke a stale deploy lock: careers c1 \\(commit abc1234, on .+ pid ${crashed.pid}\\)'s lease ran out at `,
    ),
  );
  await held.release();
});

test('a holder that keeps working renews its lease, so a long deploy is never broken', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-lock-'));
  const lines = [];
  const long = createDeployLock(createFileLockStore(dir), { leaseMs: 600, log: (line) => lines.push(line) });
  const held = await long.acquire(CAREERS);
  const other = createDeployLock(createFileLockStore(dir), {
    leaseMs: 600,
    pollMs: 25,
    log: (line) => lines.push(line),
  });
  let otherHolds = false;
  const waiting = other.acquire(NEWS).then((lock) => {
    otherHolds = true;
    return lock;
  });
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // well past one lease
  assert.equal(otherHolds, false, lines.join('\n'));
  await held.confirm();
  await held.release();
  await (await waiting).release();
  assert.ok(!lines.some((line) => /broke|no longer/.test(line)), lines.join('\n'));
});

test('Cloud Storage: the lock is taken only with ifGenerationMatch=0, renewed and freed at the generation read', async () => {
  const clock = { now: Date.parse('2026-11-01T08:00:00Z') };
  const storage = fakeStorage({ now: () => clock.now });
  const { lock } = lockOn(storage.store(), clock, { machine: 'ci-1 pid 100' });
  const held = await lock.acquire(CAREERS);
  const object = storage.objects.get(OBJECT);
  assert.deepEqual(object.metadata, {
    token: object.metadata.token,
    app: 'careers',
    build: 'c1',
    commit: 'abc1234',
    machine: 'ci-1 pid 100',
    acquiredAt: '2026-11-01T08:00:00.000Z',
    leaseMs: '60000',
  });
  assert.equal(object.updated, '2026-11-01T08:00:00.000Z');
  const first = object.generation;
  clock.now += 10_000;
  await held.confirm();
  const renewed = storage.objects.get(OBJECT);
  assert.equal(renewed.updated, '2026-11-01T08:00:10.000Z', 'the lease now ends a minute after this, by the storage');
  assert.equal(renewed.metadata.acquiredAt, '2026-11-01T08:00:00.000Z');
  await held.release();
  assert.equal(storage.objects.has(OBJECT), false);
  assert.deepEqual(
    storage.requests.map(({ method, path, query }) => [method, path, query.ifGenerationMatch ?? null]),
    [
      ['GET', OBJECT_URL, null],
      ['POST', UPLOAD_URL, '0'],
      ['POST', UPLOAD_URL, first],
      ['DELETE', OBJECT_URL, renewed.generation],
    ],
  );
});

test('Cloud Storage: an error other than a failed precondition stops the deploy, naming the request', async () => {
  const fetch = async () => new Response(JSON.stringify({ error: { message: 'Permission denied' } }), { status: 403 });
  const store = createStorageLockStore({ bucket: BUCKET, object: OBJECT, accessToken: async () => 't', fetch });
  await assert.rejects(store.read(), {
    message: `GET /storage/v1/b/${BUCKET}/o/${encodeURIComponent(OBJECT)}: 403 Permission denied`,
  });
  await assert.rejects(store.write({ token: 'x', owner: CAREERS, acquiredAt: '', leaseMs: 1 }, 0), {
    message: `POST /upload/storage/v1/b/${BUCKET}/o: 403 Permission denied`,
  });
});
