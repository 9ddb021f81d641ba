import { expect, test } from '../fixtures';
import { ROUTES } from '../route-table';

// The staff's content editor (cms/, docs/content.md) beside the parents' site: it opens on the
// local backend with the site's collections, under its own policy (no violation, no page error:
// the fixtures check), and no parent's page refers to it.

test('the editor opens at /admin with the collections of every remote', async ({ page }) => {
  const answer = await page.goto('/admin');
  expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await page.getByRole('button', { name: 'Login' }).click();
  for (const collection of ['News stories', 'Events', 'Vacancies', 'School fees for new pupils, and fee notes']) {
    await expect(page.getByRole('link', { name: collection, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'News stories', exact: true }).click();
  await expect(page.getByText("Twelve Pupils Complete the Memorisation of Juz' 'Amma")).toBeVisible();
});

test("no parent's page, sitemap or robots.txt names the editor", async ({ request }) => {
  for (const path of [...ROUTES.map((route) => route.path), '/sitemap.xml', '/robots.txt']) {
    const text = await (await request.get(path)).text();
    expect(text, path).not.toContain('/admin');
  }
});
