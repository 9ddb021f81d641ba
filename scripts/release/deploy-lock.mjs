// The deploy lock: one deploy at a time changes the site, from the clone of the live version to
// the check after its release (release-guard.mjs). Firebase Hosting has no precondition on a
// release, so the lock lives in a store with a compare-and-swap: one Cloud Storage object in
// production (storage-lock.mjs), a folder of numbered files locally (local-hosting.mjs). The lock
// holds a lease its holder renews; one that ran out is broken by the next deploy, which says so.
// A lease runs out by the store's clock, never a runner's, so runners whose clocks disagree still
// agree on when it ends (docs/deploying.md#the-deploy-lock).
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';

/** "careers 20261124T101444Z-c483 (commit 80d277b, on build-7 pid 4411)" */
export function describeOwner({ app, build, commit, machine }) {
  return `${app} ${build} (commit ${commit ?? 'unknown'}, on ${machine})`;
}

const iso = (ms) => new Date(ms).toISOString();

/**
 * A lock over a store with a compare-and-swap: read() gives { now, generation, lease, writtenAt }
 * (the store's times, in ms; generation 0: none; lease null: free); write(lease, generation) the
 * new generation (a null lease frees the lock), or null when the store is no longer at
 * `generation`. `now` (the runner's clock) only times a deploy's wait.
 * acquire(owner) resolves, once held, to { confirm, check, release }: confirm() renews the lease
 * and throws if it was broken; check() says whether the lock is still this deploy's, at the
 * generation it last wrote, and if not who holds it; release() frees it unless it was broken.
 */
export function createDeployLock(
  store,
  {
    leaseMs = 2 * 60_000, // without renewal; the holder renews it every third of that
    pollMs = 2_000,
    maxWaitMs = 30 * 60_000,
    now = Date.now,
    sleep = delay,
    log = console.log,
    machine = `${hostname()} pid ${process.pid}`,
    heartbeat = true,
  } = {},
) {
  /** When the lease read ends, by the store's clock. */
  const endOf = ({ lease, writtenAt }) => writtenAt + (lease.leaseMs ?? leaseMs);

  async function acquire(owner) {
    const token = randomBytes(8).toString('hex');
    const started = now();
    let waitingFor = null;
    let lease;
    let generation = null;
    while (generation === null) {
      const current = await store.read();
      const held = current.lease;
      if (held && endOf(current) > current.now) {
        if (now() - started > maxWaitMs) {
          throw new Error(`gave up waiting for the deploy lock, held by ${describeOwner(held.owner)}`);
        }
        if (held.token !== waitingFor) {
          waitingFor = held.token;
          log(
            `waiting for the deploy lock: ${describeOwner(held.owner)} holds it since ${held.acquiredAt} (lease until ${iso(endOf(current))})`,
          );
        }
        await sleep(pollMs);
        continue;
      }
      lease = { token, owner: { ...owner, machine }, acquiredAt: iso(current.now), leaseMs };
      generation = await store.write(lease, current.generation); // null: another deploy wrote first
      if (generation !== null && held) {
        log(`broke a stale deploy lock: ${describeOwner(held.owner)}'s lease ran out at ${iso(endOf(current))}`);
      }
    }
    // No store goes back to a generation another write came after: from then on, every renewal,
    // check and release of this deploy fails, naming who holds the lock then.
    const takenOver = async () => {
      const { lease: other } = await store.read();
      const by = other ? `by ${describeOwner(other.owner)}` : 'and freed';
      return new Error(`the deploy lock was taken over ${by}: this deploy's lease ran out`);
    };
    const renewOnce = async () => {
      const next = await store.write(lease, generation);
      if (next === null) throw await takenOver();
      generation = next;
    };
    const checkOnce = async () => {
      const current = await store.read();
      const ours = current.generation === generation && current.lease?.token === lease.token;
      return { ours, holder: ours ? null : (current.lease?.owner ?? null) };
    };
    // One step at a time: two writes from the same generation would fail one of them, and a
    // check must not read between a renewal's write and its record of the new generation.
    let steps = Promise.resolve();
    const serial = (step) => (steps = steps.then(step, step));
    const renew = () => serial(renewOnce);
    const timer = heartbeat ? setInterval(() => renew().catch(() => {}), leaseMs / 3).unref() : null;
    return {
      confirm: renew,
      check: () => serial(checkOnce),
      async release() {
        clearInterval(timer);
        await steps.catch(() => {});
        if ((await store.write(null, generation)) === null) {
          log(`the deploy lock was no longer this deploy's when it finished: ${(await takenOver()).message}`);
        }
      },
    };
  }

  return { acquire };
}
