import type { Browser, Locator, Page } from '@playwright/test';
import { PAGE_ELAPSED_VAR } from '@school/shared/fragment';
import { expect, test as base } from '../fixtures';
import { fillEveryField, TYPED } from '../forms';

/*
 * The checks of issue #51, "Every engine a parent holds": what a parent does on the site, with
 * script and with none, in an engine other than Chromium (the firefox project).
 *
 * Script off in Firefox. Over WebDriver BiDi, Playwright 1.64 ignores javaScriptEnabled (Firefox
 * ESR 153 has no emulation.setScriptingEnabled), so a test with no script gets its context from a
 * second Firefox, launched with javascript.enabled=false (scriptlessFirefox below). That pref also
 * stops every promise, timer and animation frame of the page's realms, Playwright's own included:
 * there, a web-first assertion (expect(locator).toBeVisible(), toHaveURL), fill, selectOption and
 * a click's wait for a stable element never settle. So these checks read the page with
 * Playwright's synchronous reads, polled (expectVisible and the others below), and act through
 * `tap` and `fill`, which with no script use only the pointer, the keyboard and synchronous
 * reads and writes.
 */

interface EngineFixtures {
  /**
   * Taps `target` as a parent would. With script, Playwright's click (visible, enabled, stable,
   * receives the tap). With none, the same checks made from synchronous reads, then the pointer's
   * click at its centre.
   */
  tap: (target: Locator) => Promise<void>;
  /**
   * Fills every field of `form` a parent can fill, as forms.ts's fillEveryField does (`marker` in
   * every text and the e-mail address, the date, the last choice of every list, every box ticked).
   * With no script, by the keyboard and the pointer (a date and a list's choice set as
   * Playwright's fill and selectOption set them), then read back.
   */
  fill: (form: Locator, marker: string) => Promise<void>;
}

interface EngineWorkerFixtures {
  /** A Firefox with script off (launched on first use, once per worker). */
  scriptlessFirefox: () => Promise<Browser>;
}

export const test = base.extend<EngineFixtures, EngineWorkerFixtures>({
  scriptlessFirefox: [
    async ({ playwright, browserName, launchOptions }, use) => {
      let launched: Promise<Browser> | undefined;
      // The project's launch options (its executable, headless) come with the launch.
      await use(() => {
        launched ??= playwright[browserName].launch({
          firefoxUserPrefs: { ...launchOptions.firefoxUserPrefs, 'javascript.enabled': false },
        });
        return launched;
      });
      if (launched) await (await launched).close();
    },
    { scope: 'worker' },
  ],
  // As Playwright's own: a context made with the test's options (viewport, baseURL, service
  // workers, javaScriptEnabled…, which Playwright applies to every new context of the test, with
  // its trace), from the scriptless Firefox when the test has no script.
  context: async ({ browser, browserName, javaScriptEnabled, scriptlessFirefox }, use) => {
    const from = browserName === 'firefox' && !javaScriptEnabled ? await scriptlessFirefox() : browser;
    const context = await from.newContext();
    await use(context);
    await context.close();
  },
  tap: async ({ javaScriptEnabled }, use) => {
    await use(async (target) => {
      await (javaScriptEnabled ? target.click() : tapWithoutScript(target));
    });
  },
  fill: async ({ javaScriptEnabled }, use) => {
    await use(async (form, marker) => {
      if (javaScriptEnabled) return fillEveryField(form, marker);
      await typeEveryField(form, marker);
    });
  },
});

export { expect };

/** Each check below it, once with script and once with none. */
export function inEachMode(checks: (javaScriptEnabled: boolean) => void) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? 'with script' : 'with no script', () => {
      test.use({ javaScriptEnabled });
      checks(javaScriptEnabled);
    });
  }
}

// Polled synchronous reads: each poll reads the page now, without waiting and without a promise
// in the page, so they work with script off too (isVisible, count and allInnerTexts never wait).

/** `target` is one element, visible. */
export const expectVisible = (target: Locator) =>
  expect.poll(() => target.isVisible(), { message: `${target} is visible` }).toBe(true);

