// Deploys apps' existing builds onto the one site: the shell at /, each remote under
// /apps/<app>/<build-id>/ (scripts/release/). Each app's `deploy` script builds that app alone
// and runs this; nothing of another app is rebuilt, uploaded or removed.
//
//   node scripts/deploy.mjs <app folder>... [--env production|local] [--dry-run]
//   node scripts/deploy.mjs <remote folder> --check [--env …]   # its area's e2e specs first
//   node scripts/deploy.mjs status [--env …]                     # what is live, what is kept
//   node scripts/deploy.mjs rollback <remote folder> [build-id] [--env …]
//   node scripts/deploy.mjs --all --env local      # every app, as `npm start` does
//   node scripts/deploy.mjs --sync                 # firebase.json's generated headers
//   node scripts/deploy.mjs <remote folder> --elsewhere <manifest URL>   # a remote hosted elsewhere
//   node scripts/deploy.mjs shell --retire-service-worker   # the worker's kill switch (below)
//
// production: Firebase Hosting's REST API on deploy/production/site.json's `hostingSite`, with
// the token of GOOGLE_OAUTH_ACCESS_TOKEN or `gcloud auth print-access-token`; the deploy lock in
// its `deployLockBucket`.
// local: the local release store (.data/hosting) that `npm start` serves on http://localhost:4173.
// Every deploy holds the environment's deploy lock while it changes the site (docs/deploying.md).
// --dry-run reads and checks the build and says what would be deployed, and calls nothing; what
// a deploy would refuse (e.g. a production config.json with a REPLACE_WITH_ placeholder, checked
// when the shell is deployed) it refuses too, with the same error and exit status 1.
// --retire-service-worker deploys the shell with the kill switch's worker as /sw.js: every phone
// that checks for a new worker installs it, and it deletes the site's caches and unregisters
// itself (docs/architecture.md#offline-and-flaky-lines). A later shell deploy without it brings the worker back.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { listApps, ROOT } from './apps.mjs';
import {
  editorSettings,
  environmentConfigFile,
  ENVIRONMENTS_DIR,
  HOSTED_ENV,
  readEnvironment,
} from './environment.mjs';
import { siteConfig, syncFirebaseJson } from './hosting.mjs';
import { checkArea } from './release/area-check.mjs';
import { readBuild, readDist, remoteBuildOf, shellBuildId } from './release/builds.mjs';
import { checkRemoteBuild, deployRemote, moveRemote, rollbackRemote } from './release/remote-change.mjs';
import { deployShell } from './release/deploy-shell.mjs';
import { createDeployLock } from './release/deploy-lock.mjs';
import { accessTokenFromEnvironment, createHostingApi, refreshingAccessToken } from './release/hosting-api.mjs';
import { createLocalHosting, LOCAL_STORE, localLockOf } from './release/local-hosting.mjs';
import { formatStatus, siteStatus } from './release/site-status.mjs';
import { createStorageLockStore } from './release/storage-lock.mjs';
import { ADMIN_PATH, appOf, RETIRE_WORKER_FILE, SERVICE_WORKER_FILE } from '@school/shared/site-layout';

/**
 * The staff editor's files at /admin (cms/dist), and its settings, the environment's cms.json, as
 * /admin/config.json (cms/src/backend.ts).
 */
function editorFiles(editorDir, env, dir) {
  const cms = editorSettings(env, dir);
  if (!existsSync(editorDir))
    throw new Error('cms/dist is missing: build the editor first (pnpm --filter @school/cms build)');
  const files = new Map([...readBuild(editorDir)].map(([path, bytes]) => [`${ADMIN_PATH}/${path}`, bytes]));
  files.set(`${ADMIN_PATH}/config.json`, Buffer.from(`${JSON.stringify(cms)}\n`));
  return files;
}

/**
 * The deploy of one app folder, ready to run against a Hosting backend; `run`'s options reach
 * deployShell / deployRemote (log, now, graceMs: the e2e drills set them). `retireServiceWorker`:
 * the shell's /sw.js is its kill switch's worker.
 */
