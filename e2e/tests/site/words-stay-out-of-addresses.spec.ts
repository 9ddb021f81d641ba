import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { holdAreaCode, saveData } from '../code-arrival';
import {
  expectNoWordInAnAddress,
  fillEveryField,
  newMarker,
  phoneContext,
  RECIPIENTS,
  requestsOf,
  SITE_FORMS,
  theSubmission,
} from '../forms';

/**
 * What a parent types never goes into an address: not into any request's URL (nor so into any
 * server's log, which logs URLs), nor into the page's history. Every form, in the modes the site
 * meets besides those forms-without-script.ts sends each form in (with the code, with no script):
 * before the code (its files held back), and with data saver. And each lands once, with one
 * notification to its form's recipients.
 */
interface Mode {
  name: string;
  /** Readies the page before it loads; returns what to do once the form is sent. */
  prepare: (page: Page) => Promise<() => Promise<void>>;
}

const MODES: Mode[] = [
  { name: 'before the code, its files held back', prepare: holdAreaCode },
  {
    name: 'with data saver',
    prepare: async (page) => {
      await saveData(page);
      return async () => {};
    },
  },
];

async function sendEveryForm(browser: Browser, mode: Mode) {
  for (const form of SITE_FORMS) {
    const context = await phoneContext(browser);
    const page = await context.newPage();
    const urls = requestsOf(page);
    const sent = await mode.prepare(page);
    await page.goto(form.path);
    const marker = newMarker();
    const fields = await form.open(page);
    await fillEveryField(fields, marker);
    await fields.getByRole('button', { name: form.submit }).click();
    await sent();
    // Stored once, and the school told once, at the form's own office.
    expect((await theSubmission(marker)).notification.to, form.label).toEqual(RECIPIENTS[form.name]);
    await expectNoWordInAnAddress(page, urls, marker, form.label);
    await context.close();
  }
}

for (const mode of MODES) {
  test(`${mode.name}, no word typed into a form goes into an address or the history`, async ({ browser }) => {
    test.setTimeout(120_000);
    await sendEveryForm(browser, mode);
  });
}
