import type { Locator, Page } from '@playwright/test';
import type { FormName } from '@school/shared/result-pages';
import { expectArea } from '../fixtures';
import { newMarker, resultPage, SITE_FORMS, theSubmission, type SiteForm } from '../forms';
import { expectPath, expectText, expectVisible, inEachMode, test } from './engine';

/** Each form's success message, as the spec writes it (section 8). */
const SUCCESS: Record<FormName, string> = {
  admission: 'Application submitted successfully! We will contact you soon.',
  contact: 'Thank you for your message! We will get back to you soon.',
  newsletter: 'Thank You for Subscribing!',
  'job-application': 'Thank you for your application! We will review it and contact you soon.',
};

/** Where the code shows a form's success, in place: a status, the newsletter's own screen, the status dialog. */
function successInPlace(page: Page, form: FormName): Locator {
  if (form === 'newsletter') return page.getByRole('heading', { name: SUCCESS.newsletter, exact: true });
  if (form === 'job-application') return page.getByRole('dialog', { name: 'Application Status' });
  return page.getByRole('status').filter({ hasText: SUCCESS[form] });
}

inEachMode((javaScriptEnabled) => {
  /**
   * The form to fill. With script, as the other specs open it (forms.ts). With none, a form of the
   * page is there as it is; a position's application is a link to its page of its own.
   */
  async function open(page: Page, form: SiteForm, tap: (target: Locator) => Promise<void>): Promise<Locator> {
    if (javaScriptEnabled) {
      await expectArea(page, form.area);
      return form.open(page);
    }
    if (!form.application) return form.open(page);
    await tap(form.application.control(page));
    await expectPath(page, form.application.ownPage);
    const main = page.getByRole('main');
    await expectVisible(main.getByRole('heading', { level: 1, name: form.application.title, exact: true }));
    return main.locator('form');
  }

  for (const form of SITE_FORMS) {
    test(`${form.label} is sent, shows the spec’s success message and is stored once`, async ({ page, tap, fill }) => {
      // Every field is filled one by one over BiDi (the admission form has 40): up to a minute on
      // a busy machine.
      test.slow();
      await page.goto(form.path);
      const fields = await open(page, form, tap);
      const marker = newMarker();
      await fill(fields, marker);
      await tap(fields.getByRole('button', { name: form.submit }));
      if (javaScriptEnabled) {
        await expectText(successInPlace(page, form.name), SUCCESS[form.name]);
      } else {
        const result = resultPage(form.name, 'sent');
        await expectPath(page, result.path);
        await expectVisible(page.getByRole('heading', { level: 1, name: result.title, exact: true }));
        await expectText(page.getByRole('main'), SUCCESS[form.name]);
      }
      await theSubmission(marker);
    });
  }
});