export function prepareDeploy(app, env, dir = ENVIRONMENTS_DIR, { retireServiceWorker = false } = {}) {
  // The shell carries the environment's config.json: checked first, so a refusal needs no build.
  const configFile = app.isShell ? environmentConfigFile(env, dir) : undefined;
  if (app.isShell) {
    const files = new Map([...readDist(app)].map(([path, bytes]) => [`/${path}`, bytes]));
    files.set('/config.json', configFile);
    if (app.editorDir) for (const [path, bytes] of editorFiles(app.editorDir, env, dir)) files.set(path, bytes);
    if (retireServiceWorker) {
      const retire = files.get(RETIRE_WORKER_FILE);
      if (!retire) throw new Error(`the shell build has no ${RETIRE_WORKER_FILE} to retire the service worker with`);
      files.set(SERVICE_WORKER_FILE, retire);
    }
    const buildId = shellBuildId(files);
    const remoteApps = listApps()
      .filter((other) => !other.isShell)
      .map((other) => appOf(other.dir));
    const config = siteConfig(env, dir);
    return {
      summary: `shell ${buildId}: ${files.size} files at /${retireServiceWorker ? ', retiring the service worker' : ''}`,
      run: (hosting, options = {}) => deployShell({ hosting, files, buildId, config, remoteApps, ...options }),
    };
  }
  const { files, buildId } = remoteBuildOf(app);
  return {
    summary: `${appOf(app.dir)} ${buildId}: ${files.size} files under /apps/${appOf(app.dir)}/${buildId}/`,
    // A remote's build is checked against the live shell before its release (contract-gate.mjs).
    run: (hosting, options = {}) => deployRemote({ hosting, dir: app.dir, files, buildId, gate: true, ...options }),
    gate: (hosting) => checkRemoteBuild({ hosting, dir: app.dir, files, buildId }),
  };
}

/**
 * The Hosting backend of an environment and its deploy lock (scripts/release/deploy-lock.mjs):
 * the local store's own, or in production an object in the Cloud Storage bucket that
 * deploy/production/site.json names (`deployLockBucket`). `log` tells whom a deploy waits for.
 */
export async function backendFor(env, { log = console.log } = {}) {
  if (env !== HOSTED_ENV) return { hosting: createLocalHosting(), lock: localLockOf(LOCAL_STORE, { log }) };
  const { site } = readEnvironment(env);
  if (!site.hostingSite) throw new Error(`deploy/${env}/site.json names no hostingSite`);
  if (!site.deployLockBucket) throw new Error(`deploy/${env}/site.json names no deployLockBucket for the deploy lock`);
  // Fetched again when old: a deploy may wait half an hour for the lock, after minutes of checks.
  const accessToken = refreshingAccessToken(() => accessTokenFromEnvironment());
  await accessToken(); // no token: fail now, before anything is read
  const store = createStorageLockStore({
    bucket: site.deployLockBucket,
    object: `deploy-lock/${site.hostingSite}.json`,
    accessToken,
  });
  return {
    hosting: createHostingApi({ site: site.hostingSite, accessToken }),
    lock: createDeployLock(store, { log }),
  };
}

/**
 * The commit a deploy comes from, as its lock and the app's builds.json record it: HEAD, marked
 * "-dirty" when the working tree has changes, or "unknown" outside a git checkout.
 */