/** `target` is hidden or absent. */
export const expectHidden = (target: Locator) =>
  expect.poll(() => target.isVisible(), { message: `${target} is hidden` }).toBe(false);

/** `target` matches `count` elements (hidden ones left out by role queries). */
export const expectCount = (target: Locator, count: number) =>
  expect.poll(() => target.count(), { message: `${target} count` }).toBe(count);

/** `target` is one element, visible, whose text contains `text`. */
export const expectText = (target: Locator, text: string) =>
  expect
    .poll(async () => ((await target.isVisible()) ? (await target.allInnerTexts()).join('') : '(not visible)'), {
      message: `${target} text`,
    })
    .toContain(text);

/** `target` is one element whose attribute `name` is `value` (null: absent). */
export const expectAttribute = (target: Locator, name: string, value: string | null) =>
  expect
    .poll(() => target.evaluateAll((elements, attribute) => elements.map((e) => e.getAttribute(attribute)), name), {
      message: `${target} [${name}]`,
    })
    .toEqual([value]);

/** The page is at `path` (path, query and fragment) of the site. */
export const expectPath = (page: Page, path: string) =>
  expect
    .poll(() => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}${url.hash}`;
    })
    .toBe(path);

/**
 * Whether the page's own script ran: the early script, inline in every page's head, stamps the
 * page's start on <html> before anything else (stampPageElapsed, shell/src/early-script/early-script.ts).
 */
export const pageScriptRan = (page: Page) =>
  page.evaluate((stamp) => document.documentElement.style.getPropertyValue(stamp) !== '', PAGE_ELAPSED_VAR);

/** In the page: brings `element` into view; whether a tap at its centre lands on it. */
function receivesTapAtCentre(element: Element): boolean {
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  const hit = element.ownerDocument.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && element.contains(hit);
}

/** fillEveryField with no script: see `fill`. */
async function typeEveryField(form: Locator, marker: string): Promise<void> {
  const page = form.page();
  const fields = form.locator(TYPED);
  const describe = (elements: Element[]) =>
    elements.map((element) => {
      const field = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      const choices = element.tagName === 'SELECT' ? [...(element as HTMLSelectElement).options] : [];
      return {
        tag: element.tagName.toLowerCase(),
        type: element.getAttribute('type') ?? '',
        name: element.getAttribute('name') ?? '',
        value: field.type === 'checkbox' ? (field as HTMLInputElement).checked : field.value,
        lastChoice: choices.at(-1)?.value ?? '',
      };
    });
  const before = await fields.evaluateAll(describe);
  /** What each field holds once filled (null: not shown, left alone). */
  const filled: (string | boolean | null)[] = [];
  for (const [index, field] of (await fields.all()).entries()) {
    const { tag, type, name, value, lastChoice } = before[index]!;
    if (!(await field.isVisible())) filled.push(null);
    else if (tag === 'select') {
      await field.evaluate((select, choice) => ((select as HTMLSelectElement).value = choice), lastChoice);
      filled.push(lastChoice);
    } else if (type === 'checkbox') {
      if (value !== true) await tapWithoutScript(field);
      filled.push(true);
    } else if (value !== '') filled.push(value);
    else if (type === 'date') {
      await field.evaluate((input) => ((input as HTMLInputElement).value = '2019-03-14'));
      filled.push('2019-03-14');
    } else {
      const text =
        type === 'email'
          ? `${marker}@example.com`
          : tag === 'textarea'
            ? `${marker} ${name}\nsecond line`
            : `${marker} ${name}`;
      await field.focus();
      await page.keyboard.insertText(text);
      filled.push(text);
    }
  }
  const after = (await fields.evaluateAll(describe)).map(({ value }, index) => (filled[index] === null ? null : value));
  expect(after, 'every field as filled').toEqual(filled);
}

/** A tap with no script: see `tap`. */
async function tapWithoutScript(target: Locator) {
  await expectVisible(target);
  await expect.poll(() => target.isEnabled(), { message: `${target} is enabled` }).toBe(true);
  await expect.poll(() => target.evaluate(receivesTapAtCentre), { message: `${target} receives a tap` }).toBe(true);
  await target.click({ force: true });
}
