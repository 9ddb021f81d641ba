import type { Page } from '@playwright/test';
import { expect, expectArea, test } from './fixtures';

const ROUTES = [
  ['/', 'home-about'],
  ['/about', 'home-about'],
  ['/admissions', 'admissions'],
  ['/academics', 'home-about'],
  ['/news-events', 'news'],
  ['/contact', 'contact-newsletter'],
  ['/newsletter', 'contact-newsletter'],
  ['/jobs', 'careers'],
] as const;

interface FetchedScript {
  url: string;
  body: string;
}

/** Every request URL and every JavaScript response (URL and body) of the page. */
function recordNetwork(page: Page) {
  const urls: string[] = [];
  const scripts: Promise<FetchedScript>[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (isScript) scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return { urls, scripts: () => Promise.all(scripts) };
}

const urlsOf = (scripts: FetchedScript[], pattern: RegExp) =>
  scripts.filter(({ body }) => pattern.test(body)).map(({ url }) => url);

test.describe('auth on a signed-out page view', () => {
  for (const [path, area] of ROUTES) {
    test(`${path} shows its content and fetches no Firestore or Firebase SDK code`, async ({ page }) => {
      const network = recordNetwork(page);
      await page.goto(path);
      await expectArea(page, area);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      // Whatever the page still loads after its content appears counts too.
      await page.waitForLoadState('networkidle');
      const scripts = await network.scripts();

      // The check saw the code that did load: the shell's auth start-up, which names the
      // lazily loaded Firebase chunk without fetching it, and the area's remote entry.
      expect(urlsOf(scripts, /connect-firebase/)).not.toEqual([]);
      expect(scripts.map(({ url }) => url)).toContainEqual(expect.stringMatching(/remoteEntry[^/]*\.js$/));

      expect(network.urls.filter((url) => /firestore|googleapis/i.test(url))).toEqual([]);
      expect(urlsOf(scripts, /firestore/i), 'scripts containing Firestore code').toEqual([]);
      // Nor Firebase Auth: with no stored user the first check needs no SDK at all.
      expect(urlsOf(scripts, /identitytoolkit/i), 'scripts containing Firebase Auth code').toEqual([]);
    });
  }

  test('the auth service is not exposed on window in production', async ({ page }) => {
    await page.goto('/about');
    await expectArea(page, 'home-about');
    expect(await page.evaluate(() => 'schoolAuth' in window)).toBe(false);
  });
});