function sourceCommit(cwd = ROOT) {
  const result = spawnSync('git', ['describe', '--always', '--dirty', '--abbrev=10', '--exclude=*'], {
    cwd,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

/** What a deploy, rollback or move run from here needs: the environment's backend and lock, the commit. */
async function changeOptions(env, log) {
  const say = (line) => log(`[deploy] ${line}`);
  const { hosting, lock } = await backendFor(env, { log: say });
  return { hosting, lock, log: say, env, commit: sourceCommit() };
}

/** The app in folder `dir`, or an error naming the apps there are. */
function appNamed(dir) {
  const apps = listApps();
  const app = apps.find((candidate) => candidate.dir === dir);
  if (!app) throw new Error(`no app "${dir}" (one of ${apps.map((candidate) => candidate.dir).join(', ')})`);
  return app;
}

/**
 * Deploys apps in order, the shell first (a remote needs a released site). Every deploy is
 * prepared and checked before anything is called, so a refusal (a production config.json with a
 * placeholder, say) stops a dry run the same way, with the same error.
 */
export async function deployApps(
  dirs,
  {
    env = HOSTED_ENV,
    dryRun = false,
    log = console.log,
    dir = ENVIRONMENTS_DIR,
    retireServiceWorker = false,
    check = false,
  } = {},
) {
  const chosen = dirs.map(appNamed);
  chosen.sort((a, b) => Number(b.isShell) - Number(a.isShell));
  if (retireServiceWorker && !chosen.some((app) => app.isShell)) {
    throw new Error('--retire-service-worker is a deploy of the shell: name the shell');
  }
  if (check && chosen.some((app) => app.isShell)) {
    throw new Error("--check runs a remote's area specs against the live shell: name remotes only");
  }
  const deploys = chosen.map((app) => prepareDeploy(app, env, dir, { retireServiceWorker }));
  if (env === HOSTED_ENV && syncFirebaseJson()) {
    log(`[deploy] firebase.json's generated headers were stale and are regenerated: commit it`);
  }
  for (const { summary } of deploys) log(`[deploy] ${env}: ${summary}`);
  if (dryRun) return;
  const { hosting, ...options } = await changeOptions(env, log);
  const say = options.log;
  if (check) {
    for (const [i, { summary, gate }] of deploys.entries()) {
      say(`checking ${summary.split(':')[0]} against the live shell`);
      await gate(hosting);
      await checkArea({
        hosting,
        app: chosen[i],
        sitePort: listApps().find((app) => app.isShell).port,
        configFile: environmentConfigFile(CHECK_ENV, dir),
        config: siteConfig(CHECK_ENV, dir),
        deployInto: (mirror) => prepareDeploy(chosen[i], CHECK_ENV, dir).run(mirror, { log: () => {} }),
        log: say,
      });
    }
  }
  for (const { run } of deploys) await run(hosting, options);
}

/** The environment whose config and headers the area check's copy of the live site is served with. */
const CHECK_ENV = 'local';

/** `status`: one table of what is live on an environment (scripts/release/site-status.mjs). */
async function showStatus({ env = HOSTED_ENV, log = console.log } = {}) {
  const { hosting } = await backendFor(env, { log });
  const rows = await siteStatus(
    hosting,
    listApps().map((app) => app.dir),
  );
  log(rows.length ? formatStatus(rows) : `nothing is live on ${env} yet`);
}

/** `rollback`: re-points one remote to a kept build (release/remote-change.mjs). */
async function rollbackApp(dir, buildId, { env = HOSTED_ENV, log = console.log } = {}) {
  if (appNamed(dir).isShell) {
    throw new Error(
      "the shell is not rolled back alone: its kept builds are its hashed files only, not its pages; deploy an earlier commit's build of the shell",
    );
  }
  await rollbackRemote({ dir, buildId, ...(await changeOptions(env, log)) });
}

/**
 * Points the site at a remote hosted elsewhere, whose build there is its dist here
 * (release/remote-change.mjs).
 */
async function moveApp(dir, manifestUrl, { env = HOSTED_ENV, dryRun = false, log = console.log } = {}) {
  const app = appNamed(dir);
  if (app.isShell) throw new Error(`"${dir}" is not a remote's folder`);
  const { files, buildId } = remoteBuildOf(app);
  log(`[deploy] ${env}: ${appOf(dir)} ${buildId} moves to ${manifestUrl}`);
  if (dryRun) return;
  await moveRemote({ dir, manifestUrl, files, buildId, gate: true, ...(await changeOptions(env, log)) });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      env: { type: 'string', default: HOSTED_ENV },
      all: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      sync: { type: 'boolean', default: false },
      elsewhere: { type: 'string' },
      'retire-service-worker': { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (command === 'status') {
    await showStatus({ env: values.env });
    return;
  }
  if (command === 'rollback') {
    if (rest.length < 1 || rest.length > 2) {
      throw new Error('usage: node scripts/deploy.mjs rollback <remote folder> [build-id] --env production|local');
    }
    await rollbackApp(rest[0], rest[1], { env: values.env });
    return;
  }
  if (values.sync) {
    console.log(syncFirebaseJson() ? '[deploy] firebase.json updated' : '[deploy] firebase.json is up to date');
    return;
  }
  if (values.elsewhere !== undefined) {
    if (positionals.length !== 1)
      throw new Error('usage: node scripts/deploy.mjs <remote folder> --elsewhere <manifest URL>');
    await moveApp(positionals[0], values.elsewhere, { env: values.env, dryRun: values['dry-run'] });
    return;
  }
  const dirs = values.all ? listApps().map((app) => app.dir) : positionals;
  if (!dirs.length)
    throw new Error('usage: node scripts/deploy.mjs <app folder>... | --all [--env production|local] [--dry-run]');
  await deployApps(dirs, {
    env: values.env,
    dryRun: values['dry-run'],
    retireServiceWorker: values['retire-service-worker'],
    check: values.check,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(`[deploy] ${error.message}`);
    process.exitCode = 1;
  });
}
