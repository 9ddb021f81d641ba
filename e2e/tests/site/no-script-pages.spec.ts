import { RESULT_PAGES } from '@school/shared/result-pages';
import { codeScriptCount } from '../code-arrival';
import { expect, test } from '../fixtures';
import { ROUTES } from '../route-table';

/**
 * Every page reads with no script at all, inside the layout, and the browser applies every style
 * it was sent under the strict style CSP (the cspReports fixture fails a test on any refusal).
 */
test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path } of ROUTES) {
    test(`${path} reads, header to footer, with every style allowed`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The styles applied: the header is the site's, not the browser's default.
      expect(await page.getByRole('banner').evaluate((header) => getComputedStyle(header).position)).toBe('sticky');
    });
  }

  test('the result pages and the offline page read, with every style allowed, and carry no script', async ({
    page,
  }) => {
    for (const result of RESULT_PAGES) {
      const response = await page.goto(result.path);
      expect(response?.status(), result.path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: result.title })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(result.message);
      await expect(page.getByRole('main').getByRole('link', { name: result.link.label })).toHaveAttribute(
        'href',
        result.link.href,
      );
      expect(await codeScriptCount(page), result.path).toBe(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  });
});
