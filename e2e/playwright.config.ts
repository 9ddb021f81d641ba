import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH } from '../scripts/chromium.mjs';
import { FIREFOX_PATH } from '../scripts/firefox.mjs';

const SITE = 'http://localhost:4173';

/**
 * The cross-engine checks (issue #51): what a parent does on every page, with script and without,
 * in Firefox. Chromium runs all of it, and more, in the other folders, so only Firefox runs these.
 */
const ENGINES = '**/engines/*.spec.ts';

/**
 * `node scripts/deploy.mjs <remote> --check` (scripts/release/area-check.mjs) serves the live
 * composition itself (SCHOOL_E2E_EXTERNAL_SITE) and names the new build as a remote override
 * (SCHOOL_E2E_REMOTE_OVERRIDES, MF name -> manifest URL): every page starts with it in its
 * storage, as a developer's browser would have it (the shell's remote overrides).
 */
const externalSite = Boolean(process.env.SCHOOL_E2E_EXTERNAL_SITE);
const overrides = process.env.SCHOOL_E2E_REMOTE_OVERRIDES;
const storageState = overrides
  ? {
      cookies: [],
      origins: [{ origin: SITE, localStorage: [{ name: 'school:remote-overrides', value: overrides }] }],
    }
  : undefined;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: SITE,
    storageState,
    // A trace costs every test CPU, and CPU bounds CI on two cores: CI keeps the failure's error
    // context (the page's ARIA snapshot); rerun a failed test locally for its trace. No separate
    // screenshot: Playwright takes it at the end of every test, passed or not, and the trace has
    // the page's pictures. In Firefox with script off it would also wait out a timeout for the
    // page's fonts, as no promise of the page settles there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'off',
    // The site's service worker (shell/src/offline) would answer a test's second load from its
    // caches, out of page.route's sight: each spec sees its first visits as a parent's first visit.
    // offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_HEADLESS_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      // A Pixel 5 but for its density: drawing each page at 2.75 device pixels a CSS px costs every
      // test CPU, for nothing these checks read (the bench measures a phone as it is).
      name: 'mobile',
      testIgnore: ENGINES,
      use: { ...devices['Pixel 5'], deviceScaleFactor: 1, browserName: 'chromium' },
    },
    {
      // Firefox over WebDriver BiDi, with the mobile project's phone viewport. Not the rest of its
      // Pixel 5: isMobile (Firefox has none), hasTouch (navigator.maxTouchPoints stays 0), its user
      // agent (Chrome’s: the site reads none, and the engine says what it is) nor its density (half
      // as long again to draw, for nothing these checks read).
      name: 'firefox',
      testMatch: ENGINES,
      use: {
        browserName: 'firefox',
        channel: 'moz-firefox',
        viewport: devices['Pixel 5'].viewport,
        launchOptions: { executablePath: FIREFOX_PATH },
      },
    },
  ],
  webServer: externalSite
    ? undefined
    : {
        // The composed production build: run `pnpm build` first (the root test command does).
        command: 'node ../scripts/serve.mjs',
        url: `${SITE}/`,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        timeout: 60_000,
      },
});
