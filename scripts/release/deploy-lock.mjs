// The deploy lock: one deploy at a time changes the site, from the clone of the live version to
// the check after its release (deploy-release.mjs). Firebase Hosting has no precondition on a
// release, so the lock lives in a store that has a compare-and-swap:
//   - production: one Cloud Storage object, written only with the JSON API's `ifGenerationMatch`
//     (storage-lock.mjs);
//   - the local store: a folder of numbered files, each created with open(path, 'wx') (below).
// Both keep a generation number: a write names the generation it saw and fails if another write
// came first. The lock holds a lease (its owner: app, build, commit, machine; until when): the
// holder renews it while it works, and a lease that ran out is a crashed or stuck deploy's, which
// the next deploy breaks, and says so. A deploy that waits says whom it waits for.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** How long a lease lasts without renewal; the holder renews it every third of that. */
export const LEASE_MS = 2 * 60_000;
/** How often a waiting deploy reads the lock again. */
export const POLL_MS = 2_000;
/** How long a deploy waits for the lock before it gives up. */
export const MAX_WAIT_MS = 30 * 60_000;

/** This process, as a lease names it. */
export const THIS_MACHINE = `${hostname()} pid ${process.pid}`;

/** "careers 20261124T101444Z-c483 (commit 80d277b, on build-7 pid 4411)" */
export function describeOwner({ app, build, commit, machine }) {
  return `${app} ${build} (commit ${commit ?? 'unknown'}, on ${machine})`;
}

/**
 * A lock over a store with a compare-and-swap:
 *   read(): { generation, lease } (lease null when free) or null (no lock at all);
 *   write(lease, generation): the new generation, or null when the store is no longer at `generation`;
 *   remove(generation): whether it removed the lock at that generation.
 * `acquire(owner)` resolves when this deploy holds the lock, to { confirm, release }: confirm()
 * renews the lease and throws if another deploy broke it (a release must not follow then);
 * release() frees the lock, unless it was broken meanwhile.
 */
export function createDeployLock(
  store,
  {
    leaseMs = LEASE_MS,
    pollMs = POLL_MS,
    maxWaitMs = MAX_WAIT_MS,
    now = Date.now,
    sleep = delay,
    log = console.log,
    machine = THIS_MACHINE,
    heartbeat = true,
  } = {},
) {
  const leaseFor = (owner, token) => ({
    token,
    owner: { ...owner, machine },
    acquiredAt: new Date(now()).toISOString(),
    expiresAt: new Date(now() + leaseMs).toISOString(),
  });
  const expired = (lease) => Date.parse(lease.expiresAt) <= now();

  async function acquire(owner) {
    const token = randomBytes(8).toString('hex');
    const started = now();
    let waitingFor = null;
    for (;;) {
      const current = await store.read();
      const held = current?.lease;
      if (held && !expired(held)) {
        if (now() - started > maxWaitMs) {
          throw new Error(`gave up waiting for the deploy lock, held by ${describeOwner(held.owner)}`);
        }
        if (held.token !== waitingFor) {
          waitingFor = held.token;
          log(
            `waiting for the deploy lock: ${describeOwner(held.owner)} holds it since ${held.acquiredAt} (lease until ${held.expiresAt})`,
          );
        }
        await sleep(pollMs);
        continue;
      }
      const lease = leaseFor(owner, token);
      const generation = await store.write(lease, current?.generation ?? 0);
      if (generation === null) continue; // another deploy wrote first: read again
      if (held) {
        log(`broke a stale deploy lock: ${describeOwner(held.owner)}'s lease ran out at ${held.expiresAt}`);
      }
      return holding(owner, token, generation);
    }
  }

  function holding(owner, token, firstGeneration) {
    let generation = firstGeneration;
    let lost = null;
    const takenOver = async () => {
      const current = await store.read();
      const by = current?.lease ? `by ${describeOwner(current.lease.owner)}` : 'and freed';
      return new Error(`the deploy lock was taken over ${by}: this deploy's lease ran out`);
    };
    const renewOnce = async () => {
      if (lost) throw lost;
      const next = await store.write(leaseFor(owner, token), generation);
      if (next === null) throw (lost = await takenOver());
      generation = next;
    };
    // One renewal at a time: two writes from the same generation would fail one of them.
    let renewing = Promise.resolve();
    const renew = () => (renewing = renewing.then(renewOnce, renewOnce));
    let timer = null;
    if (heartbeat) {
      timer = setInterval(() => renew().catch(() => {}), Math.max(1, Math.floor(leaseMs / 3)));
      timer.unref();
    }
    return {
      /** Renews the lease; throws if the lock is no longer this deploy's. */
      confirm: renew,
      async release() {
        clearInterval(timer);
        await renewing.catch(() => {});
        if (lost || !(await store.remove(generation))) {
          log(`the deploy lock was no longer this deploy's when it finished: ${(lost ?? (await takenOver())).message}`);
        }
      },
    };
  }

  return { acquire };
}

const GENERATION_FILE = /^(\d{12})\.json$/;
const fileOf = (generation) => `${String(generation).padStart(12, '0')}.json`;
const FREE = { free: true };

/**
 * The local store's lock: a folder where each generation is a file, `<generation>.json`, created
 * with open(path, 'wx') (which fails when the file exists), so that two deploys that read the
 * same generation cannot both write the next. The newest file is the lock: a lease, or `free`.
 * Older files are removed as new ones come.
 */
export function createFileLockStore(dir) {
  mkdirSync(dir, { recursive: true });
  const generations = () =>
    readdirSync(dir)
      .map((name) => Number(GENERATION_FILE.exec(name)?.[1] ?? NaN))
      .filter((generation) => Number.isInteger(generation))
      .sort((a, b) => a - b);

  /** A file's lock, or null while its writer is still between open and write (or died there). */
  const readGeneration = (generation) => {
    try {
      const value = JSON.parse(readFileSync(join(dir, fileOf(generation)), 'utf8'));
      return value.free ? null : value;
    } catch (error) {
      if (error.code === 'ENOENT' || error instanceof SyntaxError) return undefined;
      throw error;
    }
  };

  const create = (generation, value) => {
    try {
      writeFileSync(join(dir, fileOf(generation)), JSON.stringify(value), { flag: 'wx' });
    } catch (error) {
      if (error.code === 'EEXIST') return null;
      throw error;
    }
    for (const old of generations()) if (old < generation - 1) rmSync(join(dir, fileOf(old)), { force: true });
    return generation;
  };

  return {
    async read() {
      for (let attempt = 0; ; attempt++) {
        const newest = generations().at(-1);
        if (newest === undefined) return null;
        const lease = readGeneration(newest);
        if (lease !== undefined) return { generation: newest, lease };
        // Empty (its writer is between open and write) or removed under us: read again; a file
        // still empty after a second is a writer that died there, and counts as free.
        if (attempt === 50) return { generation: newest, lease: null };
        await delay(20);
      }
    },
    async write(lease, generation) {
      return create(generation + 1, lease);
    },
    async remove(generation) {
      return create(generation + 1, FREE) !== null;
    },
  };
}
