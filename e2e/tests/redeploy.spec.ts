import type { Page } from '@playwright/test';
import { expect, expectArea, test } from './fixtures';
import { copyRelease, goLive, nextRelease, removeRelease, type Release } from './next-release';
import { distOf, overrideRemotes, serveDir } from './remote-servers';

// Redeploy drills on real servers: home-about is served from a folder of its own, and its next
// release (new build id, every hashed file renamed, a visible change) replaces the first as a
// host's release does, while the page stays open.
const PORT = 4194;
// The drills share this port, so they run one after another in one worker (a failure does not
// skip the next, as it would in serial mode).
test.describe.configure({ mode: 'default' });
const NEW_HEADING = 'About Us, renewed';
/** Within this the new build's page must show (the budget is 10 s). */
const RECOVERED_WITHIN_MS = 10_000;

let first: Release;
let second: Release;
let served: Release;
let stop: () => Promise<void>;

test.beforeEach(async ({ page }) => {
  first = copyRelease(distOf('mfe-home-about'));
  second = nextRelease(first, [['About Us', NEW_HEADING]]);
  served = copyRelease(first.dir);
  stop = await serveDir(served.dir, PORT);
  await overrideRemotes(page, { mfe_home_about: `http://localhost:${PORT}/mf-manifest.json` });
  await page.setViewportSize({ width: 1280, height: 800 });
});

test.afterEach(async () => {
  await stop();
  for (const release of [first, second, served]) removeRelease(release);
});

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

async function expectNewAbout(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING, { timeout: RECOVERED_WITHIN_MS });
  await expectArea(page, 'home-about');
  await expect(page.getByText(/reload/i)).toHaveCount(0);
  await expect(page.getByTestId('area-fallback')).toHaveCount(0);
}

test('a page of the mounted area whose chunk a redeploy removed shows the new build, without a reload', async ({
  page,
}) => {
  const { lines, documents } = watch(page);
  await page.goto('/');
  await expectArea(page, 'home-about');

  goLive(served.dir, second);
  await nav(page).getByRole('link', { name: 'About' }).click();

  await expectNewAbout(page);
  expect(documents).toHaveLength(1);
  expect(lines).toContainEqual(
    expect.stringMatching(
      new RegExp(`^\\[shell\\] home-about: build ${first.buildId} was replaced by ${second.buildId}`),
    ),
  );
});

test('a redeployed area opened from another one shows its new build; the other area keeps its draft', async ({
  page,
}) => {
  const { documents } = watch(page);
  await page.goto('/');
  await expectArea(page, 'home-about');
  await nav(page).getByRole('link', { name: 'Admissions' }).click();
  await expectArea(page, 'admissions');
  const surname = page
    .getByRole('form', { name: 'Online Application Form' })
    .getByRole('textbox', { name: 'Surname', exact: true });
  await surname.fill('Abdullahi');

  goLive(served.dir, second);
  await nav(page).getByRole('link', { name: 'About' }).click();
  await expectNewAbout(page);

  await page.goBack();
  await expectArea(page, 'admissions');
  await expect(surname).toHaveValue('Abdullahi');
  expect(documents).toHaveLength(1);
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
  await page.goto('/');
  await expectArea(page, 'home-about');
  await nav(page).getByRole('link', { name: 'About' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us', { timeout: RECOVERED_WITHIN_MS });
  await expectArea(page, 'home-about');
  await expect(page.getByTestId('area-fallback')).toHaveCount(0);
  expect(dropped.length).toBeGreaterThanOrEqual(1);
  expect(served).toEqual([expect.stringMatching(/:4194\/retry\/assets\/about-page-/)]);
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
  await page.goto('/');
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
