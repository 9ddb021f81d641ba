import { readdirSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { ROUTES } from '../route-table';
import { editorPolicy, readEnvironment } from '../../../scripts/csp.mjs';

// The staff's content editor (cms/, docs/content.md) beside the parents' site, deployed with the
// shell as production deploys it: it opens on the local backend with the site's collections, under
// its own policy (no violation, no page error: the fixtures check), and no parent's page refers to it.

test('the editor opens at /admin with the collections of every remote, under its own policy', async ({ page }) => {
  const answer = await page.goto('/admin/');
  expect(new URL(page.url()).pathname).toBe('/admin');
  expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer!.headers()['content-security-policy']).toBe(editorPolicy(readEnvironment('local')));
  await page.getByRole('button', { name: 'Login' }).click();
  const school = 'The school (name, address, phones, email, office hours, social pages)';
  for (const collection of [
    school,
    'News stories',
    'Events',
    'Vacancies',
    'School fees for new pupils, and fee notes',
  ]) {
    // The open collection (the first, the school's) also links to its file by the same name.
    await expect(page.getByRole('link', { name: collection, exact: true }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'News stories', exact: true }).click();
  await expect(page.getByText("Twelve Pupils Complete the Memorisation of Juz' 'Amma")).toBeVisible();
});

test("the fees' preview is the Admissions page's own section, from the entry", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin#/collections/mfe-admissions-fees/entries/mfe-admissions-fees');
  await page.getByRole('button', { name: 'Login' }).click();
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 2, name: 'School Fees 2025/2026' })).toBeVisible();
  await expect(preview.getByText('₦43,230')).toBeVisible();
});

const NEWS_FOLDER = new URL('../../../mfe-news/content/news/', import.meta.url);

test('the editor refuses a story without its required fields, naming each, and writes no file', async ({
  page,
  pageErrors,
}) => {
  const before = readdirSync(NEWS_FOLDER);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'News stories', exact: true }).click();
  // Decap's "＋ News stories": its link to a new entry of the collection.
  await page.locator('a[href$="/collections/mfe-news-news/new"]').click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByRole('alert')).toHaveText(
    "Oops, you've missed a required field. Please complete before saving.",
  );
  for (const field of ['Title', 'Date', 'Category', 'Image', 'Image alt', 'Excerpt', 'Content']) {
    await expect(page.getByText(`${field} is required.`, { exact: true })).toBeVisible();
  }
  expect(readdirSync(NEWS_FOLDER)).toEqual(before);
  // Decap's own publish rejects its promise with nothing when it refuses (persistEntry in
  // decap-cms-core's actions/entries.ts), which no code of Decap's catches: that one, and no other.
  expect(pageErrors).toEqual(['undefined']);
  pageErrors.length = 0;
});

test("no parent's page, sitemap or robots.txt names the editor", async ({ request }) => {
  for (const path of [...ROUTES.map((route) => route.path), '/sitemap.xml', '/robots.txt']) {
    const text = await (await request.get(path)).text();
    expect(text, path).not.toContain('/admin');
  }
});
