import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';
import { ENVIRONMENTS_DIR } from './csp.mjs';
import { expectedFirebaseJson, firebaseDeployArgs, installEnvironmentFiles, syncFirebaseJson } from './deploy.mjs';
import { FIREBASE_JSON } from './hosting.mjs';

const PACKAGES = ['shell', 'mfe-home-about', 'mfe-admissions', 'mfe-news', 'mfe-careers', 'mfe-contact-newsletter'];

test('firebase.json carries the production headers generated from deploy/production', () => {
  assert.deepEqual(
    JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')),
    expectedFirebaseJson(),
    'firebase.json is stale: run node scripts/deploy.mjs --sync',
  );
});

test('a changed production map regenerates firebase.json’s CSP and nothing else', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-env-'));
  cpSync(ENVIRONMENTS_DIR, dir, { recursive: true });
  const remotesFile = join(dir, 'production', 'remotes.json');
  const remotes = JSON.parse(readFileSync(remotesFile, 'utf8'));
  remotes.mfe_news = 'https://news.cdn.example.org/v42/mf-manifest.json';
  writeFileSync(remotesFile, JSON.stringify(remotes));
  const file = join(dir, 'firebase.json');
  cpSync(FIREBASE_JSON, file);

  assert.equal(syncFirebaseJson({ file, dir }), true);
  assert.equal(syncFirebaseJson({ file, dir }), false);
  const before = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
  const after = JSON.parse(readFileSync(file, 'utf8'));
  const csp = (json) => json.hosting[0].headers[0].headers.find((h) => h.key === 'Content-Security-Policy').value;
  assert.match(csp(after), /script-src [^;]*https:\/\/news\.cdn\.example\.org/);
  assert.doesNotMatch(csp(after), /al-ihsan-news/);
  after.hosting[0].headers[0].headers.find((h) => h.key === 'Content-Security-Policy').value = csp(before);
  assert.deepEqual(after, before);
});

test('deploying the shell copies the chosen environment’s remotes.json and config.json into its build', () => {
  const dist = mkdtempSync(join(tmpdir(), 'deploy-dist-'));
  writeFileSync(join(dist, 'remotes.json'), '{"built": "in"}');
  installEnvironmentFiles('production', dist);
  for (const file of ['remotes.json', 'config.json']) {
    assert.equal(
      readFileSync(join(dist, file), 'utf8'),
      readFileSync(join(ENVIRONMENTS_DIR, 'production', file), 'utf8'),
    );
  }
  assert.throws(() => installEnvironmentFiles('staging', dist), /ENOENT/);
});

test('production never ships remote overrides; the local environment allows them', () => {
  const envs = mkdtempSync(join(tmpdir(), 'deploy-envs-'));
  const dist = mkdtempSync(join(tmpdir(), 'deploy-dist-'));
  cpSync(join(ENVIRONMENTS_DIR, 'production'), join(envs, 'production'), { recursive: true });
  const config = JSON.parse(readFileSync(join(envs, 'production', 'config.json'), 'utf8'));
  writeFileSync(join(envs, 'production', 'config.json'), JSON.stringify({ ...config, remoteOverrides: true }));
  assert.throws(() => installEnvironmentFiles('production', dist, envs), /remoteOverrides must stay off in production/);
  assert.equal(
    JSON.parse(readFileSync(join(ENVIRONMENTS_DIR, 'production', 'config.json'), 'utf8')).remoteOverrides,
    undefined,
  );
  assert.equal(JSON.parse(readFileSync(join(ENVIRONMENTS_DIR, 'local', 'config.json'), 'utf8')).remoteOverrides, true);
});

test('every app deploys alone: its own build, then its own hosting target', () => {
  for (const dir of PACKAGES) {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    const target = dir.replace(/^mfe-/, '');
    assert.equal(scripts.deploy, `vite build && node ../scripts/deploy.mjs ${target}`, dir);
  }
  assert.deepEqual(firebaseDeployArgs('careers', 'production'), [
    'deploy',
    '--only',
    'hosting:careers',
    '--project',
    'production',
    '--non-interactive',
  ]);
});

test('.firebaserc maps every target to a site of the production project', () => {
  const rc = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8'));
  const project = rc.projects.production;
  const sites = rc.targets[project].hosting;
  assert.deepEqual(Object.keys(sites).sort(), PACKAGES.map((dir) => dir.replace(/^mfe-/, '')).sort());
  assert.equal(rc.projects.default, 'demo-school', 'the emulators keep their demo project');
});

test('the CLI refuses an unknown target and deploys nothing on --dry-run', () => {
  const unknown = spawnSync(process.execPath, ['scripts/deploy.mjs', 'nope'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /no hosting target "nope"/);
  // A dry run only needs the build folder to exist: stand one in when the app is not built.
  const dist = join(ROOT, 'mfe-careers', 'dist');
  const standIn = !existsSync(dist);
  if (standIn) mkdirSync(dist);
  let dry;
  try {
    dry = spawnSync(process.execPath, ['scripts/deploy.mjs', 'careers', '--dry-run'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, FIREBASE_BIN: '/bin/false' },
    });
  } finally {
    if (standIn) rmSync(dist, { recursive: true });
  }
  assert.equal(dry.status, 0, dry.stderr);
  assert.match(dry.stdout, /firebase deploy --only hosting:careers --project production --non-interactive/);
});
