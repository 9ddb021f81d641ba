// A deploy that lost its lock fails loudly (release-guard.mjs): a deploy stalls after its last
// renewal for longer than its lease, another deploy breaks the lock, and the stalled one goes
// on. On a fake clock, the Cloud Storage lock over its fake (storage-fake.mjs) and the local
// release store: before its release, the fence stops it; during its release, the release lands
// but the deploy fails, naming the other deploy, what to check and the rollback command.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { setImmediate as tick } from 'node:timers/promises';
import { createDeployLock } from './deploy-lock.mjs';
import { deployRemote } from './remote-change.mjs';
import { deployShell } from './deploy-shell.mjs';
import { createLocalHosting } from './local-hosting.mjs';
import { fakeStorage } from './storage-fake.mjs';

const START = Date.parse('2026-11-01T08:00:00Z');
const LEASE_MS = 60_000;
const NEWS = { app: 'news', build: 'n1', commit: 'def5678' };
const quiet = () => {};

const text = (value) => Buffer.from(value);
const remoteBuild = (id) =>
  new Map([
    ['mf-manifest.json', text(`{"metaData":{"buildId":"${id}"}}`)],
    ['remoteEntry.js', text(`export const build = '${id}';`)],
  ]);

/** A released site with careers c1 and news n1, the Cloud Storage lock's fake, and one clock for both. */
async function setUp() {
  const clock = { now: START };
  const storage = fakeStorage({ now: () => clock.now });
  const hosting = createLocalHosting({ dir: mkdtempSync(join(tmpdir(), 'lost-lock-')) });
  const lines = [];
  const lockOf = (machine) =>
    createDeployLock(storage.store(), {
      now: () => clock.now,
      sleep: () => tick(),
      log: (line) => lines.push(`${machine}: ${line}`),
      heartbeat: false,
      leaseMs: LEASE_MS,
      machine,
    });
  const remote = (dir, buildId, options = {}) =>
    deployRemote({
      hosting,
      dir,
      files: remoteBuild(buildId),
      buildId,
      now: clock.now,
      log: quiet,
      ...options,
    });
  await deployShell({
    hosting,
    files: new Map([['/index.html', text('<h1>s1</h1>')]]),
    buildId: 's1',
    config: {},
    remoteApps: ['careers', 'news'],
    log: quiet,
  });
  await remote('mfe-careers', 'c1');
  await remote('mfe-news', 'n1');
  const liveRemotes = async () => JSON.parse((await hosting.readLiveFile('/remotes.json')).toString());
  /** The stall: this deploy's lease runs out, and news breaks the lock (and keeps it). */
  const stall = async () => {
    clock.now += LEASE_MS + 1_000;
    return lockOf('ci-2 pid 9').acquire(NEWS);
  };
  return { clock, hosting, lines, lockOf, remote, liveRemotes, stall };
}

/** `lock`, whose holder runs `after()` right after its last renewal (the deploy stalls there). */
const stallingAfterConfirm = (lock, after) => ({
  acquire: async (owner) => {
    const held = await lock.acquire(owner);
    return {
      ...held,
      confirm: async () => {
        await held.confirm();
        await after();
      },
    };
  },
});

test('a deploy whose lease is broken between its last renewal and its release never releases, and fails', async () => {
  const site = await setUp();
  const before = await site.hosting.liveVersion();
  const lock = stallingAfterConfirm(site.lockOf('ci-1 pid 100'), site.stall);
  await assert.rejects(site.remote('mfe-careers', 'c2', { lock }), {
    message:
      "lost the deploy lock before its release: news n1 (commit def5678, on ci-2 pid 9) took it over (this deploy's lease ran out while it stalled); nothing was released. Run it again.",
  });
  assert.equal(await site.hosting.liveVersion(), before, 'nothing was released');
  assert.equal((await site.liveRemotes()).mfe_careers, '/apps/careers/c1/mf-manifest.json');
});

