import type { Page, Request } from '@playwright/test';
import { SAVES_DATA_ATTR } from '@school/shared/saves-data';
import { saveData } from '../code-arrival';
import { expect, expectArea, test } from '../fixtures';

/**
 * Data saver (shell/src/early-script/data-saver.ts): with Save-Data on, a page reads from its HTML
 * alone and downloads no code until the parent uses a control; that first use is then done.
 */

/** Every script the page asks for, from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname))
      scripts.push(request.url());
  });
  return scripts;
}

/** Scrolls to the end of the page a screen at a time, as a parent reading it would. */
async function readToTheEnd(page: Page) {
  for (let screens = 0; screens < 40; screens += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atEnd) return;
  }
}

const PAGES = [
  { path: '/about', heading: 'About Us' },
  { path: '/admissions', heading: 'Admissions' },
  { path: '/news-events', heading: 'News & Events' },
  { path: '/jobs', heading: 'Career Opportunities' },
  { path: '/contact', heading: 'Contact Us' },
];

test.describe('with Save-Data', () => {
  test.beforeEach(async ({ page }) => saveData(page));

  for (const { path, heading } of PAGES) {
    test(`${path} reads whole, header to footer, and no script is requested on load or while scrolling`, async ({
      page,
    }) => {
      const scripts = scriptsOf(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(
        await page.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData),
      ).toBe(true);
      await readToTheEnd(page);
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick links' })).toBeVisible();
      // Long enough for code that was coming to have been asked for.
      await page.waitForTimeout(1_000);
      expect(scripts).toEqual([]);
      await expect(page.getByTestId('area-unfinished')).toHaveCount(0);
    });
  }

  test('the Menu opens and closes the navigation with no code at all', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/jobs');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Admissions' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    expect(scripts).toEqual([]);
  });

  test('Apply Now leads to the application’s own page, which needs no code at all', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/jobs');
    const apply = page.getByRole('article', { name: 'Mathematics Teacher' }).getByRole('link', { name: 'Apply Now' });
    await apply.click();
    await expect(page).toHaveURL('/jobs/apply/mathematics-teacher');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Apply for: Mathematics Teacher' })).toBeVisible();
    await expect(main.getByLabel('Position')).toHaveValue('Mathematics Teacher');
    await main.getByLabel('Full Name').fill('Aisha Bello');
    await page.waitForTimeout(1_000);
    expect(scripts).toEqual([]);
    await main.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/jobs');
  });

  test('a news tab shows its panel with no code', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/news-events');
    const events = page.getByRole('tab', { name: 'Upcoming Events' });
    await events.click();
    await expect(page).toHaveURL('/news-events#upcoming-events');
    await expect(page.locator('[data-boundary="news"]').getByRole('tabpanel').getByRole('article')).toHaveCount(5);
    await page.waitForTimeout(1_000);
    expect(scripts).toEqual([]);
  });

  test('a story’s page of its own, which carries no code, is marked for data saver too, so its photo waits', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto('/news-events/stories/bece-results-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'All Our 2026 BECE Candidates Pass' })).toBeVisible();
    // The mark that keeps each photo behind its "Show photo" (story-photo.tsx), set by its inline script.
    await expect(page.locator('html')).toHaveAttribute(SAVES_DATA_ATTR, '');
    await page.waitForTimeout(1_000);
    expect(scripts).toEqual([]);
  });

  test('values typed in the admission form survive the code’s arrival, which typing starts', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/admissions');
    const form = page.getByRole('form', { name: 'Online Application Form' });
    await expect(form).toBeVisible();
    expect(scripts).toEqual([]);
    const surname = form.getByRole('textbox', { name: 'Surname', exact: true });
    const otherNames = form.getByRole('textbox', { name: 'Other Names', exact: true });
    await surname.fill('Abdullahi');
    await otherNames.fill('Maryam Ayo');
    await expectArea(page, 'admissions');
    expect(scripts.length).toBeGreaterThan(0);
    await expect(surname).toHaveValue('Abdullahi');
    await expect(otherNames).toHaveValue('Maryam Ayo');
  });
});

test('without Save-Data the code starts on its own after the content, as before', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto('/jobs');
  await expectArea(page, 'careers');
  expect(scripts.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute(SAVES_DATA_ATTR);
});
