import type { Page } from '@playwright/test';
import { expect, expectArea, FORM_ENDPOINT, test } from '../fixtures';

const SUCCESS = 'Application submitted successfully! We will contact you soon.';
const ERROR = 'Error submitting application. Please try again.';

/** What a parent types: the four required fields and a few optional ones across the fieldsets. */
const APPLICANT = {
  surname: 'Bello',
  otherNames: 'Aisha Zainab',
  sex: 'female',
  dateOfBirth: '2019-03-14',
  allergies: 'Groundnuts',
  fatherPhone: '08031112222',
  motherName: 'Hauwa Bello',
  classIntended: 'Primary 1',
  dateOfScreening: '2025-07-05',
};

/** The exact JSON the site must send for APPLICANT: all 40 keys, '' for every empty field. */
const EXPECTED_PAYLOAD = {
  surname: 'Bello',
  otherNames: 'Aisha Zainab',
  sex: 'female',
  dateOfBirth: '2019-03-14',
  placeOfBirth: '',
  city: '',
  lga: '',
  state: '',
  height: '',
  weight: '',
  preferredHospital: '',
  allergies: 'Groundnuts',
  homePhone: '',
  livesWith: '',
  homeAddress: '',
  permanentAddress: '',
  fatherName: '',
  fatherContactAddress: '',
  fatherPermanentAddress: '',
  fatherPhone: '08031112222',
  fatherWhatsapp: '',
  motherName: 'Hauwa Bello',
  motherContactAddress: '',
  motherPermanentAddress: '',
  motherPhone: '',
  motherWhatsapp: '',
  teacher: '',
  classIntended: 'Primary 1',
  lastClass: '',
  lastSchool: '',
  lastSchoolPerformance: '',
  mathsScore: '',
  readingScore: '',
  grammarScore: '',
  genPaperScore: '',
  dateOfScreening: '2025-07-05',
  classAdmitted: '',
  admissionNo: '',
  informantName: '',
  informantSignature: '',
};

function applicationForm(page: Page) {
  const form = page.getByRole('form', { name: 'Online Application Form' });
  return {
    form,
    surname: form.getByRole('textbox', { name: 'Surname', exact: true }),
    otherNames: form.getByRole('textbox', { name: 'Other Names', exact: true }),
    sex: form.getByRole('combobox', { name: 'Sex', exact: true }),
    dateOfBirth: form.getByLabel('Date of Birth'),
    allergies: form.getByRole('textbox', { name: 'Allergies', exact: true }),
    fatherPhone: form.getByRole('textbox', { name: "Father's Phone", exact: true }),
    motherName: form.getByRole('textbox', { name: "Mother's Name", exact: true }),
    classIntended: form.getByRole('textbox', { name: 'Class Intended', exact: true }),
    dateOfScreening: form.getByLabel('Date of Screening'),
    submit: form.getByRole('button', { name: 'Submit Application' }),
  };
}

async function openAdmissions(page: Page) {
  await page.goto('/admissions');
  await expectArea(page, 'admissions');
  return applicationForm(page);
}

async function fillApplicant(page: Page) {
  const fields = applicationForm(page);
  await fields.surname.fill(APPLICANT.surname);
  await fields.otherNames.fill(APPLICANT.otherNames);
  await fields.sex.selectOption({ label: 'Female' });
  await fields.dateOfBirth.fill(APPLICANT.dateOfBirth);
  await fields.allergies.fill(APPLICANT.allergies);
  await fields.fatherPhone.fill(APPLICANT.fatherPhone);
  await fields.motherName.fill(APPLICANT.motherName);
  await fields.classIntended.fill(APPLICANT.classIntended);
  await fields.dateOfScreening.fill(APPLICANT.dateOfScreening);
  return fields;
}

async function expectApplicantKept(page: Page) {
  const fields = applicationForm(page);
  for (const key of Object.keys(APPLICANT) as (keyof typeof APPLICANT)[]) {
    await expect(fields[key]).toHaveValue(APPLICANT[key]);
  }
}

