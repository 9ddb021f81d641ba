import type { Page } from '@playwright/test';
import { expect, expectArea, test } from '../fixtures';
import { ROUTES, titleOf } from '../route-table';

/** Every route of the table, then the not-found page for any other path. */
const PAGES = [
  ...ROUTES.map((route) => ({ path: route.path, area: route.area as string | undefined, title: titleOf(route) })),
  { path: '/no-such-page', area: undefined, title: 'Page not found | Al-Ihsan School' },
];

async function expectPage(page: Page, { path, area, title }: (typeof PAGES)[number]) {
  await expect(page).toHaveURL(path);
  await expect(page).toHaveTitle(title);
  if (area) await expectArea(page, area);
  else await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
}

/** Navigates as every link of the site does (single-spa's navigateToUrl pushes the path). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => history.pushState(null, '', to), path);
}

test('Back and Forward walk through every route and the not-found page without a page load', async ({ page }) => {
  test.slow();
  await page.goto(PAGES[0]!.path);
  await expectPage(page, PAGES[0]!);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  for (const next of PAGES.slice(1)) {
    await navigate(page, next.path);
    await expectPage(page, next);
  }
  for (const previous of PAGES.slice(0, -1).reverse()) {
    await page.goBack();
    await expectPage(page, previous);
  }
  for (const next of PAGES.slice(1)) {
    await page.goForward();
    await expectPage(page, next);
  }
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a new page opens at its top; Back returns to where the last one was scrolled', async ({ page }) => {
  await page.goto('/admissions');
  await expectArea(page, 'admissions');
  const contact = page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true });
  await contact.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(1000);

  await contact.click();
  await expectArea(page, 'contact-newsletter');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();

  await page.goBack();
  await expectArea(page, 'admissions');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

  await page.goForward();
  await expectArea(page, 'contact-newsletter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the News & Events tab in the URL and the scroll position come back with Back from another page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/news-events');
  await expectArea(page, 'news');
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await expect(page).toHaveURL('/news-events?tab=announcements');
  const careers = page.getByRole('contentinfo').getByRole('link', { name: 'Careers', exact: true });
  await careers.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(200);
  await careers.click();
  await expectArea(page, 'careers');
  await page.goBack();
  await expect(page).toHaveURL('/news-events?tab=announcements');
  await expectArea(page, 'news');
  await expect(page.getByRole('tab', { name: 'Announcements' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAccessibleName('Announcements');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});
