// The race guard every deploy, rollback and move runs its release under, holding the deploy lock
// (deploy-lock.mjs). A deploy may stall past its lease and another break the lock and release, so
// the lock's generation is checked right before the release (changed: nothing is released) and
// right after it (changed: both may be live). A release cannot be undone automatically, so the
// second case fails loudly: what to check and how to roll back, and a non-zero exit (deploy.mjs).
import { appOf } from '@school/shared/site-layout';
import { describeOwner } from './deploy-lock.mjs';

/** Deploys that find the site changed under them start again, this many times at most. */
const MAX_ATTEMPTS = 5;

const holderOf = (holder) => (holder ? describeOwner(holder) : 'another deploy (which has freed it since)');

/** What a deploy that released after losing its lock says; `dir`: the app's folder. */
function lostDuringRelease({ what, holder, dir, env }) {
  const undo =
    dir && dir !== 'shell'
      ? `roll it back with node scripts/deploy.mjs rollback ${dir} --env ${env}`
      : 'deploy the shell build that was live before again (the shell is not rolled back alone)';
  return [
    `lost the deploy lock during its release: ${what} was released, but its lease had run out and ${holderOf(holder)} took the lock over meanwhile.`,
    "The live site may now hold either release, and either may lack the other deploy's build.",
    `Check what is live: node scripts/deploy.mjs status --env ${env}.`,
    `If ${what} should not be live, ${undo}; ask the other deploy's owner to check theirs.`,
    'This release was not undone automatically.',
  ].join('\n');
}

/**
 * One guarded release: `prepare(live)` writes a version from the live one, `{ version, message,
 * holdsDeploy }`. What deploys outside the lock could still do (a release from Firebase's console)
 * is guarded too: a live version changed before releasing, or a release after which
 * `holdsDeploy()` is false, starts again from the new live version. `lock` may be left out only
 * where nothing else deploys (a test's own store); it names the app in `dir` as its owner, with
 * `lockedAs` (the build, or what a rollback or move does) and `commit`.
 */
export async function releaseGuarded({ hosting, log, lock, dir, lockedAs, commit, env = 'production' }, prepare) {
  const held = lock ? await lock.acquire({ app: appOf(dir), build: lockedAs, commit }) : null;
  try {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const live = await hosting.liveVersion();
      const { version, message, holdsDeploy } = await prepare(live);
      await hosting.finalize(version);
      if ((await hosting.liveVersion()) !== live) {
        log(`the site was released by another deploy meanwhile; starting again from its release`);
        await hosting.deleteVersion(version);
        continue;
      }
      await held?.confirm();
      const before = await held?.check();
      if (before && !before.ours) {
        throw new Error(
          `lost the deploy lock before its release: ${holderOf(before.holder)} took it over (this deploy's lease ran out while it stalled); nothing was released. Run it again.`,
        );
      }
      await hosting.release(version, message);
      const after = await held?.check();
      if (after && !after.ours) throw new Error(lostDuringRelease({ what: message, holder: after.holder, dir, env }));
      if (await holdsDeploy()) return version;
      log(`another deploy released over this one; starting again from its release`);
    }
    throw new Error(`gave up after ${MAX_ATTEMPTS} attempts: the site kept changing under this deploy`);
  } finally {
    await held?.release();
  }
}

/** What a change's last log line says of the builds it pruned. */
export const prunedNote = (pruned) => (pruned.length ? `; pruned ${pruned.join(', ')}` : '');
