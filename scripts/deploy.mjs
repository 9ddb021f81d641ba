// Deploys one app's existing build to its Firebase Hosting site. Each app's `deploy` script
// builds that app alone and then runs this, e.g.
//   pnpm --filter @school/mfe-careers run deploy                 # careers -> production
//   pnpm --filter @school/shell run deploy -- --dry-run          # everything but the upload
//
//   node scripts/deploy.mjs <target> [--env production|local] [--project <alias>] [--dry-run]
//   node scripts/deploy.mjs --sync       # firebase.json's generated headers from deploy/production
//
// The environment is chosen here, not at build: the shell's remotes.json and config.json are
// copied from deploy/<env>/ into shell/dist, and firebase.json's environment-specific headers
// (the shell's CSP, the remotes' CORS origin) are regenerated from the same files by
// scripts/csp.mjs. `--env local` prepares the build for the local server and uploads nothing.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { ROOT } from './apps.mjs';
import { ENVIRONMENT_FILES, ENVIRONMENTS_DIR, environmentHeaders, readEnvironment } from './csp.mjs';
import { FIREBASE_JSON, hostingEntry, readFirebaseJson, withEnvironment } from './hosting.mjs';

/** The environment firebase.json describes; the only one uploaded to Firebase. */
export const HOSTED_ENV = 'production';

/** firebase.json as it must read for the hosted environment. */
export function expectedFirebaseJson({ file = FIREBASE_JSON, dir = ENVIRONMENTS_DIR } = {}) {
  return withEnvironment(readFirebaseJson(file), environmentHeaders(readEnvironment(HOSTED_ENV, dir)));
}

/** Rewrites firebase.json's generated headers if they are stale; returns whether it did. */
export function syncFirebaseJson(options = {}) {
  const file = options.file ?? FIREBASE_JSON;
  const expected = expectedFirebaseJson(options);
  if (isDeepStrictEqual(readFirebaseJson(file), expected)) return false;
  writeFileSync(file, `${JSON.stringify(expected, null, 2)}\n`);
  return true;
}

/** Copies the environment's remotes.json and config.json into the shell's build. */
export function installEnvironmentFiles(env, distDir, dir = ENVIRONMENTS_DIR) {
  const { config } = readEnvironment(env, dir); // fails on a missing or malformed file before anything is copied
  // Remote overrides are for developers (shell/src/federation/remote-overrides.ts), never for parents.
  if (env === HOSTED_ENV && config.remoteOverrides !== undefined && config.remoteOverrides !== false) {
    throw new Error(`deploy/${env}/config.json: remoteOverrides must stay off in ${env}`);
  }
  for (const file of ENVIRONMENT_FILES) copyFileSync(join(dir, env, file), join(distDir, file));
}

/** The Firebase CLI (a devDependency of the shell), or FIREBASE_BIN. */
function firebaseBin() {
  return process.env.FIREBASE_BIN ?? join(ROOT, 'shell', 'node_modules', '.bin', 'firebase');
}

export function firebaseDeployArgs(target, project) {
  return ['deploy', '--only', `hosting:${target}`, '--project', project, '--non-interactive'];
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      env: { type: 'string', default: HOSTED_ENV },
      project: { type: 'string', default: HOSTED_ENV },
      'dry-run': { type: 'boolean', default: false },
      sync: { type: 'boolean', default: false },
    },
  });
  if (values.sync) {
    console.log(syncFirebaseJson() ? '[deploy] firebase.json updated' : '[deploy] firebase.json is up to date');
    return;
  }
  const [target] = positionals;
  if (!target) throw new Error('usage: node scripts/deploy.mjs <target> [--env production|local] [--dry-run]');
  const entry = hostingEntry(readFirebaseJson(), target);
  const distDir = join(ROOT, entry.public);
  if (!existsSync(distDir)) throw new Error(`${entry.public} is missing: build the app first`);

  if (target === 'shell') {
    installEnvironmentFiles(values.env, distDir);
    console.log(`[deploy] ${entry.public}: remotes.json and config.json from deploy/${values.env}/`);
  }
  if (values.env !== HOSTED_ENV) {
    console.log(`[deploy] ${target} is ready for the ${values.env} environment; nothing is uploaded`);
    return;
  }
  if (syncFirebaseJson()) {
    console.log(`[deploy] firebase.json's CSP/CORS headers regenerated from deploy/${HOSTED_ENV}/: commit it`);
  }
  const args = firebaseDeployArgs(target, values.project);
  console.log(`[deploy] firebase ${args.join(' ')}`);
  if (values['dry-run']) return;
  const result = spawnSync(firebaseBin(), args, { cwd: ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  process.exitCode = result.status ?? 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(`[deploy] ${error.message}`);
    process.exitCode = 1;
  }
}
