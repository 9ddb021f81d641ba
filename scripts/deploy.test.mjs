import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';
import { ENVIRONMENTS_DIR } from './csp.mjs';
import {
  environmentConfigFile,
  expectedFirebaseJson,
  prepareDeploy,
  readBuild,
  siteConfig,
  syncFirebaseJson,
} from './deploy.mjs';
import { FIREBASE_JSON } from './hosting.mjs';
import { createLocalHosting } from './release/local-hosting.mjs';

const PACKAGES = ['shell', 'mfe-home-about', 'mfe-admissions', 'mfe-news', 'mfe-careers', 'mfe-contact-newsletter'];
const csp = (json) => json.hosting.headers[0].headers.find((h) => h.key === 'Content-Security-Policy').value;

test('firebase.json carries the production headers generated from deploy/production', () => {
  assert.deepEqual(
    JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')),
    expectedFirebaseJson(),
    'firebase.json is stale: run node scripts/deploy.mjs --sync',
  );
});

test('a remote hosted elsewhere, named in site.json, regenerates firebase.json’s CSP and nothing else', () => {
  const dir = mkdtempSync(join(tmpdir(), 'deploy-env-'));
  cpSync(ENVIRONMENTS_DIR, dir, { recursive: true });
  const siteFile = join(dir, 'production', 'site.json');
  const site = JSON.parse(readFileSync(siteFile, 'utf8'));
  writeFileSync(siteFile, JSON.stringify({ ...site, remoteOrigins: ['https://news.cdn.example.org'] }));
  const file = join(dir, 'firebase.json');
  cpSync(FIREBASE_JSON, file);

  assert.equal(syncFirebaseJson({ file, dir }), true);
  assert.equal(syncFirebaseJson({ file, dir }), false);
  const before = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8'));
  const after = JSON.parse(readFileSync(file, 'utf8'));
  assert.match(csp(after), /script-src [^;]*https:\/\/news\.cdn\.example\.org/);
  after.hosting.headers[0].headers.find((h) => h.key === 'Content-Security-Policy').value = csp(before);
  assert.deepEqual(after, before);
});

test('production never ships remote overrides; the local environment allows them', () => {
  const envs = mkdtempSync(join(tmpdir(), 'deploy-envs-'));
  cpSync(join(ENVIRONMENTS_DIR, 'production'), join(envs, 'production'), { recursive: true });
  const config = JSON.parse(readFileSync(join(envs, 'production', 'config.json'), 'utf8'));
  writeFileSync(join(envs, 'production', 'config.json'), JSON.stringify({ ...config, remoteOverrides: true }));
  assert.throws(() => environmentConfigFile('production', envs), /remoteOverrides must stay off in production/);
  assert.equal(JSON.parse(environmentConfigFile('production')).remoteOverrides, undefined);
  assert.equal(JSON.parse(environmentConfigFile('local')).remoteOverrides, true);
  assert.throws(() => environmentConfigFile('staging'), /ENOENT/);
});

/** A built app folder in a temporary place, as prepareDeploy reads it. */
function builtApp(dir, files) {
  const distDir = mkdtempSync(join(tmpdir(), `${dir}-dist-`));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(distDir, path, '..'), { recursive: true });
    writeFileSync(join(distDir, path), text);
  }
  return { dir, distDir, isShell: dir === 'shell' };
}

test('a remote deploys its build, but not its standalone page nor its build stats, under its build id', async () => {
  const app = builtApp('mfe-careers', {
    'mf-manifest.json': '{"metaData":{"buildId":"20261124T101444Z-c483"}}',
    'remoteEntry.js': 'export {}',
    'assets/area-abc.js': 'export {}',
    'retry/assets/area-abc.js': 'export {}',
    'fragments/jobs.html': '<h1>Careers</h1>',
    'index.html': '<!doctype html>',
    'mf-stats.json': '{}',
  });
  assert.deepEqual([...readBuild(app.distDir).keys()].sort(), [
    'assets/area-abc.js',
    'fragments/jobs.html',
    'index.html',
    'mf-manifest.json',
    'mf-stats.json',
    'remoteEntry.js',
    'retry/assets/area-abc.js',
  ]);
  const deploy = prepareDeploy(app, 'local');
  assert.equal(deploy.summary, 'careers 20261124T101444Z-c483: 5 files under /apps/careers/20261124T101444Z-c483/');
  assert.throws(() => prepareDeploy(builtApp('mfe-news', { 'remoteEntry.js': '' }), 'local'), /no mf-manifest.json/);
  assert.throws(() => prepareDeploy({ ...app, distDir: join(app.distDir, 'gone') }, 'local'), /build the app first/);
});

test('the shell deploys its files at the root, the environment’s config.json and the site’s headers', async () => {
  const hosting = createLocalHosting({ dir: mkdtempSync(join(tmpdir(), 'deploy-hosting-')) });
  const app = builtApp('shell', { 'index.html': '<!doctype html>', 'assets/index-abc.js': 'export {}' });
  const first = prepareDeploy(app, 'local');
  assert.equal(first.summary, prepareDeploy(app, 'local').summary, 'the same build has the same id');
  await first.run(hosting);
  const live = await hosting.liveVersion();
  assert.deepEqual(Object.keys(await hosting.listFiles(live)).sort(), [
    '/apps/shell/builds.json',
    '/assets/index-abc.js',
    '/config.json',
    '/index.html',
    '/remotes.json',
  ]);
  assert.deepEqual(
    JSON.parse((await hosting.readLiveFile('/config.json')).toString()),
    JSON.parse(environmentConfigFile('local')),
  );
  assert.deepEqual(await hosting.versionConfig(live), siteConfig('local'));
});

test('every app deploys alone: its own build, then the deploy of its own folder', () => {
  for (const dir of PACKAGES) {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    assert.equal(scripts.deploy, `vite build && node ../scripts/deploy.mjs ${dir}`, dir);
  }
  const rc = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8'));
  assert.equal(rc.targets, undefined, 'one Hosting site, no per-app targets');
  assert.equal(rc.projects.default, 'demo-school', 'the emulators keep their demo project');
});

test('the CLI refuses an unknown app and says how to deploy', () => {
  const unknown = spawnSync(process.execPath, ['scripts/deploy.mjs', 'nope', '--dry-run'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  assert.equal(unknown.status, 1);
  assert.match(unknown.stderr, /no app "nope"/);
  const none = spawnSync(process.execPath, ['scripts/deploy.mjs'], { cwd: ROOT, encoding: 'utf8' });
  assert.equal(none.status, 1);
  assert.match(none.stderr, /usage: node scripts\/deploy\.mjs/);
});