test('shows the guidelines, the 2025/2026 fees in naira and the fee notes', async ({ page, axe }) => {
  await openAdmissions(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admissions');
  const fees = page.getByRole('region', { name: 'School Fees 2025/2026' });
  await expect(fees.getByRole('article')).toHaveText([
    /^Creche₦43,230Ages 2-3$/,
    /^Nursery 1-3₦47,630Ages 3-4$/,
    /^Primary 1-5₦55,130Ages 5-12$/,
    /^JSS 1-3₦62,230Ages 12-14$/,
  ]);
  await expect(fees.getByText('Registration fee: ₦5,000, paid once (one-time).')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Age' })).toContainText(
    'An entrance examination is required for admission into Primary 1 and above.',
  );
  await expect(page.getByRole('group', { name: 'For Official Use' })).toContainText(
    'For the physical admission form, please visit the school administration.',
  );
  expect(await axe()).toEqual([]);
});

test('the browser blocks a submit without the required fields', async ({ page, formPosts }) => {
  const { surname, submit } = await openAdmissions(page);
  await submit.click();
  await expect(surname).toBeFocused();
  expect(await surname.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  expect(formPosts).toEqual([]);
});

test('submits the whole application as JSON and clears the form', async ({ page, formPosts }) => {
  await openAdmissions(page);
  const fields = await fillApplicant(page);
  await fields.submit.click();

  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  expect(formPosts).toHaveLength(1);
  const [post] = formPosts;
  expect(post!.url).toBe(FORM_ENDPOINT);
  expect(post!.headers['content-type']).toBe('application/json');
  expect(post!.headers['accept']).toBe('application/json');
  expect(post!.json).toEqual(EXPECTED_PAYLOAD);

  for (const field of [fields.surname, fields.otherNames, fields.sex, fields.dateOfBirth, fields.motherName]) {
    await expect(field).toHaveValue('');
  }
  await page.reload();
  await expectArea(page, 'admissions');
  await expect(applicationForm(page).surname).toHaveValue('');
  await expect(page.getByText(/^Draft restored/)).toHaveCount(0);
});

test('on a 500 failure, then a network failure, shows the error and keeps every value', async ({
  page,
  formPosts,
  failFormEndpoint,
  axe,
}) => {
  await failFormEndpoint(500);
  await openAdmissions(page);
  const fields = await fillApplicant(page);
  // The same application, sent again after each failure: the form keeps all 40 values for it.
  for (const [sent, next] of [
    [1, 'network'],
    [2, null],
  ] as const) {
    await fields.submit.click();
    await expect.poll(() => formPosts.length).toBe(sent);
    await expect(page.getByRole('alert')).toHaveText(ERROR);
    await expect(fields.submit).toBeEnabled();
    await expectApplicantKept(page);
    if (next) await failFormEndpoint(next);
  }
  expect(formPosts.map((post) => post.json)).toEqual([EXPECTED_PAYLOAD, EXPECTED_PAYLOAD]);
  expect(await axe()).toEqual([]);
});

test('a double click sends the application once', async ({ page, formPosts }) => {
  await openAdmissions(page);
  const fields = await fillApplicant(page);
  await fields.submit.dblclick();
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  expect(formPosts).toHaveLength(1);
});

test('the draft survives a reload and can be cleared', async ({ page, axe }) => {
  await openAdmissions(page);
  await fillApplicant(page);
  await page.reload();
  await expectArea(page, 'admissions');

  await expect(page.getByText(/^Draft restored/)).toBeVisible();
  await expectApplicantKept(page);
  expect(await axe()).toEqual([]);

  await page.getByRole('button', { name: 'Clear draft' }).click();
  const fields = applicationForm(page);
  await expect(fields.surname).toHaveValue('');
  await expect(fields.motherName).toHaveValue('');
  await expect(fields.surname).toBeFocused();
  await page.reload();
  await expectArea(page, 'admissions');
  await expect(applicationForm(page).otherNames).toHaveValue('');
  await expect(page.getByText(/^Draft restored/)).toHaveCount(0);
});
