import type { Locator, Page } from '@playwright/test';
import { expect, expectArea, FORM_ENDPOINT, test } from '../fixtures';

// Whatever a visitor (or an attacker) types is data: sent verbatim in the JSON, shown as text,
// never parsed as HTML or run as script.
const HOSTILE = [
  '<script>window.__pwned = "script"</script>',
  '<img src="x" onerror="window.__pwned = \'img\'" data-hostile>',
  '<b data-hostile>bold</b></form><iframe data-hostile srcdoc="<p>frame</p>"></iframe>',
  `"double" 'single' \`back\` \\ &amp; &lt;b&gt; \${template} {{mustache}}`,
  'السلام عليكم، مدرسة الإحسان',
  '👩🏾‍🏫🇳🇬✨',
  'control:\u0001\u0007\u0008\u001b\u200b\u202e\tend',
].join(' | ');
/** A long message: the hostile text, a second line, then filler up to exactly 10,000 characters. */
const LONG = `${HOSTILE}\nsecond line\n`.padEnd(10_000, 'x');
/** Valid for the browser's type=email (quote, plus, ampersand, braces in the local part), and
 * shown literally only if the echo does not decode "&lt" as HTML would. */
const ODD_EMAIL = "o'neil+&lt&amp/x=y?{z}~@example.com";

/** Every text-like field of the form (the honeypot, selects, dates and read-only fields aside). */
function textFields(form: Locator) {
  return form.locator(
    'textarea, input:not([type]), input[type="text"], input[type="tel"], input[type="search"], input[type="email"]',
  );
}

/**
 * Fills every text field: textareas get the 10,000-character message (the first) or the hostile
 * text with a line break, inputs the hostile text named after the field, e-mail fields the odd
 * address. Returns what the JSON must contain, field by field.
 */
async function fillHostile(form: Locator): Promise<Record<string, string>> {
  const expected: Record<string, string> = {};
  let longUsed = false;
  // all() does not wait: the form (a dialog just opened) must be there first.
  await expect(form).toBeVisible();
  const fields = await textFields(form).all();
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) {
    const { name, type, tag, readOnly } = await field.evaluate((el: HTMLInputElement | HTMLTextAreaElement) => ({
      name: el.name,
      type: el.type,
      tag: el.tagName,
      readOnly: el.readOnly || el.disabled,
    }));
    if (name === '_gotcha' || readOnly) continue;
    let value: string;
    if (type === 'email') value = ODD_EMAIL;
    else if (tag === 'TEXTAREA' && !longUsed) {
      value = LONG;
      longUsed = true;
    } else if (tag === 'TEXTAREA') value = `${name}: ${HOSTILE}\nline two`;
    else value = `${name}: ${HOSTILE}`;
    await field.fill(value);
    // The browser kept it as typed: nothing stripped, and the e-mail address is valid.
    await expect(field).toHaveValue(value);
    if (type === 'email') expect(await field.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
    expected[name] = value;
  }
  expect(longUsed, 'the form has a message field for the 10,000 characters').toBe(true);
  return expected;
}

/** Nothing typed became markup or ran: no injected element, no script side effect, no dialog. */
async function expectNothingInterpreted(page: Page, dialogs: string[]) {
  await expect(page.locator('[data-hostile]')).toHaveCount(0);
  await expect(page.locator('iframe[srcdoc]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
}

function recordDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

test('admission application: every text field is sent verbatim', async ({ page, formPosts }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/admissions');
  await expectArea(page, 'admissions');
  const form = page.getByRole('form', { name: 'Online Application Form' });
  const expected = await fillHostile(form);
  expect(Object.keys(expected).length).toBeGreaterThanOrEqual(30);
  await form.getByRole('combobox', { name: 'Sex', exact: true }).selectOption({ label: 'Female' });
  await form.getByLabel('Date of Birth').fill('2019-03-14');
  await form.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Application submitted successfully!' })).toBeVisible();
  expect(formPosts).toHaveLength(1);
  expect(formPosts[0]!.url).toBe(FORM_ENDPOINT);
  const sent = formPosts[0]!.json as Record<string, string>;
  const typed: Record<string, string> = { ...expected, sex: 'female', dateOfBirth: '2019-03-14' };
  expect(Object.keys(sent)).toEqual(expect.arrayContaining(Object.keys(typed)));
  // Every key as typed; the fields left alone (the screening date) empty; no honeypot.
  expect(sent).toEqual(Object.fromEntries(Object.keys(sent).map((key) => [key, typed[key] ?? ''])));
  expect(sent).not.toHaveProperty('_gotcha');
  await expectNothingInterpreted(page, dialogs);
});

test('contact message: every field is sent verbatim', async ({ page, formPosts }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/contact');
  await expectArea(page, 'contact-newsletter');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  const expected = await fillHostile(form);
  expect(Object.keys(expected).sort()).toEqual(['email', 'message', 'name', 'phone']);
  await form.getByLabel(/Subject/).selectOption('fees');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your message!' })).toBeVisible();
  expect(formPosts).toHaveLength(1);
  expect(formPosts[0]!.json).toEqual({ ...expected, subject: 'fees' });
  await expectNothingInterpreted(page, dialogs);
});

test('newsletter: every field is sent verbatim and the thank-you echo shows the address as text', async ({
  page,
  formPosts,
}) => {
  const dialogs = recordDialogs(page);
  await page.goto('/newsletter');
  await expectArea(page, 'contact-newsletter');
  const form = page.getByRole('form', { name: 'Subscribe' });
  const fields = await textFields(form).all();
  expect(fields).toHaveLength(4); // first name, last name, e-mail and the honeypot
  const firstName = `first: ${LONG}`.slice(0, 10_000).replace(/\n/g, ' ');
  const lastName = `last: ${HOSTILE}`;
  await form.getByLabel(/First Name/).fill(firstName);
  await form.getByLabel(/Last Name/).fill(lastName);
  await form.getByLabel(/^Email/).fill(ODD_EMAIL);
  expect(await form.getByLabel(/^Email/).evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(true);
  await form.getByRole('checkbox', { name: 'Events & Activities' }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();

  const thanks = page.getByRole('region', { name: 'Thank You for Subscribing!' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toContainText(ODD_EMAIL);
  expect(formPosts).toHaveLength(1);
  expect(formPosts[0]!.json).toEqual({
    email: ODD_EMAIL,
    firstName,
    lastName,
    preferences: 'Events & Activities',
  });
  await expectNothingInterpreted(page, dialogs);
});

test('job application: every field is sent verbatim', async ({ page, formPosts }) => {
  const dialogs = recordDialogs(page);
  await page.goto('/jobs');
  await expectArea(page, 'careers');
  await page.getByRole('article', { name: 'Mathematics Teacher' }).getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
  const expected = await fillHostile(dialog);
  // The position is prefilled from the posting and editable: it gets the hostile text too.
  expect(Object.keys(expected).sort()).toEqual(['coverLetter', 'education', 'email', 'fullName', 'phone', 'position']);
  await dialog.getByLabel('Years of Experience').selectOption('2-5');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();

  await expect(page.getByRole('dialog', { name: 'Application Status' })).toContainText(
    'Thank you for your application!',
  );
  expect(formPosts).toHaveLength(1);
  expect(formPosts[0]!.json).toEqual({ ...expected, experience: '2-5' });
  await expectNothingInterpreted(page, dialogs);
});
