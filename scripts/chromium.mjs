// Debian's Chromium, which the e2e suite and the bench drive (Playwright cannot download its own
// browsers here): where it is, and the flags it runs with.

/** The Chromium executable: CHROMIUM_PATH, or Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, sandbox-less run: no background traffic to skew a network log or a score. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
