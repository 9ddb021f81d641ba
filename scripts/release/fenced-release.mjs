// The release itself, fenced by the deploy lock (deploy-lock.mjs). A deploy may stall (a machine
// asleep, a paused runner, a slow network) after its last renewal for longer than its lease;
// another deploy then breaks the lock and releases, and this one's release would land over it.
// So the lock's generation, as this deploy last wrote it, is checked right before the release
// (changed: nothing is released) and right after it (changed: someone broke the lock while the
// release ran). A release cannot be undone automatically, so the second case fails loudly: what
// may be live, what to check and how to roll back, and a non-zero exit (deploy.mjs).
import { describeOwner } from './deploy-lock.mjs';

const deployCommand = (args) => `node scripts/deploy.mjs ${args}`;

const holderOf = (holder) => (holder ? describeOwner(holder) : 'another deploy (which has freed it since)');

/**
 * What a deploy that released after losing its lock says. `dir`: the app's folder (a remote's
 * can be rolled back alone; the shell's cannot), `env`: the environment, `what`: the release's
 * message ("careers 20261124T101444Z-c483").
 */
export function lostDuringRelease({ what, holder, dir, env }) {
  const undo =
    dir && dir !== 'shell'
      ? `roll it back with ${deployCommand(`rollback ${dir} --env ${env}`)}`
      : 'deploy the shell build that was live before again (the shell is not rolled back alone)';
  return [
    `lost the deploy lock during its release: ${what} was released, but its lease had run out and ${holderOf(holder)} took the lock over meanwhile.`,
    "The live site may now hold either release, and either may lack the other deploy's build.",
    `Check what is live: ${deployCommand(`status --env ${env}`)}.`,
    `If ${what} should not be live, ${undo}; ask the other deploy's owner to check theirs.`,
    'This release was not undone automatically.',
  ].join('\n');
}

/**
 * Releases `version` (with `message`) on `hosting` while `held` (a held deploy lock, or null for
 * a store with no lock) is this deploy's: renewed, checked before and checked after. Throws
 * before the release when the lock was lost (nothing released), and after it, with
 * lostDuringRelease's message, when the lock changed hands while the release ran.
 */
export async function releaseFenced({ hosting, held, version, message, dir, env }) {
  if (!held) return hosting.release(version, message);
  await held.confirm();
  const before = await held.check();
  if (!before.ours) {
    throw new Error(
      `lost the deploy lock before its release: ${holderOf(before.holder)} took it over (this deploy's lease ran out while it stalled); nothing was released. Run it again.`,
    );
  }
  const name = await hosting.release(version, message);
  const after = await held.check();
  if (!after.ours) throw new Error(lostDuringRelease({ what: message, holder: after.holder, dir, env }));
  return name;
}
