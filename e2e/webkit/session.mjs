// One MiniBrowser session per configuration, on the driver run.mjs started, and what a check
// does with it: open a page, wait for something, read the errors the page met, use a control.
import { test } from 'node:test';
import wd from 'selenium-webdriver';
import { capabilitiesOf, WINDOW } from './configurations.mjs';

const { Builder, By, error } = wd;

export const SITE = process.env.WEBKIT_SITE ?? 'http://localhost:4173';

/** How long a check waits for the page to show something, polling. */
export const WAIT_MS = Number(process.env.WEBKIT_WAIT_MS ?? 20_000);

/** A check that has not finished in this time has hung: it fails, and the next one runs. */
const CHECK_TIMEOUT_MS = Number(process.env.WEBKIT_CHECK_TIMEOUT_MS ?? 120_000);

/**
 * A test of node's runner doing `body` with the configuration's page; a failure also names the
 * uncaught errors the page had met by then (with script), whatever the check was looking at.
 */
export function check(name, session, body) {
  test(name, { timeout: CHECK_TIMEOUT_MS }, async () => {
    const page = session();
    try {
      await body(page);
    } catch (caught) {
      const errors = await page.errors().catch(() => []);
      if (errors.length > 0 && caught instanceof Error) {
        caught.message += `\n(uncaught errors in the page: ${errors.join('; ')})`;
      }
      throw caught;
    }
  });
}

/**
 * Collects the page's uncaught errors and unhandled rejections into window.__webkitSmokeErrors,
 * once per document. WebKitWebDriver has no script that runs before a page's own (no BiDi, and
 * the `eager` load strategy leaves its next command waiting), so this goes in as soon as the page
 * has loaded: before the shell's code, which the early script starts after the content's paint.
 */
const CAPTURE = `
  if (!Array.isArray(window.__webkitSmokeErrors)) {
    const errors = (window.__webkitSmokeErrors = []);
    addEventListener('error', (event) => errors.push(String(event.error ?? event.message)));
    addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + String(event.reason)));
  }
`;

/** What covers the middle of `element`, if something else does: what a tap there would hit. */
const COVERED_BY = `
  const element = arguments[0];
  const box = element.getBoundingClientRect();
  const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  if (!top || element.contains(top)) return null;
  const covering = top.closest('nav, header, dialog, [popover], section') ?? top;
  return covering.tagName.toLowerCase() + (covering.id ? '#' + covering.id : '') +
    (covering.getAttribute('aria-label') ? ' "' + covering.getAttribute('aria-label') + '"' : '');
`;

/**
 * Polls `condition` until it gives a truthy value (returned), or fails with `message`. A poll that
 * meets a node the page replaced meanwhile (WebKit's driver then fails the whole find with a stale
 * element) counts as "not yet": the next poll reads the new page.
 */
export async function waitFor(driver, condition, message, timeoutMs = WAIT_MS) {
  const poll = async () => {
    try {
      return await condition(driver);
    } catch (caught) {
      if (caught instanceof error.StaleElementReferenceError) return false;
      throw caught;
    }
  };
  return driver.wait(poll, timeoutMs, message, 100);
}

export async function startSession(webdriverUrl, configuration) {
  const builder = new Builder().usingServer(webdriverUrl).withCapabilities(capabilitiesOf(configuration));
  const driver = await builder.build();
  await driver.manage().window().setRect(WINDOW);
  const areaReady = async () => (await driver.findElements(By.css('[data-area-host][data-phase="ready"]'))).length > 0;

  const page = {
    driver,
    configuration,
    wait: (condition, message, timeoutMs) => waitFor(driver, condition, message, timeoutMs),
    /** Installs the error capture in the current document, if it has none yet. */
    async capture() {
      if (configuration.script) await driver.executeScript(CAPTURE);
    },
    /** Opens a path of the site (or any URL), with the error capture in it. */
    async open(path) {
      await driver.get(new URL(path, SITE).href);
      await page.capture();
    },
    /** The errors the current document collected since its capture went in (none with no script). */
    async errors() {
      if (!configuration.script) return [];
      const errors = await driver.executeScript('return window.__webkitSmokeErrors ?? null');
      if (errors === null) throw new Error(`no error capture in ${await driver.getCurrentUrl()}: call capture()`);
      return errors;
    },
    /** The current address's path, query and hash. */
    async location() {
      const url = new URL(await driver.getCurrentUrl());
      return `${url.pathname}${url.search}${url.hash}`;
    },
    /** Waits until the address's path (and query, hash) is `expected`. */
    async waitForLocation(expected) {
      await page.wait(async () => (await page.location()) === expected, `the address becomes ${expected}`);
    },
    /**
     * With script: waits until the route's area has mounted (the outlet's ready phase) or an error
     * has reached the page, whichever comes first, and says which. Never fails: a check goes on to
     * what the parent meets, and asks for no page error at its end.
     */
    async waitForCode() {
      if (!configuration.script) return { ready: true, errors: [] };
      const settled = async () => (await areaReady()) || (await page.errors()).length > 0;
      await page.wait(settled, 'the area is ready').catch((caught) => {
        if (!(caught instanceof error.TimeoutError)) throw caught;
      });
      return { ready: await areaReady(), errors: await page.errors() };
    },
    /**
     * Does `action` to `target` (an element, or a function that finds it afresh: the element the
     * code may draw again while hydrating) once it can take it. A section the engine skipped while
     * off screen (`content-visibility: auto`) has no box to click or type into until it has been
     * scrolled to and drawn; a control something else covers is scrolled to the middle of the
     * window, as a parent would, and its coverer named if it stays covered.
     */
    async interact(target, what, action) {
      let covered = null;
      await page.wait(
        async () => {
          const element = typeof target === 'function' ? await target() : target;
          if (!element) return false;
          try {
            await action(element);
            return true;
          } catch (caught) {
            if (caught instanceof error.StaleElementReferenceError && typeof target === 'function') return false;
            const intercepted = caught instanceof error.ElementClickInterceptedError;
            if (!intercepted && !(caught instanceof error.ElementNotInteractableError)) throw caught;
            await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", element);
            if (intercepted) covered = await driver.executeScript(COVERED_BY, element);
            return false;
          }
        },
        () => `${what} can be used${covered ? `: ${covered} covers it` : ''}`,
      );
    },
    click: (target, what) => page.interact(target, what, (element) => element.click()),
  };
  return page;
}
