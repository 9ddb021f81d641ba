import type { Page } from '@playwright/test';
import { expect, expectArea, test } from '../fixtures';
import { serveDist } from '../remote-servers';

// A developer points one remote at their own server (here a preview of mfe-news on another port)
// through this browser's storage; every other app comes from the environment.
const PORT = 4195;
// The drills share this port, so they run one after another in one worker (a failure does not
// skip the next, as it would in serial mode).
test.describe.configure({ mode: 'default' });
const OVERRIDES_KEY = 'school:remote-overrides';
const OVERRIDE = { mfe_news: `http://localhost:${PORT}/mf-manifest.json` };

/** As a developer does in the browser's console, on the site's origin. */
async function storeOverride(page: Page) {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [OVERRIDES_KEY, JSON.stringify(OVERRIDE)],
  );
}

/** Where the page fetched mfe-news's code from: the override's server, or its build on the site. */
function newsCodeSources(page: Page) {
  const sources = new Set<'override' | 'site'>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.js')) return;
    if (url.port === String(PORT)) sources.add('override');
    else if (url.pathname.startsWith('/apps/news/')) sources.add('site');
  });
  return sources;
}

let stop: () => Promise<void>;
test.beforeEach(async () => {
  stop = await serveDist('mfe-news', PORT);
});
test.afterEach(async () => stop());

test('on the local config, an override swaps one remote to another server and shows a badge', async ({ page, axe }) => {
  await storeOverride(page);
  const sources = newsCodeSources(page);
  await page.goto('/news-events');
  await expectArea(page, 'news');
  await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
  expect([...sources]).toEqual(['override']);

  const badge = page.getByRole('complementary', { name: 'Remote override' });
  await expect(badge).toContainText(`mfe_news from ${OVERRIDE.mfe_news}`);
  expect(await axe()).toEqual([]);
  await badge.getByRole('button', { name: 'End override' }).click();
  await expectArea(page, 'news');
  expect(await page.evaluate((key) => window.localStorage.getItem(key), OVERRIDES_KEY)).toBeNull();
});

test('a config without remoteOverrides (production) ignores the same stored override', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const { remoteOverrides: _, ...config } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: config });
  });
  await storeOverride(page);
  const sources = newsCodeSources(page);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/news-events');
  await expectArea(page, 'news');
  expect([...sources]).toEqual(['site']);
  await expect(page.getByRole('complementary', { name: 'Remote override' })).toHaveCount(0);
  expect(warnings).toContainEqual(expect.stringMatching(/does not allow remote overrides/));
});
