// A remote's deploy: its build beside every other app's, under one guarded release.
import { buildDirOf, remoteNames } from '@school/shared/site-layout';
import { checkBuildId } from './release-history.mjs';
import { buildOf, gateBuild } from './contract-gate.mjs';
import { releaseRemoteChange } from './remote-change.mjs';

/** The contract gate alone, on the live site as it is now (`deploy --check`, before the area's specs). */
export async function checkRemoteBuild({ hosting, dir, files, buildId }) {
  if (!(await hosting.liveVersion())) throw new Error('the site has never been released: deploy the shell first');
  await gateBuild(hosting, remoteNames(dir).area, buildOf(files, buildId));
}

/**
 * Deploys a remote's build (`files`: path inside the build -> bytes) under /apps/<app>/<build-id>/,
 * with its live copies, through releaseRemoteChange (its options too, `gate` among them).
 */
export async function deployRemote(options) {
  const { hosting, dir, files, buildId, commit } = options;
  const { area: app } = remoteNames(dir);
  checkBuildId(buildId);
  if (!files.has('mf-manifest.json')) throw new Error(`${dir}: the build has no mf-manifest.json`);
  const buildDir = buildDirOf(app, buildId);
  const manifest = `${buildDir}mf-manifest.json`;
  const inBuildFolder = [...files].map(([path, bytes]) => [`${buildDir}${path}`, bytes]);
  const owner = { app, build: buildId, commit };
  const { version, pruned } = await releaseRemoteChange({ ...options, owner }, async () => ({
    change: { entry: buildId, manifest, build: buildOf(files, buildId), files: inBuildFolder },
    details: { commit },
    message: `${app} ${buildId}`,
    done: `${app} ${buildId} is live at ${manifest}`,
    holdsDeploy: async () => manifest in (await hosting.listFiles(await hosting.liveVersion())),
  }));
  return { version, manifest, pruned };
}
