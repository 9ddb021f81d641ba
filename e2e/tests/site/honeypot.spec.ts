import type { Locator, Page } from '@playwright/test';
import { expect, expectArea, FORM_ENDPOINT, test } from '../fixtures';

// Every form carries the form service's `_gotcha` honeypot: people and assistive technology never
// meet it; a bot that fills it is sent on (so the service drops the submission) and sees success.
const SPAM = 'http://cheap-pills.example/buy';

interface FormCase {
  name: string;
  open: (page: Page) => Promise<Locator>;
  fill: (form: Locator) => Promise<void>;
  submit: string;
  success: (page: Page) => Locator;
}

const FORMS: FormCase[] = [
  {
    name: 'admission application',
    open: async (page) => {
      await page.goto('/admissions');
      await expectArea(page, 'admissions');
      return page.getByRole('form', { name: 'Online Application Form' });
    },
    fill: async (form) => {
      await form.getByRole('textbox', { name: 'Surname', exact: true }).fill('Bello');
      await form.getByRole('textbox', { name: 'Other Names', exact: true }).fill('Aisha');
      await form.getByRole('combobox', { name: 'Sex', exact: true }).selectOption({ label: 'Female' });
      await form.getByLabel('Date of Birth').fill('2019-03-14');
    },
    submit: 'Submit Application',
    success: (page) => page.getByRole('status').filter({ hasText: 'Application submitted successfully!' }),
  },
  {
    name: 'contact message',
    open: async (page) => {
      await page.goto('/contact');
      await expectArea(page, 'contact-newsletter');
      return page.getByRole('form', { name: 'Send Us a Message' });
    },
    fill: async (form) => {
      await form.getByLabel(/Full Name/).fill('Aisha Bello');
      await form.getByLabel(/Email Address/).fill('aisha@example.com');
      await form.getByLabel(/Subject/).selectOption('fees');
      await form.getByLabel(/Message/).fill('When is the second instalment due?');
    },
    submit: 'Send Message',
    success: (page) => page.getByRole('status').filter({ hasText: 'Thank you for your message!' }),
  },
  {
    name: 'newsletter subscription',
    open: async (page) => {
      await page.goto('/newsletter');
      await expectArea(page, 'contact-newsletter');
      return page.getByRole('form', { name: 'Subscribe' });
    },
    fill: async (form) => {
      await form.getByLabel(/First Name/).fill('Musa');
      await form.getByLabel(/Last Name/).fill('Ibrahim');
      await form.getByLabel(/^Email/).fill('musa@example.com');
    },
    submit: 'Subscribe',
    success: (page) => page.getByRole('heading', { name: 'Thank You for Subscribing!' }),
  },
  {
    name: 'job application',
    open: async (page) => {
      await page.goto('/jobs');
      await expectArea(page, 'careers');
      await page
        .getByRole('article', { name: 'Mathematics Teacher' })
        .getByRole('button', { name: 'Apply Now' })
        .click();
      return page.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
    },
    fill: async (form) => {
      await form.getByLabel('Full Name').fill('Aisha Bello');
      await form.getByLabel('Email').fill('aisha.bello@example.com');
      await form.getByLabel('Phone').fill('+2348031234567');
      await form.getByLabel('Years of Experience').selectOption('2-5');
      await form.getByLabel('Education').fill('B.Sc. Ed Mathematics');
      await form.getByLabel('Cover Letter').fill('I have taught JSS Mathematics for four years.');
    },
    submit: 'Submit Application',
    success: (page) => page.getByRole('dialog', { name: 'Application Status' }).filter({ hasText: 'Thank you' }),
  },
];

for (const form of FORMS) {
  test.describe(form.name, () => {
    test('a filled honeypot is sent, so the service drops it, and the visitor still sees success', async ({
      page,
      formPosts,
    }) => {
      const root = await form.open(page);
      await form.fill(root);
      // A bot fills every input it finds, however hidden.
      await root.locator('input[name="_gotcha"]').fill(SPAM, { force: true });
      await root.getByRole('button', { name: form.submit, exact: true }).click();

      await expect(form.success(page)).toBeVisible();
      expect(formPosts).toHaveLength(1);
      expect(formPosts[0]!.url).toBe(FORM_ENDPOINT);
      expect(formPosts[0]!.json).toMatchObject({ _gotcha: SPAM });
    });

    test('an empty honeypot is not sent at all', async ({ page, formPosts }) => {
      const root = await form.open(page);
      await form.fill(root);
      await root.getByRole('button', { name: form.submit, exact: true }).click();
      await expect(form.success(page)).toBeVisible();
      expect(formPosts).toHaveLength(1);
      expect(formPosts[0]!.json).not.toHaveProperty('_gotcha');
    });

    test('the honeypot is out of the tab order and of the accessibility tree', async ({ page }) => {
      const root = await form.open(page);
      const honeypot = root.locator('input[name="_gotcha"]');
      await expect(honeypot).toHaveCount(1);
      // Present in the DOM, but hidden from assistive technology: no role query finds it...
      await expect(root.getByRole('textbox', { name: 'Leave this field empty', includeHidden: true })).toHaveCount(1);
      await expect(root.getByRole('textbox', { name: 'Leave this field empty' })).toHaveCount(0);
      // ...and the accessibility tree of the form does not mention it.
      expect(await root.ariaSnapshot()).not.toMatch(/Leave this field empty|_gotcha/);

      // Tabbing from the first field to the submit button never lands on it.
      const submit = root.getByRole('button', { name: form.submit, exact: true });
      await root.locator('input:not([name="_gotcha"]), select, textarea').first().focus();
      const visited: string[] = [];
      for (let step = 0; step < 80; step++) {
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return { name: el?.name ?? '', isSubmit: el?.getAttribute('type') === 'submit' };
        });
        visited.push(focused.name);
        if (focused.isSubmit) break;
        await page.keyboard.press('Tab');
      }
      await expect(submit).toBeFocused();
      expect(visited.length).toBeGreaterThan(2);
      expect(visited).not.toContain('_gotcha');
    });
  });
}
