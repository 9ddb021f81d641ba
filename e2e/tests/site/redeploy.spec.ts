import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { listApps } from '../../../scripts/apps.mjs';
import { prepareDeploy } from '../../../scripts/deploy.mjs';
import { createLocalHosting } from '../../../scripts/release/local-hosting.mjs';
import { GRACE_PERIOD_MS } from '../../../scripts/release/release-history.mjs';
import { createSiteServer } from '../../../scripts/static-server.mjs';
import { expect, expectArea, test } from '../fixtures';
import { copyRelease, nextRelease, removeRelease, type Release } from '../next-release';
import { distOf } from '../remote-servers';

// Redeploy drills on a real one-origin site: each drill deploys the shell and every remote into
// a release store of its own through the production deploy code (scripts/deploy.mjs, local
// backend) and serves it on PORT as `npm start` does. Then, while the page is open, the
// home-about team deploys its next release (new build id, every hashed file renamed, a visible
// change) through the same code: clone the live version, add the build, prune, release.
const PORT = 4194;
const SITE = `http://localhost:${PORT}`;
// The drills share this port, so they run one after another in one worker (a failure does not
// skip the next, as it would in serial mode).
test.describe.configure({ mode: 'default' });
const NEW_HEADING = 'About Us, renewed';
const NEWEST_HEADING = 'About Us, renewed again';
/** Within this the new build's page must show (the budget is 10 s). */
const RECOVERED_WITHIN_MS = 10_000;
const quiet = () => {};

type Hosting = ReturnType<typeof createLocalHosting>;
let store: string;
let hosting: Hosting;
let server: Server;
let first: Release;
let second: Release;
let third: Release;

test.beforeEach(async ({ page }) => {
  store = mkdtempSync(join(tmpdir(), 'school-site-'));
  hosting = createLocalHosting({ dir: store });
  for (const app of listApps()) await prepareDeploy(app, 'local').run(hosting, { log: quiet });
  server = createSiteServer({ hosting });
  await new Promise<void>((resolve) => server.listen(PORT, resolve));
  first = copyRelease(distOf('mfe-home-about'));
  second = nextRelease(first, [['About Us', NEW_HEADING]]);
  third = nextRelease(second, [[NEW_HEADING, NEWEST_HEADING]]);
  await page.setViewportSize({ width: 1280, height: 800 });
});

test.afterEach(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  for (const release of [first, second, third]) removeRelease(release);
  rmSync(store, { recursive: true, force: true });
});

/** The home-about team deploys a release of theirs, `daysLater` after now. */
function deployHomeAbout(release: Release, daysLater = 0) {
  const app = { dir: 'mfe-home-about', distDir: release.dir, isShell: false };
  return prepareDeploy(app, 'local').run(hosting, { log: quiet, now: Date.now() + daysLater * 24 * 3600 * 1000 });
}

/** Deploys the next two releases, the second past the grace period: the first build is pruned. */
async function pruneFirstBuild() {
  await deployHomeAbout(second);
  const { pruned } = (await deployHomeAbout(third, GRACE_PERIOD_MS / (24 * 3600 * 1000) + 1)) as { pruned: string[] };
  expect(pruned).toEqual([first.buildId]);
}

const liveFiles = async () => hosting.listFiles((await hosting.liveVersion())!);

/** Collects the shell's console lines and every document the page loads. */
function watch(page: Page) {
  const lines: string[] = [];
  const documents: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  return { lines, documents };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectAbout(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: RECOVERED_WITHIN_MS });
  await expectArea(page, 'home-about');
  await expect(page.getByText(/reload/i)).toHaveCount(0);
  await expect(page.getByTestId('area-fallback')).toHaveCount(0);
}

test('a deploy of one remote leaves every other app’s files and its previous build in place; open pages keep working, and pick up the new build', async ({
  page,
  context,
}) => {
  await page.clock.install();
  const { lines, documents } = watch(page);
  await page.goto(`${SITE}/admissions`);
  await expectArea(page, 'admissions');
  const young = await context.newPage();
  await young.setViewportSize({ width: 1280, height: 800 });
  await young.goto(`${SITE}/admissions`);
  await expectArea(young, 'admissions');
  const before = await liveFiles();

  await deployHomeAbout(second);
  const after = await liveFiles();
  const changed = Object.keys(before).filter((path) => after[path] !== before[path]);
  // Its pages are written again with its new content; no other page changes.
  expect(changed.sort()).toEqual([
    '/about/index.html',
    '/academics/index.html',
    '/apps/home-about/builds.json',
    '/apps/home-about/live/fragments/about.html',
    '/apps/home-about/live/fragments/academics.html',
    '/apps/home-about/live/fragments/index.html',
    '/index.html',
    '/remotes.json',
  ]);
  expect(after[`/apps/home-about/${second.buildId}/mf-manifest.json`]).toBeDefined();

  // A page opened minutes ago keeps the build it started with: still there, nothing to recover.
  const missing: string[] = [];
  young.on('response', (response) => response.status() === 404 && missing.push(response.url()));
  await nav(young).getByRole('link', { name: 'About' }).click();
  await expectAbout(young, 'About Us');
  expect(missing).toEqual([]);

  // A page open for longer reads remotes.json again before it opens an area it has not loaded.
  await page.clock.fastForward('06:00');
  await nav(page).getByRole('link', { name: 'About' }).click();
  await expectAbout(page, NEW_HEADING);
  expect(documents).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith('[shell]'))).toEqual([]);
});

