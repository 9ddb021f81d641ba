import { test, expect, expectArea, FORM_ENDPOINT } from '../fixtures';
import type { Dialog, Page } from '@playwright/test';

const ERROR = 'There was an error subscribing. Please try again.';
const PERSON = { email: 'musa@example.com', firstName: 'Musa', lastName: 'Abdullahi' };

function subscribeForm(page: Page) {
  const form = page.getByRole('form', { name: 'Subscribe' });
  return {
    form,
    firstName: form.getByLabel(/First Name/),
    lastName: form.getByLabel(/Last Name/),
    email: form.getByLabel(/^Email/),
    preference: (name: string) => form.getByRole('checkbox', { name }),
    subscribe: form.getByRole('button', { name: 'Subscribe' }),
  };
}

async function fill(page: Page, preferences: string[] = []) {
  const f = subscribeForm(page);
  await f.firstName.fill(PERSON.firstName);
  await f.lastName.fill(PERSON.lastName);
  await f.email.fill(PERSON.email);
  for (const name of preferences) await f.preference(name).check();
  return f;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/newsletter');
  await expectArea(page, 'contact-newsletter');
});

test('shows the three newsletters before subscribing', async ({ page }) => {
  const cards = page.getByRole('region', { name: 'Our Newsletters' }).getByRole('article');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText([
    'School Updates Weekly',
    'Academic Excellence',
    'Events & Activities',
  ]);
  await expect(cards.nth(0)).toContainText('Weekly');
  await expect(cards.nth(1)).toContainText('Monthly');
  await expect(cards.nth(2)).toContainText('Bi-weekly');
});

test('subscribes with the exact payload, thanks, and returns to the filled form', async ({ page, formPosts }) => {
  const f = await fill(page, ['Events & Activities', 'School Updates Weekly']);
  await f.subscribe.click();

  const thanks = page.getByRole('heading', { name: 'Thank You for Subscribing!' });
  await expect(thanks).toBeFocused();
  await expect(page.getByRole('region', { name: 'Thank You for Subscribing!' })).toContainText(PERSON.email);
  await expect(f.form).toBeHidden();
  expect(formPosts).toHaveLength(1);
  expect(formPosts[0]!.url).toBe(FORM_ENDPOINT);
  expect(formPosts[0]!.headers['content-type']).toBe('application/json');
  expect(formPosts[0]!.headers['accept']).toBe('application/json');
  expect(JSON.stringify(formPosts[0]!.json)).toBe(
    JSON.stringify({ ...PERSON, preferences: 'School Updates Weekly, Events & Activities' }),
  );

  await page.getByRole('button', { name: 'Subscribe Another Email' }).click();
  await expect(f.email).toBeFocused();
  await expect(f.firstName).toHaveValue(PERSON.firstName);
  await expect(f.lastName).toHaveValue(PERSON.lastName);
  await expect(f.email).toHaveValue(PERSON.email);
  await expect(f.preference('School Updates Weekly')).toBeChecked();
  await expect(f.preference('Academic Excellence Monthly')).not.toBeChecked();
  await expect(f.preference('Events & Activities')).toBeChecked();
});

test('sends an empty preferences string when none is chosen', async ({ page, formPosts }) => {
  const f = await fill(page);
  await f.subscribe.click();
  await expect(page.getByRole('heading', { name: 'Thank You for Subscribing!' })).toBeVisible();
  expect(formPosts.map((post) => post.json)).toEqual([{ ...PERSON, preferences: '' }]);
});

for (const how of [500, 'network'] as const) {
  test(`shows the browser alert and keeps the form when the endpoint fails (${how})`, async ({
    page,
    formPosts,
    failFormEndpoint,
  }) => {
    await failFormEndpoint(how);
    const f = await fill(page, ['Academic Excellence Monthly']);
    // Accept inside the handler, as the alert blocks the page until it is answered.
    const alert = new Promise<{ type: string; message: string }>((resolve) =>
      page.once('dialog', (dialog: Dialog) => {
        resolve({ type: dialog.type(), message: dialog.message() });
        void dialog.accept();
      }),
    );
    await f.subscribe.click();

    expect(await alert).toEqual({ type: 'alert', message: ERROR });

    await expect(f.subscribe).toBeEnabled();
    await expect(f.firstName).toHaveValue(PERSON.firstName);
    await expect(f.email).toHaveValue(PERSON.email);
    await expect(f.preference('Academic Excellence Monthly')).toBeChecked();
    await expect(page.getByRole('heading', { name: 'Thank You for Subscribing!' })).toHaveCount(0);
    expect(formPosts.map((post) => post.json)).toEqual([{ ...PERSON, preferences: 'Academic Excellence Monthly' }]);
  });
}

test('refuses a missing name or a malformed e-mail', async ({ page, formPosts }) => {
  const f = subscribeForm(page);
  await f.firstName.fill(PERSON.firstName);
  await f.email.fill(PERSON.email);
  await f.subscribe.click();
  await expect(f.lastName).toBeFocused();

  await f.lastName.fill(PERSON.lastName);
  await f.email.fill('musa-at-example');
  await f.subscribe.click();
  await expect(f.email).toBeFocused();
  expect(await f.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(formPosts).toEqual([]);
});

test('has no accessibility violations, before and after subscribing', async ({ page, axe }) => {
  expect(await axe()).toEqual([]);
  await (await fill(page)).subscribe.click();
  await expect(page.getByRole('heading', { name: 'Thank You for Subscribing!' })).toBeVisible();
  expect(await axe()).toEqual([]);
});
