import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';
import { deployApps, prepareDeploy } from './deploy.mjs';
import { environmentConfigFile, ENVIRONMENTS_DIR, placeholderFields } from './environment.mjs';
import { expectedFirebaseJson, FIREBASE_JSON, siteConfig, syncFirebaseJson } from './hosting.mjs';
import { readBuild } from './release/builds.mjs';
import { createLocalHosting } from './release/local-hosting.mjs';

const PACKAGES = ['shell', 'mfe-home-about', 'mfe-admissions', 'mfe-news', 'mfe-careers', 'mfe-contact-newsletter'];
const cspHeader = (json) =>
  json.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy');
const csp = (json) => cspHeader(json).value;

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
  cspHeader(after).value = csp(before);
  assert.deepEqual(after, before);
});

/** A copy of deploy/ whose production config.json is `config` (by default, the real one). */
function environments(config) {
  const envs = mkdtempSync(join(tmpdir(), 'deploy-envs-'));
  cpSync(ENVIRONMENTS_DIR, envs, { recursive: true });
  if (config) writeFileSync(join(envs, 'production', 'config.json'), JSON.stringify(config));
  return envs;
}

const readProductionConfig = () =>
  JSON.parse(readFileSync(join(ENVIRONMENTS_DIR, 'production', 'config.json'), 'utf8'));

/** The real production config.json with every placeholder filled in, as it will be. */
function filledConfig() {
  return JSON.parse(JSON.stringify(readProductionConfig()).replace(/REPLACE_WITH_[A-Za-z0-9_]*/g, 'filled-in'));
}

test('production never ships remote overrides; the local environment allows them', () => {
  const envs = environments({ ...filledConfig(), remoteOverrides: true });
  assert.throws(() => environmentConfigFile('production', envs), /remoteOverrides must stay off in production/);
  assert.equal(
    JSON.parse(environmentConfigFile('production', environments(filledConfig()))).remoteOverrides,
    undefined,
  );
  assert.equal(JSON.parse(environmentConfigFile('local')).remoteOverrides, true);
  assert.throws(() => environmentConfigFile('staging'), /ENOENT/);
});

test('placeholderFields walks the JSON and names each field that still holds a placeholder', () => {
  assert.deepEqual(
    placeholderFields({
      origin: 'https://REPLACE_WITH_SITE_HOST',
      firebase: { apiKey: 'REPLACE_WITH_WEB_API_KEY', projectId: 'al-ihsan-school' },
      list: [1, { url: 'x' }, { url: 'https://REPLACE_WITH_HOST/' }],
      on: true,
      none: null,
    }),
    [
      { field: 'origin', placeholder: 'REPLACE_WITH_SITE_HOST' },
      { field: 'firebase.apiKey', placeholder: 'REPLACE_WITH_WEB_API_KEY' },
      { field: 'list[2].url', placeholder: 'REPLACE_WITH_HOST' },
    ],
  );
  assert.deepEqual(
    placeholderFields(JSON.parse(readFileSync(join(ENVIRONMENTS_DIR, 'local', 'config.json'), 'utf8'))),
    [],
  );
});

