import type { Page } from '@playwright/test';
import { expect, expectArea, FORM_ENDPOINT, test } from '../fixtures';

const SUCCESS = 'Thank you for your application! We will review it and contact you soon.';
const FAILURE = 'Error submitting application. Please try again.';

const applicant = {
  fullName: 'Aisha Bello',
  email: 'aisha.bello@example.com',
  phone: '+2348031234567',
  experience: '2-5',
  education: 'B.Sc. Ed Mathematics',
  coverLetter: 'I have taught JSS Mathematics for four years.',
};

async function openCareers(page: Page) {
  await page.goto('/jobs');
  await expectArea(page, 'careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
}

async function fillApplication(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full Name').fill(applicant.fullName);
  await dialog.getByLabel('Email').fill(applicant.email);
  await dialog.getByLabel('Phone').fill(applicant.phone);
  await dialog.getByLabel('Years of Experience').selectOption(applicant.experience);
  await dialog.getByLabel('Education').fill(applicant.education);
  await dialog.getByLabel('Cover Letter').fill(applicant.coverLetter);
  return dialog;
}

function applyNow(page: Page, title: string) {
  return page.getByRole('article', { name: title }).getByRole('button', { name: 'Apply Now' });
}

test('shows the benefits, the postings and filters them with toggle buttons', async ({ page, axe }) => {
  await openCareers(page);
  const benefits = page.getByRole('region', { name: 'Why Work With Us?' });
  for (const benefit of ['Professional Development', 'Competitive Compensation', 'Work-Life Balance']) {
    await expect(benefits.getByRole('heading', { level: 3, name: benefit })).toBeVisible();
  }

  const all = page.getByRole('button', { name: 'All Positions' });
  const teaching = page.getByRole('button', { name: 'Teaching Positions' });
  const support = page.getByRole('button', { name: 'Support Staff' });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  const postings = page.getByRole('region', { name: 'Open Positions' }).getByRole('article');
  await expect(postings.getByRole('heading', { level: 3 })).toHaveText([
    'Mathematics Teacher',
    'English Language Teacher',
  ]);
  const maths = page.getByRole('article', { name: 'Mathematics Teacher' });
  await expect(maths).toContainText('Full-time');
  await expect(maths).toContainText('Deadline: Still Open');
  await expect(
    maths.getByRole('listitem').filter({ hasText: 'Minimum of 2 years of teaching experience' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply Now' })).toHaveCount(2);
  expect(await axe()).toEqual([]);

  await teaching.click();
  await expect(teaching).toHaveAttribute('aria-pressed', 'true');
  await expect(all).toHaveAttribute('aria-pressed', 'false');
  await expect(postings).toHaveCount(2);

  await support.click();
  await expect(support).toHaveAttribute('aria-pressed', 'true');
  await expect(postings).toHaveCount(0);
  await expect(page.getByText('No openings in this category right now')).toBeVisible();
  await page.getByRole('button', { name: 'Send a General Application' }).click();
  await expect(page.getByRole('dialog', { name: 'Apply for: General Application' })).toBeVisible();
});

test('applies to a posting: exact JSON payload and headers, then the status dialog', async ({
  page,
  formPosts,
  axe,
}) => {
  await openCareers(page);
  await applyNow(page, 'Mathematics Teacher').click();
  const dialog = page.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Position')).toHaveValue('Mathematics Teacher');
  expect(await axe()).toEqual([]);

  await fillApplication(page);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();

  const status = page.getByRole('dialog', { name: 'Application Status' });
  await expect(status).toContainText(SUCCESS);
  await expect(dialog).toBeHidden();
  expect(formPosts).toHaveLength(1);
  expect(formPosts[0]!.url).toBe(FORM_ENDPOINT);
  expect(formPosts[0]!.headers['content-type']).toBe('application/json');
  expect(formPosts[0]!.headers['accept']).toBe('application/json');
  expect(formPosts[0]!.json).toEqual({ ...applicant, position: 'Mathematics Teacher' });
  expect(Object.keys(formPosts[0]!.json as object)).toEqual([
    'fullName',
    'email',
    'phone',
    'position',
    'experience',
    'education',
    'coverLetter',
  ]);
  expect(await axe()).toEqual([]);

  await status.getByRole('button', { name: 'Close' }).click();
  await expect(status).toBeHidden();
  await expect(applyNow(page, 'Mathematics Teacher')).toBeFocused();
  await applyNow(page, 'English Language Teacher').click();
  const next = page.getByRole('dialog', { name: 'Apply for: English Language Teacher' });
  await expect(next.getByLabel('Full Name')).toHaveValue('');
  await expect(next.getByLabel('Position')).toHaveValue('English Language Teacher');
});

test('sends one general application, even on a double click, with the position General Application', async ({
  page,
  formPosts,
}) => {
  await openCareers(page);
  const section = page.getByRole('region', { name: "Don't See the Right Position?" });
  await section.getByRole('button', { name: 'Submit General Application' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply for: General Application' });
  await expect(dialog.getByLabel('Position')).toHaveValue('General Application');
  await fillApplication(page);
  await dialog.getByRole('button', { name: 'Submit Application' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Application Status' })).toContainText(SUCCESS);
  expect(formPosts.map((post) => post.json)).toEqual([{ ...applicant, position: 'General Application' }]);
});

for (const how of [500, 'network'] as const) {
  test(`on a ${how} failure the status dialog shows the error over the kept form`, async ({
    page,
    formPosts,
    failFormEndpoint,
    axe,
  }) => {
    await failFormEndpoint(how);
    await openCareers(page);
    await applyNow(page, 'English Language Teacher').click();
    const dialog = page.getByRole('dialog', { name: 'Apply for: English Language Teacher' });
    await fillApplication(page);
    const submit = dialog.getByRole('button', { name: 'Submit Application' });
    await submit.click();

    const status = page.getByRole('dialog', { name: 'Application Status' });
    await expect(status.getByRole('alert')).toHaveText(FAILURE);
    await expect(page.locator('dialog[open]')).toHaveCount(2);
    expect(formPosts.map((post) => post.json)).toEqual([{ ...applicant, position: 'English Language Teacher' }]);
    expect(await axe()).toEqual([]);

    await status.getByRole('button', { name: 'Close' }).click();
    await expect(status).toBeHidden();
    await expect(submit).toBeFocused();
    await expect(dialog.getByLabel('Full Name')).toHaveValue(applicant.fullName);
    await expect(dialog.getByLabel('Email')).toHaveValue(applicant.email);
    await expect(dialog.getByLabel('Phone')).toHaveValue(applicant.phone);
    await expect(dialog.getByLabel('Years of Experience')).toHaveValue(applicant.experience);
    await expect(dialog.getByLabel('Education')).toHaveValue(applicant.education);
    await expect(dialog.getByLabel('Cover Letter')).toHaveValue(applicant.coverLetter);
    await expect(dialog.getByLabel('Position')).toHaveValue('English Language Teacher');
  });
}

test('Escape and Cancel close the application dialog and focus returns to Apply Now', async ({ page }) => {
  await openCareers(page);
  const apply = applyNow(page, 'Mathematics Teacher');
  await apply.click();
  const dialog = page.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();

  await apply.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();
});

test('required fields stop an empty application from being sent', async ({ page, formPosts }) => {
  await openCareers(page);
  await applyNow(page, 'Mathematics Teacher').click();
  const dialog = page.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByLabel('Full Name')).toBeFocused();
  expect(await dialog.getByLabel('Full Name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await dialog.getByLabel('Full Name').fill(applicant.fullName);
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByLabel('Phone').fill(applicant.phone);
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(dialog.getByLabel('Email')).toBeFocused();
  expect(await dialog.getByLabel('Email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
    true,
  );
  await expect(page.getByRole('dialog', { name: 'Application Status' })).toBeHidden();
  expect(formPosts).toEqual([]);
});