test('a deploy whose lease is broken just before its release lands releases, then fails, naming the other deploy, what to check and the rollback', async () => {
  const site = await setUp();
  const stalling = { ...site.hosting };
  stalling.release = async (version, message) => {
    await site.stall(); // after the fence's check, before the release reaches Hosting
    return site.hosting.release(version, message);
  };
  const error = await site
    .remote('mfe-careers', 'c2', { hosting: stalling, lock: site.lockOf('ci-1 pid 100'), env: 'production' })
    .then(
      () => null,
      (rejected) => rejected,
    );
  assert.ok(error, 'the deploy must not report success');
  assert.equal(
    error.message,
    [
      'lost the deploy lock during its release: careers c2 was released, but its lease had run out and news n1 (commit def5678, on ci-2 pid 9) took the lock over meanwhile.',
      "The live site may now hold either release, and either may lack the other deploy's build.",
      'Check what is live: node scripts/deploy.mjs status --env production.',
      "If careers c2 should not be live, roll it back with node scripts/deploy.mjs rollback mfe-careers --env production; ask the other deploy's owner to check theirs.",
      'This release was not undone automatically.',
    ].join('\n'),
  );
  assert.equal((await site.liveRemotes()).mfe_careers, '/apps/careers/c2/mf-manifest.json', 'the release landed');
  assert.match(site.lines.join('\n'), /ci-1 pid 100: the deploy lock was no longer this deploy's when it finished/);
});

test('a deploy whose lease is broken while its release is on its way, by a deploy that releases first, fails after its release', async () => {
  const site = await setUp();
  const stalling = { ...site.hosting };
  stalling.release = async (version, message) => {
    // While this release is on its way, news breaks the lock and deploys n2 from start to end.
    site.clock.now += LEASE_MS + 1_000;
    await site.remote('mfe-news', 'n2', { lock: site.lockOf('ci-2 pid 9') });
    return site.hosting.release(version, message);
  };
  await assert.rejects(
    site.remote('mfe-careers', 'c2', { hosting: stalling, lock: site.lockOf('ci-1 pid 100'), env: 'local' }),
    (error) => {
      assert.match(
        error.message,
        /^lost the deploy lock during its release: careers c2 was released, but its lease had run out and another deploy \(which has freed it since\) took the lock over meanwhile\./,
      );
      assert.match(error.message, /node scripts\/deploy\.mjs status --env local/);
      assert.match(error.message, /node scripts\/deploy\.mjs rollback mfe-careers --env local/);
      return true;
    },
  );
  // What the message warns of: careers' release, cloned before news n2, dropped it.
  const live = await site.liveRemotes();
  assert.equal(live.mfe_careers, '/apps/careers/c2/mf-manifest.json');
  assert.equal(live.mfe_news, '/apps/news/n1/mf-manifest.json');
});

test('the shell’s deploy that lost its lock during its release names a redeploy, not a rollback', async () => {
  const site = await setUp();
  const stalling = { ...site.hosting };
  stalling.release = async (version, message) => {
    await site.stall();
    return site.hosting.release(version, message);
  };
  await assert.rejects(
    deployShell({
      hosting: stalling,
      files: new Map([['/index.html', text('<h1>s2</h1>')]]),
      buildId: 's2',
      config: {},
      remoteApps: ['careers', 'news'],
      log: quiet,
      lock: site.lockOf('ci-1 pid 100'),
    }),
    /lost the deploy lock during its release: shell s2 was released[^]*status --env production[^]*deploy the shell build that was live before again/,
  );
});

test('a deploy that keeps its lock through its release reports success, and says nothing of the lock', async () => {
  const site = await setUp();
  const lock = site.lockOf('ci-1 pid 100');
  const { version } = await site.remote('mfe-careers', 'c2', { lock });
  assert.equal(await site.hosting.liveVersion(), version);
  assert.deepEqual(site.lines, []);
});
