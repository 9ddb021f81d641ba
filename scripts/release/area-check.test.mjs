import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { checkArea, mirrorLive } from './area-check.mjs';
import { createLocalHosting } from './local-hosting.mjs';

const text = (value) => Buffer.from(value);
const LOCAL_CONFIG = text(JSON.stringify({ remoteOverrides: true }));
const LOCAL_HEADERS = {
  headers: [{ glob: '**', headers: { 'Content-Security-Policy': "script-src 'self' http://localhost:*" } }],
  rewrites: [{ glob: '/f/**', run: { serviceId: 'forms', region: 'us-central1' } }],
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
      ['/config.json', text('{"firebase":null}')],
      ['/remotes.json', text('{"mfe_careers":"/apps/careers/c1/mf-manifest.json"}')],
    ]),
  );
  await hosting.finalize(version);
  await hosting.release(version, 'live');
  return hosting;
}

/** A port nothing listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** This machine's address on its network (not loopback), or null when it has none. */
function lanAddress() {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4');
  return address?.address ?? null;
}

/** Whether something answers a TCP connection at host:port. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
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
  assert.equal((await live.readLiveFile('/config.json')).toString(), '{"firebase":null}', 'the live site is only read');
});

test('the area check runs the area’s specs with the new build as the override, served from its dist', async () => {
  const live = await liveSite();
  const runs = [];
  let mirror = null;
  const run = async (specs, env) => {
    const overrides = JSON.parse(env.SCHOOL_E2E_REMOTE_OVERRIDES);
    // While the specs run, the new build answers at the override's address.
    const manifest = await (await fetch(overrides.mfe_careers)).json();
    // And the copy of the live site the specs read has the new build deployed into it.
    const page = (await mirror.readLiveFile('/jobs/apply/general/index.html'))?.toString();
    // The check's own form endpoint stores where the specs read.
    const form = await fetch(formService, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"check@example.com"}',
    });
    const stored = form.ok ? JSON.parse(await readFile(env.SCHOOL_E2E_SUBMISSIONS_FILE, 'utf8')).data : null;
    // The site (its form service with it) and the new build answer on this machine only.
    const ports = [sitePort, new URL(overrides.mfe_careers).port].map(Number);
    const lan = lanAddress();
    const onThisMachine = await Promise.all(ports.map((port) => answers('127.0.0.1', port)));
    const onTheNetwork = lan ? await Promise.all(ports.map((port) => answers(lan, port))) : [false, false];
    runs.push({
      specs,
      external: env.SCHOOL_E2E_EXTERNAL_SITE,
      names: Object.keys(overrides),
      manifest,
      page,
      stored,
      onThisMachine,
      onTheNetwork,
    });
    return 0;
  };
  const deployInto = async (store) => {
    mirror = store;
    const version = await store.cloneVersion(await store.liveVersion(), { exclude: [] });
    // As a deploy does: a clone takes no config.
    await store.setConfig(version, LOCAL_HEADERS);
    await store.addFiles(version, new Map([['/jobs/apply/general/index.html', text('<h1>Apply, c2</h1>')]]));
    await store.finalize(version);
    await store.release(version, 'c2');
  };
  const lines = [];
  const sitePort = await freePort();
  // On the site's own origin, as the rewrite serves the form service.
  const formService = `http://localhost:${sitePort}/f/school`;
  const options = {
    hosting: live,
    app: newBuild(),
    sitePort,
    configFile: text(JSON.stringify({ remoteOverrides: true })),
    config: LOCAL_HEADERS,
    deployInto,
  };
  await checkArea({ ...options, run, log: (line) => lines.push(line) });
  assert.deepEqual(runs, [
    {
      specs: 'tests/mfe-careers',
      external: '1',
      names: ['mfe_careers'],
      manifest: { name: 'mfe_careers', metaData: { buildId: 'c2' } },
      page: '<h1>Apply, c2</h1>',
      stored: { email: 'check@example.com' },
      onThisMachine: [true, true],
      onTheNetwork: [false, false],
    },
  ]);
  assert.equal(await live.readLiveFile('/jobs/apply/general/index.html'), null, 'the live site is unchanged');
  assert.match(
    lines[0],
    /^running e2e\/tests\/mfe-careers against the live composition, mfe-careers from its new build \(http:\/\/localhost:\d+\/mf-manifest\.json\)$/,
  );
  assert.equal(lines[1], 'e2e/tests/mfe-careers passed against the live composition with the new build');

  await assert.rejects(checkArea({ ...options, run: async () => 1, log: () => {} }), {
    message: 'e2e/tests/mfe-careers failed against the live composition with the new build: nothing was released',
  });
});
