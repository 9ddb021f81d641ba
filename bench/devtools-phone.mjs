// A phone's tab in Chromium over a plain DevTools connection (chrome-remote-interface), and a tap
// in it: what the taps part drives the loads it measures with.
//
// Not through Playwright's page: Playwright enables the DevTools Runtime domain on every page, and
// while it is on, V8 records a detailed stack trace for every Error a script creates (in case it
// goes uncaught). React DOM creates Errors as its module starts, so V8 must reparse that whole
// 200 KB module for its source positions: 100 ms or more in the task a tap waits for, at the
// bench's slowdown, that a parent's phone (no DevTools attached) never spends. The connection here
// never enables Runtime; it reads the page with `Runtime.evaluate` alone, which does not.
//
// A tap is a mouse press and release that the browser's own touch emulation (DevTools' device
// mode) turns into a finger down and up, and sends on at once, as a phone's touchscreen does. The
// protocol's Input.dispatchTouchEvent would first wait for the page's next frame (Chromium makes
// sure the compositor is up to date before it sends an injected touch), while the touch's time was
// taken when it was asked for: a wait no phone has, which added up to 100 ms to a tap made while
// the code starts in short tasks (bench/README.md, Measuring with DevTools attached).
import { createRequire } from 'node:module';
import CDP from 'chrome-remote-interface';
import { launchHeadlessChromium } from './headless-chromium.mjs';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { devices } = require('@playwright/test');

/** The phone: Playwright's Pixel 5, as the rest of the bench emulates it. */
export const PHONE = devices['Pixel 5'];

/** Chromium with a plain DevTools connection to the browser (openPhoneTab makes the tabs). */
export async function launchChrome() {
  const launched = await launchHeadlessChromium();
  const { webSocketDebuggerUrl } = await CDP.Version({ port: launched.port });
  const browser = await CDP({ port: launched.port, target: webSocketDebuggerUrl, local: true });
  return {
    port: launched.port,
    browser,
    kill: async () => {
      await browser.close();
      await launched.kill();
    },
  };
}

/** A fresh profile's tab (a browser context of its own), set up as the phone, over its own connection. */
export async function openPhoneTab(chrome, slowdown) {
  const { browserContextId } = await chrome.browser.send('Target.createBrowserContext');
  const { targetId } = await chrome.browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const tab = await CDP({
    port: chrome.port,
    target: `ws://127.0.0.1:${chrome.port}/devtools/page/${targetId}`,
    local: true,
  });
  const { viewport, screen, deviceScaleFactor, userAgent } = PHONE;
  await tab.send('Emulation.setDeviceMetricsOverride', {
    ...viewport,
    deviceScaleFactor,
    mobile: true,
    screenWidth: screen.width,
    screenHeight: screen.height,
  });
  await tab.send('Emulation.setUserAgentOverride', { userAgent });
  await tab.send('Emulation.setTouchEmulationEnabled', { enabled: true });
  await tab.send('Emulation.setEmitTouchEventsForMouse', { enabled: true, configuration: 'mobile' });
  await tab.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const close = async () => {
    await tab.close();
    await chrome.browser.send('Target.disposeBrowserContext', { browserContextId });
  };
  return { tab, close };
}

/** A value from the page (undefined while a navigation replaces its document). */
export async function read(tab, expression) {
  try {
    const { result } = await tab.send('Runtime.evaluate', { expression, returnByValue: true });
    return result.value;
  } catch {
    return undefined;
  }
}

/**
 * A finger down and up at once, through the browser's touch emulation (see the top of this file).
 * Not awaited: the emulator takes the mouse events and never answers them. A tap the page cannot
 * take yet waits in the browser's queue, as a parent's would.
 */
export function tap(tab, { x, y }) {
  for (const [type, buttons] of [
    ['mousePressed', 1],
    ['mouseReleased', 0],
  ])
    tab.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons, clickCount: 1 }).catch(() => {});
}
