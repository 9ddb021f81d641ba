// A remote's rollback to a build its history keeps, under one guarded release.
import { buildDirOf, remoteNames } from '@school/shared/site-layout';
import { readHistory, rollbackTargets } from './release-history.mjs';
import { releaseRemoteChange } from './remote-change.mjs';
import { remembered } from './site-pages.mjs';

/**
 * Re-points one remote to a build its history keeps (rollbackTargets), gated as a deploy is: its
 * manifest in /remotes.json, its fragments as the live copies again. Its history entry moves last
 * (the build it replaced stays kept, for a rollback of the rollback) with `rolledBackFrom`.
 * Options also releaseRemoteChange's.
 */
export async function rollbackRemote(options) {
  const { hosting, dir, buildId, commit } = options;
  const { area: app } = remoteNames(dir);
  let target;
  const owner = { app, build: `rollback to ${buildId ?? 'the previous build'}`, commit };
  const { version, pruned } = await releaseRemoteChange({ ...options, owner, gate: true }, async (live) => {
    const history = await readHistory(hosting, app);
    const current = history.at(-1);
    const kept = rollbackTargets(history);
    if (buildId !== undefined && buildId === current?.id) throw new Error(`${app} ${buildId} is already live`);
    // `buildId`, or by default the newest kept before the current one.
    target = buildId === undefined ? kept.at(-1) : kept.find((build) => build.id === buildId);
    if (!target) {
      const keptList = kept.length ? kept.map((build) => build.id).join(', ') : 'none';
      throw new Error(
        buildId === undefined
          ? `${app} has no earlier build kept to roll back to (kept: ${keptList})`
          : `${app} ${buildId} is not kept (pruned, or never deployed here); the builds kept for a rollback: ${keptList}`,
      );
    }
    const buildDir = buildDirOf(app, target.id);
    const manifest = `${buildDir}mf-manifest.json`;
    const inBuild = Object.keys(await hosting.listFiles(live))
      .filter((path) => path.startsWith(buildDir))
      .map((path) => path.slice(buildDir.length));
    if (!inBuild.includes('mf-manifest.json')) throw new Error(`${manifest} is missing from the live site`);
    const read = remembered((path) => hosting.readLiveFile(`${buildDir}${path}`));
    return {
      change: { entry: target.id, manifest, build: { id: target.id, list: () => inBuild, read }, keepEntry: true },
      details: { commit: target.commit, rolledBackFrom: current.id },
      message: `${app} rolled back to ${target.id}`,
      done: `${app} is rolled back to ${target.id}`,
    };
  });
  return { version, buildId: target.id, pruned };
}
