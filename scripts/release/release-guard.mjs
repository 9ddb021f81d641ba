// The race guard every deploy, rollback and move runs its release under.
import { releaseFenced } from './fenced-release.mjs';

/** Deploys that find the site changed under them start again, this many times at most. */
export const MAX_ATTEMPTS = 5;

/**
 * Two teams may deploy at once, and each release replaces the whole version: a deploy whose live
 * version changed between its clone and its release would drop the other team's build. So a
 * deploy holds the deploy lock (deploy-lock.mjs) from its clone of the live version to its check
 * after the release, and renews it right before releasing, with the lock's generation checked
 * before and after the release (fenced-release.mjs): a deploy whose lease was broken before never
 * releases, and one whose lease was broken while it released fails, naming what to check and the
 * rollback command (`dir`, `env`). Within the lock, what deploys outside it could still do (a
 * release from Firebase's console) is guarded as before: the live version is compared before
 * releasing (changed: this version is deleted and the deploy starts again from the new one), and
 * after releasing `holdsDeploy` checks that the live release still carries this deploy: if not,
 * it starts again too. `prepare(live)` writes a version from the live one: `{ version, message,
 * holdsDeploy }`. `lock` may be left out only where nothing else deploys (a test's own store).
 */
export async function releaseGuarded({ hosting, log, lock, owner, dir, env = 'production' }, prepare) {
  const held = lock ? await lock.acquire(owner) : null;
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
      await releaseFenced({ hosting, held, version, message, dir, env });
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
