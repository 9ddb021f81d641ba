import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkArea, mirrorLive } from './area-check.mjs';
import { createLocalHosting } from './local-hosting.mjs';

const text = (value) => Buffer.from(value);
const LOCAL_CONFIG = text(JSON.stringify({ formEndpoint: 'http://localhost:0/f/school', remoteOverrides: true }));
const LOCAL_HEADERS = {
  headers: [{ glob: '**', headers: { 'Content-Security-Policy': "script-src 'self' http://localhost:*" } }],
};

async function liveSite() {
  const hosting = createLocalHosting({ dir: mkdtempSync(join(tmpdir(), 'school-live-')) });
  const version = await hosting.createVersion();
  await hosting.setConfig(version, {
    headers: [{ glob: '**', headers: { 'Content-Security-Policy': "script-src 'self'" } }],
  });
  await hosting.addFiles(
    version,
    new Map([
      ['/index.html', text('<h1>Home</h1>')],
      ['/config.json', text('{"formEndpoint":"https://formspree.io/f/x"}')],
      ['/remotes.json', text('{"mfe_careers":"/apps/careers/c1/mf-manifest.json"}')],
    ]),
  );
  await hosting.finalize(version);
  await hosting.release(version, 'live');
  return hosting;
}

function newBuild() {
  const distDir = mkdtempSync(join(tmpdir(), 'careers-dist-'));
  mkdirSync(join(distDir, 'fragments'));
  writeFileSync(join(distDir, 'mf-manifest.json'), '{"name":"mfe_careers","metaData":{"buildId":"c2"}}');
  return { dir: 'mfe-careers', distDir };
}

test('mirrorLive copies the live version, with the local config.json and headers, into a store of its own', async () => {
  const live = await liveSite();
  const mirror = createLocalHosting({ dir: mkdtempSync(join(tmpdir(), 'school-mirror-')) });
  await mirrorLive(live, mirror, { replace: new Map([['/config.json', LOCAL_CONFIG]]), config: LOCAL_HEADERS });
  assert.deepEqual(Object.keys(await mirror.listFiles(await mirror.liveVersion())).sort(), [
    '/config.json',
    '/index.html',
    '/remotes.json',
  ]);
  assert.equal((await mirror.readLiveFile('/config.json')).toString(), LOCAL_CONFIG.toString());
  assert.equal((await mirror.readLiveFile('/index.html')).toString(), '<h1>Home</h1>');
  assert.deepEqual(await mirror.versionConfig(await mirror.liveVersion()), LOCAL_HEADERS);
  assert.equal(
    (await live.readLiveFile('/config.json')).toString(),
    '{"formEndpoint":"https://formspree.io/f/x"}',
    'the live site is only read',
  );
});

test('the area check runs the area’s specs with the new build as the override, served from its dist', async () => {
  const live = await liveSite();
  const runs = [];
  const run = async (specs, env) => {
    const overrides = JSON.parse(env.SCHOOL_E2E_REMOTE_OVERRIDES);
    // While the specs run, the new build answers at the override's address.
    const manifest = await (await fetch(overrides.mfe_careers)).json();
    runs.push({ specs, external: env.SCHOOL_E2E_EXTERNAL_SITE, names: Object.keys(overrides), manifest });
    return 0;
  };
  const lines = [];
  const options = { hosting: live, app: newBuild(), sitePort: 0, configFile: LOCAL_CONFIG, config: LOCAL_HEADERS };
  await checkArea({ ...options, run, log: (line) => lines.push(line) });
  assert.deepEqual(runs, [
    {
      specs: 'tests/mfe-careers',
      external: '1',
      names: ['mfe_careers'],
      manifest: { name: 'mfe_careers', metaData: { buildId: 'c2' } },
    },
  ]);
  assert.match(
    lines[0],
    /^running e2e\/tests\/mfe-careers against the live composition, mfe-careers from its new build \(http:\/\/localhost:\d+\/mf-manifest\.json\)$/,
  );
  assert.equal(lines[1], 'e2e/tests/mfe-careers passed against the live composition with the new build');

  await assert.rejects(checkArea({ ...options, run: async () => 1, log: () => {} }), {
    message: 'e2e/tests/mfe-careers failed against the live composition with the new build: nothing was released',
  });
});
