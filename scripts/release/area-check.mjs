// `node scripts/deploy.mjs <remote folder> --check`: before the release, the area's own e2e specs
// (e2e/tests/<remote folder>/) run against a local copy of the live composition with the new build
// deployed into it, served on the site's local port with the local environment's config.json and
// headers; the new build is also served from its dist, as the remote override Playwright's
// browsers start with (SCHOOL_E2E_REMOTE_OVERRIDES). Nothing of the live site changes here.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remoteNames } from '@school/shared/site-layout';
import { ROOT } from '../apps.mjs';
import { createFormsFunction, isLoopback } from '../form-endpoint.mjs';
import { listenHost } from '../listen-host.mjs';
import { createFolderServer, createSiteServer } from '../static-server.mjs';
import { createLocalHosting } from './local-hosting.mjs';

/**
 * Copies `from`'s live version into the local store `to` and releases it there: every file, but
 * those in `replace` (path -> bytes), with the serving `config`.
 */
export async function mirrorLive(from, to, { replace = new Map(), config }) {
  const live = await from.liveVersion();
  if (!live) throw new Error('the site has never been released: deploy the shell first');
  const files = new Map(replace);
  for (const path of Object.keys(await from.listFiles(live))) {
    if (files.has(path)) continue; // replaced
    const bytes = await from.readLiveFile(path);
    if (bytes) files.set(path, bytes);
  }
  const version = await to.createVersion();
  await to.setConfig(version, config);
  await to.addFiles(version, files);
  await to.finalize(version);
  await to.release(version, `mirror of ${live}`);
}

/** Runs Playwright on `specs` (a folder under e2e/) with `env`; resolves to its exit status. */
async function runPlaywright(specs, env) {
  const child = spawn('pnpm', ['--filter', '@school/e2e', 'exec', 'playwright', 'test', specs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, CI: 'true', ...env },
  });
  const [code] = await once(child, 'exit');
  return code ?? 1; // killed by a signal
}

/** Listens on this machine only, unless SCHOOL_LISTEN_HOST says otherwise (scripts/listen-host.mjs). */
async function listen(server, port) {
  server.listen(port, listenHost());
  await once(server, 'listening').catch((error) => {
    throw error.code === 'EADDRINUSE' ? new Error(`port ${port} is in use: stop what serves it (npm start?)`) : error;
  });
  return server.address().port;
}

/**
 * The area check of `app`'s new build (its dist) against the live site of `hosting`; throws when
 * the specs fail. `configFile`, `config`: the local config.json's bytes and serving config;
 * `deployInto(store)`: deploys the new build into the copy of the live site.
 */
export async function checkArea({
  hosting,
  app,
  sitePort,
  configFile,
  config,
  deployInto,
  log = console.log,
  run = runPlaywright,
}) {
  const store = mkdtempSync(join(tmpdir(), 'school-check-'));
  const mirror = createLocalHosting({ dir: store });
  const submissions = join(store, 'submissions.jsonl');
  // The specs post every form from this machine: its own address is not rate limited.
  const forms = createFormsFunction({ dataFile: submissions, log: () => {}, unlimited: isLoopback });
  const site = createSiteServer({ hosting: mirror, functions: { forms } });
  const remote = createFolderServer({ dir: app.distDir });
  try {
    await mirrorLive(hosting, mirror, { replace: new Map([['/config.json', configFile]]), config });
    await deployInto(mirror);
    await listen(site, sitePort);
    const remotePort = await listen(remote, 0);
    const { federationName } = remoteNames(app.dir);
    const overrides = { [federationName]: `http://localhost:${remotePort}/mf-manifest.json` };
    const specs = `tests/${app.dir}`;
    log(
      `running e2e/${specs} against the live composition, ${app.dir} from its new build (${overrides[federationName]})`,
    );
    const status = await run(specs, {
      SCHOOL_E2E_EXTERNAL_SITE: '1',
      SCHOOL_E2E_REMOTE_OVERRIDES: JSON.stringify(overrides),
      // The specs read what this endpoint stored, not `npm start`'s file.
      SCHOOL_E2E_SUBMISSIONS_FILE: submissions,
    });
    if (status !== 0) {
      throw new Error(`e2e/${specs} failed against the live composition with the new build: nothing was released`);
    }
    log(`e2e/${specs} passed against the live composition with the new build`);
  } finally {
    for (const server of [site, remote]) server.closeAllConnections?.();
    await Promise.all([site, remote].map((server) => new Promise((resolve) => server.close(resolve))));
    rmSync(store, { recursive: true, force: true });
  }
}
