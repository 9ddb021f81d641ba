import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { listApps } from '../../../scripts/apps.mjs';
import { prepareDeploy } from '../../../scripts/deploy.mjs';
import { createLocalHosting } from '../../../scripts/release/local-hosting.mjs';
import { createSiteServer } from '../../../scripts/static-server.mjs';
import { expect, expectArea, test } from '../fixtures';
import { copyRelease, nextRelease, removeRelease, type Release } from '../next-release';
import { distOf } from '../remote-servers';

// Contract drills: careers builds that no longer fit the live shell are deployed through the
// production deploy code (as `node scripts/deploy.mjs mfe-careers` runs it) onto a real site,
// served on PORT. Each is refused with the mismatch named, and the site stays as it was.
const PORT = 4199;
const SITE = `http://localhost:${PORT}`;
// The drills share this port, so they run one after another in one worker.
test.describe.configure({ mode: 'default' });
const quiet = () => {};

type Hosting = ReturnType<typeof createLocalHosting>;
let store: string;
let hosting: Hosting;
let server: Server;
let live: Release;

const careers = listApps().find((app) => app.dir === 'mfe-careers')!;

test.beforeEach(async () => {
  store = mkdtempSync(join(tmpdir(), 'school-site-'));
  hosting = createLocalHosting({ dir: store });
  for (const app of listApps()) await prepareDeploy(app, 'local').run(hosting, { log: quiet });
  server = createSiteServer({ hosting });
  await new Promise<void>((resolve) => server.listen(PORT, resolve));
  live = copyRelease(distOf('mfe-careers'));
});

test.afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  removeRelease(live);
  rmSync(store, { recursive: true, force: true });
});

/** Deploys a careers release whose build was changed by `edits`; returns the error it met. */
async function deployChanged(edits: [string, string][]) {
  const release = nextRelease(live, edits);
  try {
    const deploy = prepareDeploy({ ...careers, distDir: release.dir }, 'local');
    return {
      buildId: release.buildId,
      error: await deploy.run(hosting, { log: quiet }).then(
        () => null,
        (e) => e,
      ),
    };
  } finally {
    removeRelease(release);
  }
}

/** The live site is the one before the drill: same version, careers' first build on its page. */
async function expectUnchanged(page: Page, version: string | null) {
  expect(await hosting.liveVersion()).toBe(version);
  const remotes = JSON.parse((await hosting.readLiveFile('/remotes.json'))!.toString()) as Record<string, string>;
  expect(remotes.mfe_careers).toBe(`/apps/careers/${live.buildId}/mf-manifest.json`);
  await page.goto(`${SITE}/jobs`);
  await expectArea(page, 'careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
}

test('a careers build with another area contract version is refused, naming it; the site is unchanged', async ({
  page,
}) => {
  const version = await hosting.liveVersion();
  // The live shell's contract, as its build published it; the build states the next major.
  const { contract } = JSON.parse((await hosting.readLiveFile('/shell-contract.json'))!.toString()) as {
    contract: string;
  };
  const [major, minor] = contract.split('.').map(Number);
  const changed = `${major! + 1}.0.0`;
  const { buildId, error } = await deployChanged([[`"contract":"${contract}"`, `"contract":"${changed}"`]]);
  expect(error?.message).toBe(
    `careers ${buildId} does not fit the live shell, so nothing was released:\n` +
      `  - the area contract: the build states ${changed}, the live shell provides ${contract} (it mounts ${major}.x builds up to ${major}.${minor})`,
  );
  await expectUnchanged(page, version);
});

test('a careers build whose fragment breaks the markup contract is refused, naming the fragment; the site is unchanged', async ({
  page,
}) => {
  const version = await hosting.liveVersion();
  const { buildId, error } = await deployChanged([['<div data-area-root>', '<div>']]);
  expect(error?.message).toBe(
    `careers ${buildId} does not fit the live shell, so nothing was released:\n` +
      [
        'fragments/jobs.html',
        // The applications' pages of their own, checked the same way.
        'pages/jobs/apply/mathematics-teacher.html',
        'pages/jobs/apply/english-language-teacher.html',
        'pages/jobs/apply/general.html',
      ]
        .map(
          (file) =>
            `  - the fragment ${file} has no element with data-area-root directly inside its stamp (what the area's code hydrates)`,
        )
        .join('\n'),
  );
  await expectUnchanged(page, version);
});
