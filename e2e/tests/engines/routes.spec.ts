import { expectArea } from '../fixtures';
import { ROUTES, titleOf } from '../route-table';
import { expect, expectVisible, inEachMode, pageScriptRan, test } from './engine';

/** Each route's page heading (its h1). */
const HEADINGS: Record<string, string> = {
  '/': 'Welcome to Al-Ihsan School',
  '/about': 'About Us',
  '/admissions': 'Admissions',
  '/academics': 'Academics',
  '/news-events': 'News & Events',
  '/newsletter': 'Subscribe to Our Newsletter',
  '/jobs': 'Career Opportunities',
  '/contact': 'Contact Us',
};

inEachMode((javaScriptEnabled) => {
  for (const route of ROUTES) {
    // Page errors and CSP refusals fail the test (the fixtures).
    test(`${route.path} loads with its heading and no page error`, async ({ page }) => {
      await page.goto(route.path);
      const heading = page
        .getByRole('main')
        .getByRole('heading', { level: 1, name: HEADINGS[route.path], exact: true });
      await expectVisible(heading);
      await expect.poll(() => page.title()).toBe(titleOf(route));
      await expectVisible(page.getByRole('banner'));
      await expectVisible(page.getByRole('contentinfo'));
      expect(await pageScriptRan(page), 'the page’s own script ran').toBe(javaScriptEnabled);
      // With script, the area's code takes the page over (hydrating it), still showing its heading.
      if (javaScriptEnabled) {
        await expectArea(page, route.area);
        await expectVisible(heading);
      }
    });
  }
});
