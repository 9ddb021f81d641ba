import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFormEndpoint, recipientsOf } from '../../scripts/form-endpoint.mjs';
import { RESULT_PAGES, type FormName } from '@school/shared/result-pages';
import { expect, FORM_ENDPOINT } from './fixtures';
import { SHELL_ORIGIN } from './local-apps';

/** Where the local form endpoint that `npm start` runs keeps every submission (scripts/form-endpoint.mjs). */
/** Where the form endpoint stores: `npm start`'s, or the area check's own (scripts/release/area-check.mjs). */
const SUBMISSIONS_FILE =
  process.env.SCHOOL_E2E_SUBMISSIONS_FILE ?? fileURLToPath(new URL('../../.data/submissions.jsonl', import.meta.url));

export interface Submission {
  form: string;
  data: Record<string, string>;
}

/** A marker no other test types: lower-case letters and digits, so it fits an e-mail address too. */
export const newMarker = () => `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The records of a JSON-lines file that carry `marker` anywhere; none while the file is not there. */
async function recordsWith<T>(file: string, marker: string): Promise<T[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.includes(marker))
    .map((line) => JSON.parse(line) as T);
}

/** The submissions stored so far that carry `marker` anywhere. */
export const submissionsWith = (marker: string) => recordsWith<Submission>(SUBMISSIONS_FILE, marker);

/** The notification the service queued for the school (mail.jsonl beside the submissions, as Firestore's `mail`). */
export interface Notification {
  to: string[];
  message: { subject: string; text: string };
}

const MAIL_FILE = join(dirname(SUBMISSIONS_FILE), 'mail.jsonl');

const notificationsWith = (marker: string) => recordsWith<Notification>(MAIL_FILE, marker);

/** Who the service notifies of each form (functions/.env.demo-school, as npm start reads it). */
export const RECIPIENTS: Record<string, string[]> = recipientsOf('local');

/**
 * The one submission carrying `marker`, once it has landed, and the one notification queued with
 * it; fails if either landed twice.
 */
export async function theSubmission(marker: string): Promise<Submission & { notification: Notification }> {
  await expect.poll(async () => (await submissionsWith(marker)).length, { message: `${marker} stored` }).toBe(1);
  await expect.poll(async () => (await notificationsWith(marker)).length, { message: `${marker} notified` }).toBe(1);
  return { ...(await submissionsWith(marker))[0]!, notification: (await notificationsWith(marker))[0]! };
}

/** A submission's fields with its marker made neutral, to compare two sends of the same typing. */
export const unmarked = (data: Record<string, string>, marker: string) =>
  JSON.parse(JSON.stringify(data).replaceAll(marker, 'MARKER')) as Record<string, string>;

/** The fields of a form a parent can fill: not the hidden ones, the buttons or the honeypot. */
export const TYPED =
  'input:not([type=hidden]):not([type=submit]):not([type=button]):not([name="_gotcha"]), select, textarea';

/**
 * Fills every field of `form` a parent can fill that is still empty, as a parent would: `marker`
 * in every text (and in the e-mail address), a date, the last choice of every list, every box
 * ticked. A field the page filled in (the position applied for) keeps its value.
 */
export async function fillEveryField(form: Locator, marker: string): Promise<void> {
  const fields = form.locator(TYPED);
  // What each field is, read in one call: a query per field and property was most of a form's time.
  const described = await fields.evaluateAll((elements) =>
    elements.map((element) => {
      const field = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      const box = field.getBoundingClientRect();
      return {
        tag: field.tagName.toLowerCase(),
        type: field.getAttribute('type') ?? '',
        name: field.getAttribute('name') ?? '',
        // Playwright's own test of visible: a box with an area, and not visibility: hidden.
        visible: box.width > 0 && box.height > 0 && getComputedStyle(field).visibility !== 'hidden',
        value: field.value,
        lastChoice: field instanceof HTMLSelectElement ? (field.options[field.options.length - 1]?.value ?? '') : '',
      };
    }),
  );
  for (const [index, { tag, type, name, visible, value, lastChoice }] of described.entries()) {
    const field = fields.nth(index);
    if (!visible) continue;
    if (tag === 'select') await field.selectOption(lastChoice);
    else if (type === 'checkbox') await field.check();
    else if (value !== '') continue;
    else if (type === 'date') await field.fill('2019-03-14');
    else if (type === 'email') await field.fill(`${marker}@example.com`);
    else await field.fill(tag === 'textarea' ? `${marker} ${name}\nsecond line` : `${marker} ${name}`);
  }
}

/** A form of the site, where it is and how it is opened and sent. */
export interface SiteForm {
  name: FormName;
  /** How the tests call it. */
  label: string;
  path: string;
  area: string;
  /** Opens it (a dialog's) and gives the form. */
  open: (page: Page) => Promise<Locator>;
  submit: string;
  /** A position's application: what opens it, and where (open() follows it). */
  application?: Application;
}

/** A position's application: the control that opens it, its title, and its page of its own. */
export interface Application {
  control: (page: Page) => Locator;
  title: string;
  ownPage: string;
}

/**
 * A position's application: with the code, Apply Now (a button) opens its dialog; with none, or
 * before the code, Apply Now is a link to the application's page of its own, whose form it gives.
 */
const applicationForm =
  ({ control, title, ownPage }: Application) =>
  async (page: Page) => {
    await control(page).click();
    const dialog = page.getByRole('dialog', { name: title });
    const main = page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: title }) });
    await expect(dialog.or(main)).toBeVisible();
    if (await dialog.isVisible()) return dialog.locator('form');
    await expect(page).toHaveURL(ownPage);
    return main.locator('form');
  };

/**
 * A control that is a link to a page of its own before the code and a button with it (DialogLink),
 * or a button in an engine and a link in another (the Menu).
 */
export const linkOrButton = (scope: Locator | Page, name: string, { exact = false } = {}) =>
  scope.getByRole('button', { name, exact }).or(scope.getByRole('link', { name, exact }));

const MATHEMATICS_TEACHER: Application = {
  control: (page) => linkOrButton(page.getByRole('article', { name: 'Mathematics Teacher' }), 'Apply Now'),
  title: 'Apply for: Mathematics Teacher',
  ownPage: '/jobs/apply/mathematics-teacher',
};

const GENERAL_APPLICATION: Application = {
  control: (page) => linkOrButton(page, 'Submit General Application'),
  title: 'Apply for: General Application',
  ownPage: '/jobs/apply/general',
};

export const SITE_FORMS: readonly SiteForm[] = [
  {
    name: 'admission',
    label: 'the admission application',
    path: '/admissions',
    area: 'admissions',
    open: async (page) => page.getByRole('form', { name: 'Online Application Form' }),
    submit: 'Submit Application',
  },
  {
    name: 'contact',
    label: 'the contact message',
    path: '/contact',
    area: 'contact-newsletter',
    open: async (page) => page.getByRole('form', { name: 'Send Us a Message' }),
    submit: 'Send Message',
  },
  {
    name: 'newsletter',
    label: 'the newsletter subscription',
    path: '/newsletter',
    area: 'contact-newsletter',
    open: async (page) => page.getByRole('form', { name: 'Subscribe' }),
    submit: 'Subscribe',
  },
  {
    name: 'job-application',
    label: 'a job application (Apply Now)',
    path: '/jobs',
    area: 'careers',
    open: applicationForm(MATHEMATICS_TEACHER),
    submit: 'Submit Application',
    application: MATHEMATICS_TEACHER,
  },
  {
    name: 'job-application',
    label: 'the general application',
    path: '/jobs',
    area: 'careers',
    open: applicationForm(GENERAL_APPLICATION),
    submit: 'Submit Application',
    application: GENERAL_APPLICATION,
  },
];

export const formsOf = (area: string) => SITE_FORMS.filter((form) => form.area === area);

/** The result page a form post with no script comes back to. */
export function resultPage(name: FormName, outcome: 'sent' | 'failed') {
  return RESULT_PAGES.find((page) => page.form === name && page.outcome === outcome)!;
}

/** A browser context like the tests' own (the phone, the site), with or without script. */
export async function phoneContext(browser: Browser, { javaScriptEnabled = true } = {}): Promise<BrowserContext> {
  return browser.newContext({
    ...devices['Pixel 5'],
    baseURL: SHELL_ORIGIN,
    javaScriptEnabled,
    serviceWorkers: 'block',
  });
}

/**
 * A second, real form endpoint whose store cannot be written (its data file is a folder): it
 * answers a form post with a redirect to the post's `_error` page, as the service does when it
 * fails. The page's posts go to it instead of the site's endpoint.
 */
export async function failingFormService(page: Page): Promise<() => Promise<void>> {
  const server = createFormEndpoint({ dataFile: mkdtempSync(`${tmpdir()}/failing-store-`), log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // Fulfilled with its answer, as if the site had given it: its redirect is a path on the site.
  await page.route(`${FORM_ENDPOINT}**`, async (route) => {
    const url = route.request().url().replace(new URL(FORM_ENDPOINT).origin, `http://127.0.0.1:${port}`);
    await route.fulfill({ response: await route.fetch({ url, maxRedirects: 0 }) });
  });
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/** What a parent typed into `form`: each field's name and value (or ticked state), in order. */
export async function typedInto(form: Locator): Promise<[string, string | boolean][]> {
  return form.locator(TYPED).evaluateAll((elements) =>
    elements.map((element): [string, string | boolean] => {
      const field = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      const name = field.getAttribute('name') ?? '';
      return [name, field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value];
    }),
  );
}

/** Every address in the page's history (the browser's own list, back and forward). */
export async function historyOf(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { entries } = await cdp.send('Page.getNavigationHistory');
  return entries.map((entry) => entry.url);
}

/**
 * What a parent typed never goes into an address: not into any request's URL (nor so into any
 * server's log, which logs URLs), nor into the page's history.
 */
export async function expectNoWordInAnAddress(page: Page, urls: string[], marker: string, label: string) {
  await page.waitForLoadState();
  expect(urls.length, label).toBeGreaterThan(0);
  expect(
    urls.filter((url) => url.includes(marker)),
    `${label}: request URLs`,
  ).toEqual([]);
  expect(
    (await historyOf(page)).filter((url) => url.includes(marker)),
    `${label}: history`,
  ).toEqual([]);
}

/** Every request URL `page` makes from now on. */
export function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}
