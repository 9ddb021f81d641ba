// Debian's Chromium, which the e2e suite and the bench drive (Playwright cannot download its own
// browsers here): where it is, and the flags it runs with.

/** The Chromium executable: CHROMIUM_PATH, or Debian's. The bench measures a parent's browser with it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The e2e suite's Chromium: Debian's headless shell (the same Blink, without the browser's UI
 * process), which is what Playwright itself runs for headless Chromium. It draws the same pages for
 * far less CPU, and CPU is what bounds CI on two cores (docs/engines.md).
 */
export const CHROMIUM_HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Flags for a quiet, sandbox-less run: no background traffic to skew a network log or a score. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
