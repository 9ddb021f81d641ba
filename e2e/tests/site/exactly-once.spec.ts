import { holdAreaCode } from '../code-arrival';
import { expect, expectArea, test } from '../fixtures';
import { fillEveryField, newMarker, SITE_FORMS, submissionsWith, theSubmission, typedInto } from '../forms';

/**
 * A submit before the code is either the browser's (a form post) or held and sent by the code,
 * never both and never lost; what was typed is what is sent.
 */
const contact = SITE_FORMS.find((form) => form.name === 'contact')!;
const admission = SITE_FORMS.find((form) => form.name === 'admission')!;

test('Enter in a field before the code is sent once, by the code, with what was typed', async ({ page, formPosts }) => {
  const release = await holdAreaCode(page);
  await page.goto(contact.path);
  const form = await contact.open(page);
  const marker = newMarker();
  await fillEveryField(form, marker);
  const typed = await typedInto(form);
  await form.getByLabel(/Full Name/).press('Enter');
  await expect(form.getByRole('button', { name: contact.submit })).toHaveAttribute('aria-busy', 'true');
  expect(formPosts).toEqual([]);
  await release();
  const { data } = await theSubmission(marker);
  expect(data).toEqual(Object.fromEntries(typed));
  expect(formPosts.map((post) => post.headers['content-type'])).toEqual(['application/json']);
});

test('a double tap on Submit before the code sends once', async ({ page, formPosts }) => {
  const release = await holdAreaCode(page);
  await page.goto(contact.path);
  const form = await contact.open(page);
  const marker = newMarker();
  await fillEveryField(form, marker);
  await form.getByRole('button', { name: contact.submit }).dblclick();
  await release();
  await theSubmission(marker);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message!' })).toBeVisible();
  expect(await submissionsWith(marker)).toHaveLength(1);
  expect(formPosts).toHaveLength(1);
});

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });

  // The browser posts again when the first post has left before the second tap (on a busy
  // machine, or a slow phone): no page can stop that without script, so the form service drops
  // the repeat (scripts/form-endpoint.mjs, REPEAT_WINDOW_MS) and the application lands once.
  test('a double tap on Submit lands once', async ({ page, formPosts }) => {
    await page.goto(contact.path);
    const form = await contact.open(page);
    const marker = newMarker();
    await fillEveryField(form, marker);
    await form.getByRole('button', { name: contact.submit }).dblclick();
    await expect(page).toHaveURL('/forms/contact/sent');
    expect(formPosts.length).toBeGreaterThanOrEqual(1);
    await theSubmission(marker);
    expect(await submissionsWith(marker)).toHaveLength(1);
  });
});

test('HTML of an older build than its code: what was typed and a held submit go once, from the fresh form', async ({
  page,
  formPosts,
}) => {
  const release = await holdAreaCode(page);
  await page.goto(contact.path);
  // As if the deploy had written a live copy of another build than the one remotes.json names.
  // (Changed in the page, not in its response: a page a test answers itself has no address the
  // browser trusts to reach the form service on this machine.)
  await page
    .locator('[data-area-fragment="contact-newsletter"]')
    .evaluate((fragment) => fragment.setAttribute('data-build', '20200101T000000Z-0000'));
  const form = await contact.open(page);
  const marker = newMarker();
  await fillEveryField(form, marker);
  const typed = await typedInto(form);
  await form.getByRole('button', { name: contact.submit }).click();
  await release();
  await expectArea(page, 'contact-newsletter');
  // The code rendered the page afresh (its nodes are not the HTML's), then sent the held submit.
  await expect(page.locator('main [data-area-fragment]')).toHaveCount(0);
  const { data } = await theSubmission(marker);
  expect(data).toEqual(Object.fromEntries(typed));
  expect(formPosts).toHaveLength(1);
});

test('a saved draft restored after the parent typed keeps what they typed', async ({ page, formPosts }) => {
  // A draft kept from an earlier visit.
  await page.goto(admission.path);
  await expectArea(page, 'admissions');
  const earlier = await admission.open(page);
  await earlier.getByRole('textbox', { name: 'Surname', exact: true }).fill('Draftname');
  await earlier.getByRole('textbox', { name: 'Other Names', exact: true }).fill('From The Draft');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('school.admissions.application-draft.v2')))
    .toContain('From The Draft');

  const release = await holdAreaCode(page);
  // A new visit (a reload would have the browser put the fields back itself).
  await page.goto('/');
  await page.goto(admission.path);
  const form = await admission.open(page);
  const surname = form.getByRole('textbox', { name: 'Surname', exact: true });
  const otherNames = form.getByRole('textbox', { name: 'Other Names', exact: true });
  await expect(surname).toHaveValue('');
  await surname.fill('Typedfirst');
  await release();
  await expectArea(page, 'admissions');
  await expect(page.getByText(/^Draft restored/)).toBeVisible();
  await expect(otherNames).toHaveValue('From The Draft');
  await expect(surname).toHaveValue('Typedfirst');

  await form.getByRole('combobox', { name: 'Sex', exact: true }).selectOption('female');
  await form.getByLabel('Date of Birth').fill('2019-03-14');
  await form.getByRole('button', { name: admission.submit }).click();
  await expect.poll(() => formPosts.length).toBe(1);
  expect(formPosts[0]!.json).toMatchObject({ surname: 'Typedfirst', otherNames: 'From The Draft' });
});
