import { expect, expectArea, test } from '../fixtures';
import { fillEveryField, newMarker, resultPage, SITE_FORMS, theSubmission, typedInto } from '../forms';
import { refuseAreaCode } from '../code-arrival';

const admission = SITE_FORMS.find((form) => form.name === 'admission')!;

test('with the admissions area’s code refused, an application typed and sent reaches the form service once', async ({
  page,
  formPosts,
}) => {
  await refuseAreaCode(page, 'admissions');
  await page.goto(admission.path);
  const form = await admission.open(page);
  const marker = newMarker();
  await fillEveryField(form, marker);
  const typed = await typedInto(form);
  await form.getByRole('button', { name: admission.submit }).click();
  // Held while the code might still come; once the shell gives up on it, the browser posts the form.
  const result = resultPage('admission', 'sent');
  await expect(page).toHaveURL(result.path, { timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('status')).toHaveText(result.message);
  const { data } = await theSubmission(marker);
  expect(Object.fromEntries(typed)).toMatchObject(data);
  expect(Object.keys(data)).toHaveLength(40);
  // One request reached the service, the form's own post: the code's JSON never went.
  expect(formPosts.map((post) => post.headers['content-type'])).toEqual(['application/x-www-form-urlencoded']);
});

test('an application sent by the browser, without the code, clears the draft this phone kept', async ({
  page,
  context,
}) => {
  const DRAFT_KEY = 'school.admissions.application-draft.v2';
  // A first visit with the code: what the parent types is kept as a draft on the phone.
  await page.goto(admission.path);
  await expectArea(page, 'admissions');
  const withCode = await admission.open(page);
  await withCode.getByRole('textbox', { name: 'Surname', exact: true }).fill('Abdullahi');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('Abdullahi');

  // Later, the area's code never comes: the browser posts the form itself.
  const later = await context.newPage();
  await refuseAreaCode(later, 'admissions');
  await later.goto(admission.path);
  const form = await admission.open(later);
  await fillEveryField(form, newMarker());
  await form.getByRole('button', { name: admission.submit }).click();
  await expect(later).toHaveURL(resultPage('admission', 'sent').path, { timeout: 20_000 });
  await later.close();

  // The next visit with the code finds the mark the result page left, and no draft.
  await page.goto(admission.path);
  await expectArea(page, 'admissions');
  await expect(page.getByText(/^Draft restored/)).toHaveCount(0);
  await expect((await admission.open(page)).getByRole('textbox', { name: 'Surname', exact: true })).toHaveValue('');
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
});
