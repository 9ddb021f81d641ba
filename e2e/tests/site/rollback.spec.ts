import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { listApps } from '../../../scripts/apps.mjs';
import { prepareDeploy } from '../../../scripts/deploy.mjs';
import { rollbackRemote } from '../../../scripts/release/remote-change.mjs';
import { createLocalHosting } from '../../../scripts/release/local-hosting.mjs';
import { GRACE_PERIOD_MS } from '../../../scripts/release/release-history.mjs';
import { createSiteServer } from '../../../scripts/static-server.mjs';
import { expect, expectArea, test } from '../fixtures';
import { copyRelease, nextRelease, removeRelease, type Release } from '../next-release';
import { distOf } from '../remote-servers';

// Rollback drills on a real one-origin site, as the redeploy drills: every app deployed into a
// release store of its own through the production deploy code, served on PORT. The careers team
// has deployed its next release (a new heading) over its first; then it rolls careers back alone
// (scripts/deploy.mjs rollback mfe-careers), with a page open on it.
const PORT = 4196;
const SITE = `http://localhost:${PORT}`;
// The drills share this port, so they run one after another in one worker.
test.describe.configure({ mode: 'default' });
const FIRST_HEADING = 'Career Opportunities';
const NEXT_HEADING = 'Careers, renewed';
const DAY = 24 * 3600 * 1000;
const quiet = () => {};

type Hosting = ReturnType<typeof createLocalHosting>;
let store: string;
let hosting: Hosting;
let server: Server;
let first: Release;
let next: Release;

const careers = listApps().find((app) => app.dir === 'mfe-careers')!;

/** The careers team deploys a release of theirs, `daysLater` after now. */
const deployCareers = (release: Release, daysLater = 0) =>
  prepareDeploy({ ...careers, distDir: release.dir }, 'local').run(hosting, {
    log: quiet,
    now: Date.now() + daysLater * DAY,
  });

const rollbackCareers = (buildId?: string) => rollbackRemote({ hosting, dir: 'mfe-careers', buildId, log: quiet });

test.beforeEach(async ({ page }) => {
  store = mkdtempSync(join(tmpdir(), 'school-site-'));
  hosting = createLocalHosting({ dir: store });
  first = copyRelease(distOf('mfe-careers'));
  next = nextRelease(first, [[FIRST_HEADING, NEXT_HEADING]]);
  for (const app of listApps().filter((app) => app.dir !== 'mfe-careers')) {
    await prepareDeploy(app, 'local').run(hosting, { log: quiet });
  }
  await deployCareers(first);
  await deployCareers(next);
  server = createSiteServer({ hosting });
  await new Promise<void>((resolve) => server.listen(PORT, resolve));
  await page.setViewportSize({ width: 1280, height: 800 });
});

test.afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  for (const release of [first, next]) removeRelease(release);
  rmSync(store, { recursive: true, force: true });
});

const liveFiles = async () => hosting.listFiles((await hosting.liveVersion())!);
const remotes = async () =>
  JSON.parse((await hosting.readLiveFile('/remotes.json'))!.toString()) as Record<string, string>;
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('careers rolled back alone: the open page keeps working, the next load shows the earlier build, no other app changes', async ({
  page,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => response.status() === 404 && missing.push(response.url()));
  await page.goto(`${SITE}/jobs`);
  await expectArea(page, 'careers');
  await expect(heading(page)).toHaveText(NEXT_HEADING);
  const before = await liveFiles();
  const remotesBefore = await remotes();

  const { buildId } = await rollbackCareers();
  expect(buildId).toBe(first.buildId);

  // The site: careers' manifest, live copies, its pages and history changed; nothing of another app.
  const after = await liveFiles();
  const changed = Object.keys({ ...before, ...after }).filter((path) => before[path] !== after[path]);
  const applications = ['english-language-teacher', 'general', 'mathematics-teacher'];
  expect(changed.sort()).toEqual([
    '/apps/careers/builds.json',
    '/apps/careers/live/fragments/jobs.html',
    ...applications.map((position) => `/apps/careers/live/pages/jobs/apply/${position}.html`),
    '/jobs/apply/english-language-teacher/index.html',
    '/jobs/apply/general/index.html',
    '/jobs/apply/mathematics-teacher/index.html',
    '/jobs/index.html',
    '/remotes.json',
  ]);
  expect(await remotes()).toEqual({
    ...remotesBefore,
    mfe_careers: `/apps/careers/${first.buildId}/mf-manifest.json`,
  });

  // The open page keeps working on the build it runs: its filters, its dialog, another area.
  await page.getByRole('button', { name: 'Teaching Positions' }).click();
  await expect(page.getByRole('button', { name: 'Teaching Positions' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('article', { name: 'Mathematics Teacher' }).getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await nav(page).getByRole('link', { name: 'About' }).click();
  await expectArea(page, 'home-about');
  await nav(page).getByRole('link', { name: 'Careers' }).click();
  await expectArea(page, 'careers');
  await expect(heading(page)).toHaveText(NEXT_HEADING);
  expect(missing).toEqual([]);

  // The next load is the earlier build's, from its first paint (the page's HTML) on.
  const html = await (await fetch(`${SITE}/jobs`)).text();
  expect(html).toContain(`<h1>${FIRST_HEADING}</h1>`);
  expect(html).not.toContain(NEXT_HEADING);
  await page.reload();
  await expectArea(page, 'careers');
  await expect(heading(page)).toHaveText(FIRST_HEADING);
  expect(missing).toEqual([]);
});

test('rolling back to a build that pruning removed is refused with the builds kept; the site stays as it was', async ({
  page,
}) => {
  const third = nextRelease(next, [[NEXT_HEADING, 'Careers, third']]);
  try {
    // Past the grace period the first build goes; the one before the current stays.
    const { pruned } = (await deployCareers(third, GRACE_PERIOD_MS / DAY + 1)) as { pruned: string[] };
    expect(pruned).toEqual([first.buildId]);
    const live = await hosting.liveVersion();

    await expect(rollbackCareers(first.buildId)).rejects.toThrow(
      `careers ${first.buildId} is not kept (pruned, or never deployed here); the builds kept for a rollback: ${next.buildId}`,
    );
    expect(await hosting.liveVersion()).toBe(live);
    await page.goto(`${SITE}/jobs`);
    await expectArea(page, 'careers');
    await expect(heading(page)).toHaveText('Careers, third');
  } finally {
    removeRelease(third);
  }
});
