import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const SITE = 'http://localhost:4173';

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
    trace: 'retain-on-failure',
    // The site's service worker (shell/src/offline) would answer a test's second load from its
    // caches, out of page.route's sight: each spec sees its first visits as a parent's first visit.
    // offline.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'mobile', use: { ...devices['Pixel 5'], browserName: 'chromium' } }],
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
