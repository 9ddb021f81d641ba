import { expect, test } from '../fixtures';
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
