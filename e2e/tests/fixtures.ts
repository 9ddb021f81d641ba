import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type Request, type Route } from '@playwright/test';
import { FORM_SERVICE_PATH } from '@school/shared/site-layout';
import { SHELL_ORIGIN } from './local-apps';

/** The form service, on the site's own origin as `npm start` serves it (and Hosting's rewrite, live). */
export const FORM_ENDPOINT = `${SHELL_ORIGIN}${FORM_SERVICE_PATH}`;

export interface CapturedPost {
  url: string;
  headers: Record<string, string>;
  json: unknown;
}

/**
 * What the contact page's Google map (a third-party frame) gets in tests instead of Google: a tiny
 * local page, so no test depends on the internet or waits on it. Accessible, for the axe scans.
 */
export const LOCAL_MAP_PAGE =
  '<!doctype html><html lang="en"><head><title>Map</title></head><body><p>The map, answered locally in tests.</p></body></html>';

/**
 * The map's addresses: the frame's (MAP.embedUrl in mfe-contact-newsletter's contact-content.ts,
 * https://maps.google.com/maps?q=…) and www.google.com/maps, where maps.google.com redirects.
 */
const MAP_URLS = ['https://maps.google.com/**', 'https://www.google.com/maps/**', 'https://www.google.com/maps?**'];

interface Fixtures {
  /** Answers every request to Google Maps, from any page of the test, with LOCAL_MAP_PAGE (200, text/html). */
  localMap: void;
  /** Fails the test on any uncaught page error. */
  pageErrors: string[];
  /** Fails the test on any Content-Security-Policy violation (securitypolicyviolation event). */
  cspViolations: string[];
  /**
   * Fails the test on any Content-Security-Policy violation the browser reports (Chromium in the
   * console, Firefox as a page error): the same, for pages whose scripts are off (no script hears
   * the event there).
   */
  cspReports: string[];
  /** Every POST to the form endpoint, as the browser sent it. */
  formPosts: CapturedPost[];
  /** Makes the form endpoint answer with this status (or 'network' to fail the connection). */
  failFormEndpoint: (how: number | 'network') => Promise<void>;
  /** axe-core WCAG 2.2 AA scan of the page; returns the violations. */
  axe: (page?: Page) => Promise<Awaited<ReturnType<AxeBuilder['analyze']>>['violations']>;
}

/**
 * A Content-Security-Policy refusal as Firefox words it. Over WebDriver BiDi it reaches the test as
 * a page error, not a console message ("The page’s settings blocked …"); Chromium logs its own to
 * the console ("… violates the following Content Security Policy directive …").
 */
const FIREFOX_CSP_REFUSAL = /^The page’s settings blocked /;

/** Console errors from now on, except the failed loads a test causes on purpose. */
export function consoleErrors(page: Page, { allowFailedLoads = false } = {}): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (allowFailedLoads && /Failed to load resource|failed to load|Failed to fetch dynamically/.test(text)) return;
    errors.push(text);
  });
  return errors;
}

export const test = base.extend<Fixtures>({
  localMap: [
    async ({ page }, use) => {
      const answer = (route: Route) => route.fulfill({ status: 200, contentType: 'text/html', body: LOCAL_MAP_PAGE });
      // On the context: every page of the test, a popup or a second page included.
      for (const url of MAP_URLS) await page.context().route(url, answer);
      await use();
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => {
        // Counted by cspReports.
        if (!FIREFOX_CSP_REFUSAL.test(error.message)) errors.push(error.message);
      });
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      // A binding outlives navigations, so a violation on any page of the test is counted.
      await page.exposeFunction('__reportCspViolation', (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (violation: string) => void })
            .__reportCspViolation;
          void report(
            `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || event.documentURI}`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  cspReports: [
    async ({ page }, use) => {
      const reports: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
      });
      page.on('pageerror', (error) => {
        if (FIREFOX_CSP_REFUSAL.test(error.message)) reports.push(error.message);
      });
      await use(reports);
      expect(reports, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
  formPosts: async ({ page }, use) => {
    const posts: CapturedPost[] = [];
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().startsWith(FORM_ENDPOINT)) {
        posts.push({ url: request.url(), headers: request.headers(), json: request.postDataJSON() });
      }
    });
    await use(posts);
  },
  failFormEndpoint: async ({ page }, use) => {
    await use(async (how) => {
      await page.route(`${FORM_ENDPOINT}**`, (route) => {
        if (route.request().method() === 'OPTIONS') return route.continue();
        if (how === 'network') return route.abort('connectionrefused');
        return route.fulfill({
          status: how,
          contentType: 'application/json',
          headers: { 'Access-Control-Allow-Origin': '*' },
          body: JSON.stringify({ errors: [{ field: null, message: 'Server error' }] }),
        });
      });
    });
  },
  axe: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      return results.violations;
    });
  },
});

export { expect };

/**
 * The area's code runs: its content is on screen (data-boundary) and the outlet has mounted it
 * (data-phase="ready"), whether it hydrated the prerendered HTML or rendered afresh.
 */
export async function expectArea(page: Page, area: string) {
  await expect(page.locator(`[data-area-host="${area}"][data-phase="ready"] [data-boundary="${area}"]`)).toBeVisible();
}