test('a production deploy refuses a config.json that still holds a placeholder, naming the field', () => {
  const config = filledConfig();
  const one = environments({ ...config, firebase: { ...config.firebase, apiKey: 'REPLACE_WITH_WEB_API_KEY' } });
  const message =
    'deploy/production/config.json: firebase.apiKey still holds a placeholder (REPLACE_WITH_WEB_API_KEY): ' +
    'replace it before deploying to production';
  assert.throws(() => environmentConfigFile('production', one), { message });
  const shell = { dir: 'shell', distDir: join(one, 'no-build'), isShell: true };
  assert.throws(() => prepareDeploy(shell, 'production', one), { message }, 'refused before the build is read');

  const two = environments({
    ...config,
    firebase: { ...config.firebase, apiKey: 'REPLACE_WITH_WEB_API_KEY', authDomain: 'REPLACE_WITH_AUTH_DOMAIN' },
  });
  assert.throws(() => environmentConfigFile('production', two), {
    message:
      'deploy/production/config.json: firebase.apiKey (REPLACE_WITH_WEB_API_KEY), firebase.authDomain (REPLACE_WITH_AUTH_DOMAIN) ' +
      'still hold placeholders: replace them before deploying to production',
  });
  // Only production is checked; a remote's deploy does not carry config.json.
  const local = environments();
  writeFileSync(
    join(local, 'local', 'config.json'),
    JSON.stringify({ firebase: { apiKey: 'REPLACE_WITH_WEB_API_KEY' } }),
  );
  assert.doesNotThrow(() => environmentConfigFile('local', local));
  assert.doesNotThrow(() => environmentConfigFile('production', environments(filledConfig())));
});

