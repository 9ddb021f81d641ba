import type { Page } from '@playwright/test';
import { BACK_BUTTON_HINT } from '@school/shared/result-pages';
import { expect, expectArea, FORM_ENDPOINT, test } from './fixtures';
import {
  expectNoWordInAnAddress,
  failingFormService,
  fillEveryField,
  formsOf,
  newMarker,
  phoneContext,
  RECIPIENTS,
  requestsOf,
  resultPage,
  theSubmission,
  typedInto,
  unmarked,
  type SiteForm,
} from './forms';

/**
 * The form again after the browser's Back to `url`, where it was sent from: a dialog's is opened
 * again if the page came back without it open; a page of its own's is in its <main>.
 */
async function formAfterBack(page: Page, form: SiteForm, url: string) {
  await expect(page).toHaveURL(url);
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0) return dialog.locator('form');
  return new URL(url).pathname === form.path ? form.open(page) : page.getByRole('main').locator('form');
}

/**
 * The area's forms with no script at all (Opera Mini's extreme mode, a data-saving proxy): each is
 * a real form that posts to the form service, which answers with the site's result page.
 */
export function formsWorkWithoutScript(area: string) {
  for (const form of formsOf(area)) {
    test.describe(`${form.label}, with no script`, () => {
      test.use({ javaScriptEnabled: false });

      test('is posted once, with the very fields the code sends, shows the spec’s success page and puts no word in an address', async ({
        page,
        browser,
      }) => {
        test.setTimeout(90_000);
        // What the code sends for the same typing.
        const withCode = await phoneContext(browser);
        const codePage = await withCode.newPage();
        const codeUrls = requestsOf(codePage);
        await codePage.goto(form.path);
        await expectArea(codePage, form.area);
        const codeMarker = newMarker();
        const codeForm = await form.open(codePage);
        await fillEveryField(codeForm, codeMarker);
        await codeForm.getByRole('button', { name: form.submit }).click();
        const sentByCode = await theSubmission(codeMarker);
        // Stored once, and the school told once, at the form's own office.
        expect(sentByCode.notification.to).toEqual(RECIPIENTS[form.name]);
        await expectNoWordInAnAddress(codePage, codeUrls, codeMarker, `${form.label}, with the code`);
        await withCode.close();

        const urls = requestsOf(page);
        await page.goto(form.path);
        const marker = newMarker();
        const fields = await form.open(page);
        await fillEveryField(fields, marker);
        await fields.getByRole('button', { name: form.submit }).click();
        const result = resultPage(form.name, 'sent');
        await expect(page).toHaveURL(result.path);
        await expect(page.getByRole('heading', { level: 1, name: result.title })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(result.message);
        const posted = await theSubmission(marker);
        expect(posted.form).toBe(sentByCode.form);
        expect(unmarked(posted.data, marker)).toEqual(unmarked(sentByCode.data, codeMarker));
        expect(Object.keys(posted.data).sort()).toEqual(Object.keys(sentByCode.data).sort());
        expect(posted.notification.to).toEqual(RECIPIENTS[form.name]);
        await expectNoWordInAnAddress(page, urls, marker, `${form.label}, with no script`);
      });

      test('when the service fails, shows the spec’s error page, and Back returns to all that was typed', async ({
        page,
      }) => {
        // The admission form's 40 fields are typed, then read back one by one: a minute under load.
        test.setTimeout(60_000);
        const stop = await failingFormService(page);
        await page.goto(form.path);
        const fields = await form.open(page);
        await fillEveryField(fields, newMarker());
        const typed = await typedInto(fields);
        const sentFrom = page.url();
        await fields.getByRole('button', { name: form.submit }).click();
        const result = resultPage(form.name, 'failed');
        await expect(page).toHaveURL(result.path);
        await expect(page.getByRole('heading', { level: 1, name: result.title })).toBeVisible();
        const main = page.getByRole('main');
        await expect(main.getByRole('alert')).toHaveText(result.message);
        await expect(main).toContainText(BACK_BUTTON_HINT);
        await expect(main.getByRole('link', { name: result.link.label })).toHaveAttribute('href', result.link.href);
        await page.goBack();
        expect(await typedInto(await formAfterBack(page, form, sentFrom))).toEqual(typed);
        await stop();
      });

      test('when the service cannot be reached, Back returns to all that was typed', async ({ page }) => {
        test.setTimeout(60_000);
        await page.route(`${FORM_ENDPOINT}**`, (route) => route.abort('connectionrefused'));
        await page.goto(form.path);
        const fields = await form.open(page);
        await fillEveryField(fields, newMarker());
        const typed = await typedInto(fields);
        const sentFrom = page.url();
        await fields.getByRole('button', { name: form.submit }).click();
        await expect(page).not.toHaveURL(sentFrom);
        // A parent reads the browser's error page before going Back. Chromium keeps what was typed
        // in the page's history entry once the left page has unloaded, which may follow the error
        // page's commit: a Back within milliseconds once found the entry without it (a CI flake).
        await page.waitForLoadState();
        await page.waitForTimeout(1_000);
        await page.goBack();
        expect(await typedInto(await formAfterBack(page, form, sentFrom))).toEqual(typed);
      });
    });
  }
}
