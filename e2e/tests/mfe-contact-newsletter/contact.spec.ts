import { test, expect, expectArea, FORM_ENDPOINT } from '../fixtures';
import type { Page } from '@playwright/test';

const SUCCESS = 'Thank you for your message! We will get back to you soon.';
const ERROR = 'There was an error sending your message. Please try again.';

const MESSAGE = {
  name: 'Aisha Bello',
  email: 'aisha@example.com',
  phone: '0803 555 0101',
  subject: 'fees',
  message: 'When is the second instalment due?',
};

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  return {
    form,
    name: form.getByLabel(/Full Name/),
    email: form.getByLabel(/Email Address/),
    phone: form.getByLabel(/^Phone/),
    subject: form.getByLabel(/Subject/),
    message: form.getByLabel(/Message/),
    send: form.getByRole('button', { name: 'Send Message' }),
  };
}

async function fill(page: Page) {
  const f = contactForm(page);
  await f.name.fill(MESSAGE.name);
  await f.email.fill(MESSAGE.email);
  await f.phone.fill(MESSAGE.phone);
  await f.subject.selectOption(MESSAGE.subject);
  await f.message.fill(MESSAGE.message);
  return f;
}

async function expectValuesKept(page: Page) {
  const f = contactForm(page);
  await expect(f.name).toHaveValue(MESSAGE.name);
  await expect(f.email).toHaveValue(MESSAGE.email);
  await expect(f.phone).toHaveValue(MESSAGE.phone);
  await expect(f.subject).toHaveValue(MESSAGE.subject);
  await expect(f.message).toHaveValue(MESSAGE.message);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expectArea(page, 'contact-newsletter');
});

test('shows the contact details, map and departments', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Get in Touch' });
  await expect(details.getByRole('link', { name: '0803 123 4567', exact: true })).toHaveAttribute(
    'href',
    'tel:+2348031234567',
  );
  await expect(details.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/2348031234567');
  await expect(details.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  const map = page.getByRole('region', { name: 'Find Us' }).locator('iframe');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('height', '400');
  const box = await map.boundingBox();
  const container = await page.getByRole('region', { name: 'Find Us' }).locator('iframe >> xpath=..').boundingBox();
  expect(box?.width).toBe(container?.width);
  await expect(page.getByRole('region', { name: 'Departments' }).getByRole('article')).toHaveCount(4);
});

test('sends exactly the message fields as JSON, then thanks and clears the form', async ({ page, formPosts }) => {
  const f = await fill(page);
  await f.send.click();

  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  expect(formPosts).toHaveLength(1);
  expect(formPosts[0]!.url).toBe(FORM_ENDPOINT);
  expect(formPosts[0]!.headers['content-type']).toBe('application/json');
  expect(formPosts[0]!.headers['accept']).toBe('application/json');
  expect(formPosts[0]!.json).toEqual(MESSAGE);
  expect(Object.keys(formPosts[0]!.json as object)).toEqual(['name', 'email', 'phone', 'subject', 'message']);
  for (const field of [f.name, f.email, f.phone, f.subject, f.message]) await expect(field).toHaveValue('');
  await expect(f.send).toBeEnabled();
});

for (const how of [500, 'network'] as const) {
  test(`shows the error alert and keeps the values when the endpoint fails (${how})`, async ({
    page,
    formPosts,
    failFormEndpoint,
  }) => {
    await failFormEndpoint(how);
    const f = await fill(page);
    await f.send.click();

    await expect(page.getByRole('alert')).toHaveText(ERROR);
    expect(formPosts).toHaveLength(1);
    expect(formPosts[0]!.json).toEqual(MESSAGE);
    await expectValuesKept(page);
    await expect(f.send).toBeEnabled();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
  });
}

test('refuses to send an empty form or a malformed e-mail', async ({ page, formPosts }) => {
  const f = contactForm(page);
  await f.send.click();
  await expect(f.name).toBeFocused();
  expect(await f.form.evaluate((form: HTMLFormElement) => form.checkValidity())).toBe(false);

  await fill(page);
  await f.email.fill('aisha.example.com');
  await f.send.click();
  await expect(f.email).toBeFocused();
  expect(await f.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(formPosts).toEqual([]);
});

test('has no accessibility violations', async ({ page, axe }) => {
  await expect(page.getByRole('region', { name: 'Departments' })).toBeVisible();
  expect(await axe()).toEqual([]);
});