test('a dry run of a production deploy of the shell is refused the same way, before anything is called', async () => {
  const config = filledConfig();
  const envs = environments({ ...config, firebase: { ...config.firebase, apiKey: 'REPLACE_WITH_WEB_API_KEY' } });
  const lines = [];
  await assert.rejects(
    deployApps(['shell', 'mfe-news'], { env: 'production', dryRun: true, dir: envs, log: (line) => lines.push(line) }),
    /firebase\.apiKey still holds a placeholder \(REPLACE_WITH_WEB_API_KEY\): replace it before deploying to production/,
  );
  assert.deepEqual(lines, [], 'nothing is said to be deployed');
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

test('a remote deploys its build, but not its build stats, under its build id', async () => {
  const app = builtApp('mfe-careers', {
    'mf-manifest.json': '{"metaData":{"buildId":"20261124T101444Z-c483"}}',
    'remoteEntry.js': 'export {}',
    'assets/area-abc.js': 'export {}',
    'retry/assets/area-abc.js': 'export {}',
    'fragments/jobs.html': '<h1>Careers</h1>',
    'mf-stats.json': '{}',
  });
  assert.deepEqual([...readBuild(app.distDir).keys()].sort(), [
    'assets/area-abc.js',
    'fragments/jobs.html',
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
  // The site's headers, and a policy of its own for its one page (release/page-styles.mjs).
  const { headers, ...rest } = await hosting.versionConfig(live);
  const { headers: siteHeaders, ...siteRest } = siteConfig('local');
  assert.deepEqual(rest, siteRest);
  assert.deepEqual(headers.slice(0, siteHeaders.length), siteHeaders);
  assert.deepEqual(
    headers.slice(siteHeaders.length).map((rule) => rule.regex),
    ['^/(?:index\\.html)?$'],
  );
});

test('the shell carries the staff editor: its build at /admin, the environment’s cms.json as its config.json', async () => {
  const hosting = createLocalHosting({ dir: mkdtempSync(join(tmpdir(), 'deploy-hosting-')) });
  const editor = builtApp('cms', { 'index.html': '<title>Content Manager</title>', 'assets/index-e.js': '' });
  const app = { ...builtApp('shell', { 'index.html': '<!doctype html>' }), editorDir: editor.distDir };
  await prepareDeploy(app, 'local').run(hosting, { log: () => {} });
  const files = Object.keys(await hosting.listFiles(await hosting.liveVersion()));
  assert.deepEqual(files.filter((path) => path.startsWith('/admin/')).sort(), [
    '/admin/assets/index-e.js',
    '/admin/config.json',
    '/admin/index.html',
  ]);
  // The local environment names no repository: the editor writes the working tree.
  assert.deepEqual(JSON.parse((await hosting.readLiveFile('/admin/config.json')).toString()), {});
  assert.throws(() => prepareDeploy({ ...app, editorDir: join(editor.distDir, 'gone') }, 'local'), {
    message: 'cms/dist is missing: build the editor first (pnpm --filter @school/cms build)',
  });
});

test("a production deploy refuses an editor that would not write to the school's repository", () => {
  const envs = environments(filledConfig());
  const editor = builtApp('cms', { 'index.html': '<title>Content Manager</title>' });
  const app = { ...builtApp('shell', { 'index.html': '<!doctype html>' }), editorDir: editor.distDir };
  const cmsJson = join(envs, 'production', 'cms.json');
  assert.throws(() => prepareDeploy(app, 'production', envs), {
    message: 'deploy/production/cms.json: repo still holds a placeholder (REPLACE_WITH_GITHUB_OWNER_SLASH_REPOSITORY)',
  });
  writeFileSync(cmsJson, JSON.stringify({ branch: 'main' }));
  assert.throws(() => prepareDeploy(app, 'production', envs), {
    message: "deploy/production/cms.json: repo: name the school's GitHub repository (owner/name)",
  });
  writeFileSync(cmsJson, JSON.stringify({ repo: 'al-ihsan/school-website', branch: 'main' }));
  assert.match(prepareDeploy(app, 'production', envs).summary, /^shell \w+: 4 files at \/$/);
});

test('every app deploys alone: its own build, then the deploy of its own folder', () => {
  for (const dir of PACKAGES) {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
    // The shell's deploy carries the staff's editor, which it builds too.
    const editor = dir === 'shell' ? ' && pnpm --filter @school/cms build' : '';
    assert.equal(scripts.deploy, `vite build${editor} && node ../scripts/deploy.mjs ${dir}`, dir);
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

test('the kill switch: the shell deploys with its retiring worker as /sw.js, and only the shell can', async () => {
  const hosting = createLocalHosting({ dir: mkdtempSync(join(tmpdir(), 'deploy-hosting-')) });
  const retire = 'self.registration.unregister()';
  const app = builtApp('shell', { 'index.html': '<!doctype html>', 'sw.js': 'precache()', 'sw-retire.js': retire });
  const normal = prepareDeploy(app, 'local');
  const retiring = prepareDeploy(app, 'local', undefined, { retireServiceWorker: true });
  assert.match(retiring.summary, /, retiring the service worker$/);
  assert.notEqual(retiring.summary.split(':')[0], normal.summary.split(':')[0], 'a build of its own');
  await retiring.run(hosting, { log: () => {} });
  assert.equal((await hosting.readLiveFile('/sw.js')).toString(), retire);
  await normal.run(hosting, { log: () => {} });
  assert.equal(
    (await hosting.readLiveFile('/sw.js')).toString(),
    'precache()',
    'a later deploy brings the worker back',
  );
  assert.throws(
    () =>
      prepareDeploy(builtApp('shell', { 'index.html': '<!doctype html>' }), 'local', undefined, {
        retireServiceWorker: true,
      }),
    /the shell build has no \/sw-retire\.js/,
  );
  await assert.rejects(
    deployApps(['mfe-news'], { env: 'local', dryRun: true, retireServiceWorker: true, log: () => {} }),
    /--retire-service-worker is a deploy of the shell/,
  );
});

test('the CLI: rollback names one remote, never the shell; --check deploys remotes only', async () => {
  const cli = (...args) =>
    spawnSync(process.execPath, ['scripts/deploy.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });
  const usage = cli('rollback', '--env', 'local');
  assert.equal(usage.status, 1);
  assert.equal(
    usage.stderr,
    '[deploy] usage: node scripts/deploy.mjs rollback <remote folder> [build-id] --env production|local\n',
  );
  const shell = cli('rollback', 'shell', '--env', 'local');
  assert.equal(shell.status, 1);
  assert.match(shell.stderr, /the shell is not rolled back alone: its kept builds are its hashed files only/);
  await assert.rejects(deployApps(['shell', 'mfe-news'], { env: 'local', dryRun: true, check: true, log: () => {} }), {
    message: "--check runs a remote's area specs against the live shell: name remotes only",
  });
});
