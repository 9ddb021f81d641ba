// Debian's Chromium, headless, started by chrome-launcher (Lighthouse's own launcher, reached
// through Lighthouse's dependencies): for Lighthouse's runs and for the taps' plain DevTools
// connection (devtools-phone.mjs).
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const { launch } = await import(createRequire(import.meta.resolve('lighthouse')).resolve('chrome-launcher'));

/** @returns chrome-launcher's handle: its DevTools `port`, and `kill()` */
export function launchHeadlessChromium() {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
}