test('pruning past the grace period removes only that remote’s old builds; the mounted area recovers in place', async ({
  page,
}) => {
  const { lines, documents } = watch(page);
  await page.goto(`${SITE}/`);
  await expectArea(page, 'home-about');
  const before = await liveFiles();

  await pruneFirstBuild();
  const after = await liveFiles();
  const gone = Object.keys(before).filter((path) => !(path in after));
  expect(gone.length).toBeGreaterThan(0);
  expect(gone.filter((path) => !path.startsWith(`/apps/home-about/${first.buildId}/`))).toEqual([]);
  expect(Object.keys(after).some((path) => path.startsWith(`/apps/home-about/${second.buildId}/`))).toBe(true);

  // Home's About chunk is gone with its build: the shell finds the current build and mounts it.
  await nav(page).getByRole('link', { name: 'About' }).click();
  await expectAbout(page, NEWEST_HEADING);
  expect(documents).toHaveLength(1);
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^\\[shell\\] home-about: build ${first.buildId} was replaced by ${third.buildId}`),
    ),
  );
});

test('an area opened from another one after its build was pruned shows the current build; the other area keeps its draft', async ({
  page,
}) => {
  const { documents } = watch(page);
  await page.goto(`${SITE}/admissions`);
  await expectArea(page, 'admissions');
  const surname = page
    .getByRole('form', { name: 'Online Application Form' })
    .getByRole('textbox', { name: 'Surname', exact: true });
  await surname.fill('Abdullahi');

  await pruneFirstBuild();
  await nav(page).getByRole('link', { name: 'About' }).click();
  await expectAbout(page, NEWEST_HEADING);

  await page.goBack();
  await expectArea(page, 'admissions');
  await expect(surname).toHaveValue('Abdullahi');
  expect(documents).toHaveLength(1);
});

test('two teams deploying at once both land: the race guard makes the later one start again', async ({ page }) => {
  const careers = listApps().find((app) => app.dir === 'mfe-careers')!;
  const careersBuilt = copyRelease(distOf('mfe-careers'));
  const careersNext = nextRelease(careersBuilt, [['Career Opportunities', 'Careers, renewed']]);
  try {
    await Promise.all([
      deployHomeAbout(second),
      prepareDeploy({ ...careers, distDir: careersNext.dir }, 'local').run(hosting, { log: quiet }),
    ]);
    const remotes = JSON.parse((await hosting.readLiveFile('/remotes.json'))!.toString()) as Record<string, string>;
    expect(remotes.mfe_home_about).toBe(`/apps/home-about/${second.buildId}/mf-manifest.json`);
    expect(remotes.mfe_careers).toBe(`/apps/careers/${careersNext.buildId}/mf-manifest.json`);
    await page.goto(`${SITE}/jobs`);
    await expect(page.getByRole('heading', { level: 1, name: 'Careers, renewed' })).toBeVisible();
    await page.goto(`${SITE}/about`);
    await expectAbout(page, NEW_HEADING);
  } finally {
    removeRelease(careersBuilt);
    removeRelease(careersNext);
  }
});

test('a page chunk dropped on the line is fetched again from the build’s retry copy, without the fallback', async ({
  page,
}) => {
  const { documents } = watch(page);
  // Every request for the page's chunk in the build's folder is dropped. The browser keeps that
  // URL failed, so the shell mounts the same build again from its retry copy (retry/ inside it).
  const dropped: string[] = [];
  const served: string[] = [];
  await page.route(/\/assets\/about-page-[\w-]+\.js$/, (route) => {
    const url = route.request().url();
    if (!url.includes('/retry/')) {
      dropped.push(url);
      return route.abort('connectionreset');
    }
    served.push(url);
    return route.continue();
  });
  await page.goto(`${SITE}/`);
  await expectArea(page, 'home-about');
  await nav(page).getByRole('link', { name: 'About' }).click();

  await expectAbout(page, 'About Us');
  expect(dropped.length).toBeGreaterThanOrEqual(1);
  expect(served).toEqual([expect.stringMatching(/\/apps\/home-about\/[\w.-]+\/retry\/assets\/about-page-/)]);
  expect(documents).toHaveLength(1);
});

test('a page that stays broken ends at the fallback with Retry, without a reload loop; Retry then loads it', async ({
  page,
}) => {
  const { documents } = watch(page);
  let requests = 0;
  await page.route(/\/assets\/about-page-[\w-]+\.js$/, (route) => {
    requests++;
    return route.abort('connectionreset');
  });
  await page.goto(`${SITE}/`);
  await expectArea(page, 'home-about');
  await nav(page).getByRole('link', { name: 'About' }).click();

  const fallback = page.getByTestId('area-fallback');
  await expect(fallback).toBeVisible({ timeout: RECOVERED_WITHIN_MS });
  await expect(fallback.getByRole('alert')).toContainText('This part of the site could not be loaded');
  await expect(page.getByRole('banner')).toBeVisible();
  const settled = requests;
  // Two recoveries, then nothing more on its own: no loop.
  expect(settled).toBeLessThanOrEqual(6);
  await page.waitForTimeout(2_000);
  expect(requests).toBe(settled);
  expect(documents).toHaveLength(1);

  // The page failed from the build's folder and from its retry copy: a browser keeps those URLs
  // failed for the rest of the page, so Retry loads the page again, once.
  await page.unroute(/\/assets\/about-page-[\w-]+\.js$/);
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  await expectArea(page, 'home-about');
  expect(documents).toEqual([expect.stringMatching(/\/$/), expect.stringMatching(/\/about$/)]);
});
