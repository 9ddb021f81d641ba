import type { Browser, Page } from '@playwright/test';
import { expect, expectArea, test } from '../fixtures';
import { holdAreaCode, saveData } from '../code-arrival';
import {
  fillEveryField,
  historyOf,
  newMarker,
  phoneContext,
  RECIPIENTS,
  SITE_FORMS,
  theSubmission,
  type SiteForm,
} from '../forms';

/**
 * What a parent types never goes into an address: not into any request's URL (nor so into any
 * server's log, which logs URLs), nor into the page's history. Every form, in every mode the site
 * meets: with no script, before the code (its files held back), with the code, with data saver.
 * And each lands once, with one notification to its form's recipients.
 */
interface Mode {
  name: string;
  javaScriptEnabled: boolean;
  /** Readies the page before it loads; returns what to do once the form is sent. */
  prepare: (page: Page) => Promise<() => Promise<void>>;
  loaded: (page: Page, form: SiteForm) => Promise<void>;
}

const nothing = async () => {};

const MODES: Mode[] = [
  { name: 'with no script', javaScriptEnabled: false, prepare: async () => nothing, loaded: nothing },
  {
    name: 'before the code, its files held back',
    javaScriptEnabled: true,
    prepare: holdAreaCode,
    loaded: nothing,
  },
  {
    name: 'with the code',
    javaScriptEnabled: true,
    prepare: async () => nothing,
    loaded: (page, form) => expectArea(page, form.area),
  },
  {
    name: 'with data saver',
    javaScriptEnabled: true,
    prepare: async (page) => {
      await saveData(page);
      return nothing;
    },
    loaded: nothing,
  },
];

async function sendEveryForm(browser: Browser, mode: Mode) {
  for (const form of SITE_FORMS) {
    const context = await phoneContext(browser, { javaScriptEnabled: mode.javaScriptEnabled });
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const sent = await mode.prepare(page);
    await page.goto(form.path);
    await mode.loaded(page, form);
    const marker = newMarker();
    const fields = await form.open(page);
    await fillEveryField(fields, marker);
    await fields.getByRole('button', { name: form.submit }).click();
    await sent();
    // Stored once, and the school told once, at the form's own office.
    expect((await theSubmission(marker)).notification.to, form.label).toEqual(RECIPIENTS[form.name]);
    // With no script the browser went to the result page; with the code the page stays.
    if (!mode.javaScriptEnabled) await expect(page).toHaveURL(/\/forms\/[\w-]+\/sent$/);
    await page.waitForLoadState();
    expect(urls.length, form.label).toBeGreaterThan(0);
    expect(
      urls.filter((url) => url.includes(marker)),
      `${form.label}: request URLs`,
    ).toEqual([]);
    expect(
      (await historyOf(page)).filter((url) => url.includes(marker)),
      `${form.label}: history`,
    ).toEqual([]);
    await context.close();
  }
}

for (const mode of MODES) {
  test(`${mode.name}, no word typed into a form goes into an address or the history`, async ({ browser }) => {
    test.setTimeout(120_000);
    await sendEveryForm(browser, mode);
  });
}
