import { getBusyButton, renderInArea } from '@school/shared/testing';
import { FORM_SERVICE_PATH } from '@school/shared/site-layout';
import type { AuthState } from '@school/shared/area';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApplicationForm } from './application-form';
import firebaseJson from '../../../firebase.json';
import { DRAFT_KEEP_MS, DRAFT_STORAGE_KEY, LEGACY_DRAFT_STORAGE_KEY } from './draft-storage';
import { SENT_MARK_COOKIE, SENT_MARK_PATH } from './sent-mark';

const SUCCESS = 'Application submitted successfully! We will contact you soon.';
const ERROR = 'Error submitting application. Please try again.';
const OFFLINE_NOTE = 'Your phone is offline. What you typed is kept here: send it again when the connection is back.';

/** Every label of the form and a distinct value for it, in the entity's key order. */
const FULL_APPLICATION: [label: string, key: string, value: string][] = [
  ['Surname', 'surname', 'Bello'],
  ['Other Names', 'otherNames', 'Aisha Zainab'],
  ['Sex', 'sex', 'female'],
  ['Date of Birth', 'dateOfBirth', '2019-03-14'],
  ['Place of Birth', 'placeOfBirth', 'Ilorin'],
  ['City', 'city', 'Offa'],
  ['Local Government Area (LGA)', 'lga', 'Offa'],
  ['State', 'state', 'Kwara'],
  ['Height', 'height', '110'],
  ['Weight', 'weight', '19'],
  ['Preferred Hospital', 'preferredHospital', 'General Hospital Offa'],
  ['Allergies', 'allergies', 'Groundnuts'],
  ['Home Phone', 'homePhone', '08031234567'],
  ['Lives With', 'livesWith', 'Both parents'],
  ['Home Address', 'homeAddress', '12 Station Road, Offa'],
  ['Permanent Address', 'permanentAddress', '4 Emir Road, Ilorin'],
  ["Father's Name", 'fatherName', 'Musa Bello'],
  ["Father's Contact Address", 'fatherContactAddress', '12 Station Road, Offa'],
  ["Father's Permanent Address", 'fatherPermanentAddress', '4 Emir Road, Ilorin'],
  ["Father's Phone", 'fatherPhone', '08031112222'],
  ["Father's WhatsApp Number", 'fatherWhatsapp', '08031112223'],
  ["Mother's Name", 'motherName', 'Hauwa Bello'],
  ["Mother's Contact Address", 'motherContactAddress', '12 Station Road, Offa'],
  ["Mother's Permanent Address", 'motherPermanentAddress', '9 Market Street, Ilorin'],
  ["Mother's Phone", 'motherPhone', '08053334444'],
  ["Mother's WhatsApp Number", 'motherWhatsapp', '08053334445'],
  ['Teacher', 'teacher', 'Mrs Adeyemi'],
  ['Class Intended', 'classIntended', 'Primary 1'],
  ['Last Class', 'lastClass', 'Nursery 3'],
  ['Last School Attended', 'lastSchool', 'Bright Stars Nursery'],
  ['Performance in Last School', 'lastSchoolPerformance', 'Very good'],
  ['Maths Score', 'mathsScore', '18'],
  ['Reading Score', 'readingScore', '17'],
  ['Grammar Score', 'grammarScore', '16'],
  ['General Paper Score', 'genPaperScore', '15'],
  ['Date of Screening', 'dateOfScreening', '2025-07-05'],
  ['Class Admitted', 'classAdmitted', 'Primary 1'],
  ['Admission Number', 'admissionNo', 'ADM/2025/014'],
  ["Informant's Name", 'informantName', 'Musa Bello'],
  ["Informant's Signature (type your full name)", 'informantSignature', 'Musa Bello'],
];

/** The payload when only the four required fields are filled: all 40 keys, '' for the rest. */
const REQUIRED_ONLY_PAYLOAD = {
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
  allergies: '',
  homePhone: '',
  livesWith: '',
  homeAddress: '',
  permanentAddress: '',
  fatherName: '',
  fatherContactAddress: '',
  fatherPermanentAddress: '',
  fatherPhone: '',
  fatherWhatsapp: '',
  motherName: '',
  motherContactAddress: '',
  motherPermanentAddress: '',
  motherPhone: '',
  motherWhatsapp: '',
  teacher: '',
  classIntended: '',
  lastClass: '',
  lastSchool: '',
  lastSchoolPerformance: '',
  mathsScore: '',
  readingScore: '',
  grammarScore: '',
  genPaperScore: '',
  dateOfScreening: '',
  classAdmitted: '',
  admissionNo: '',
  informantName: '',
  informantSignature: '',
};

let fetchSpy: MockInstance<typeof fetch>;
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  localStorage.clear();
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

function renderForm() {
  const user = userEvent.setup();
  renderInArea(<ApplicationForm />, { path: '/admissions' });
  return { user, form: screen.getByRole<HTMLFormElement>('form', { name: 'Online Application Form' }) };
}

/** A field by its visible label; required fields add an aria-hidden " *". */
const field = (label: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label.replace(/[()*]/g, '\\$&')}( \\*)?$`));
const submitButton = () => screen.getByRole('button', { name: 'Submit Application' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Surname'), 'Bello');
  await user.type(field('Other Names'), 'Aisha Zainab');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'Female');
  fireEvent.change(field('Date of Birth'), { target: { value: '2019-03-14' } });
}

function sentPayloads() {
  return fetchSpy.mock.calls.map(([, init]) => JSON.parse(init?.body as string));
}

describe('ApplicationForm fields', () => {
  it('groups every field in the six fieldsets', () => {
    renderForm();
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      "Pupil's Details",
      'Health',
      'Home',
      "Father's Details",
      "Mother's Details",
      'For Official Use',
    ]);
    for (const [label, key] of FULL_APPLICATION) expect(field(label)).toHaveAttribute('name', key);
  });

  it('offers Select, Male and Female for Sex with the values "", male and female', () => {
    renderForm();
    const sex = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sex' });
    expect([...sex.options].map((option) => [option.textContent, option.value])).toEqual([
      ['Select', ''],
      ['Male', 'male'],
      ['Female', 'female'],
    ]);
    expect(sex).toHaveValue('');
  });

  it('uses date inputs for Date of Birth and Date of Screening', () => {
    renderForm();
    expect(field('Date of Birth')).toHaveAttribute('type', 'date');
    expect(field('Date of Screening')).toHaveAttribute('type', 'date');
  });
});

describe('ApplicationForm validation', () => {
  it('requires exactly Surname, Other Names, Sex and Date of Birth', () => {
    const { form } = renderForm();
    const required = [...form.querySelectorAll<HTMLInputElement>('[required]')].map((element) => element.name);
    expect(required).toEqual(['surname', 'otherNames', 'sex', 'dateOfBirth']);
    expect(form.checkValidity()).toBe(false);
    expect(field('Surname').validity.valueMissing).toBe(true);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sex' }).validity.valueMissing).toBe(true);
    expect(field('Place of Birth').validity.valueMissing).toBe(false);
  });

  it('is valid once the four required fields are filled, and sends nothing before', async () => {
    const { user, form } = renderForm();
    await user.click(submitButton());
    expect(fetchSpy).not.toHaveBeenCalled();
    await fillRequired(user);
    expect(form.checkValidity()).toBe(true);
  });
});

describe('ApplicationForm submit', () => {
  it('posts all 40 keys with empty strings for empty fields, as JSON', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByText(SUCCESS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(FORM_SERVICE_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(sentPayloads()).toEqual([REQUIRED_ONLY_PAYLOAD]);
  });

  it('posts every field’s value under its key', async () => {
    const { user } = renderForm();
    for (const [label, , value] of FULL_APPLICATION) {
      const element = field(label);
      if (element.tagName === 'SELECT') await user.selectOptions(element, value);
      else if (element.type === 'date') fireEvent.change(element, { target: { value } });
      else await user.type(element, value);
    }
    await user.click(submitButton());
    await screen.findByText(SUCCESS);
    expect(sentPayloads()).toEqual([Object.fromEntries(FULL_APPLICATION.map(([, key, value]) => [key, value]))]);
  });

  it('while submitting, disables the button and reads Submitting...', async () => {
    let answer: (response: Response) => void = () => {};
    fetchSpy.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    getBusyButton(screen.getByRole('form', { name: 'Online Application Form' }), 'Submitting...');
    answer(new Response('{}', { status: 200 }));
    expect(await screen.findByRole('button', { name: 'Submit Application' })).toBeEnabled();
  });

  it('on success shows the success message as a status and clears the form', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.type(field("Father's Name"), 'Musa Bello');
    await user.click(submitButton());
    const message = (await screen.findByText(SUCCESS)).closest('[role]');
    expect(message).toHaveAttribute('role', 'status');
    expect(message).toHaveAttribute('data-tone', 'success');
    expect(field('Surname')).toHaveValue('');
    expect(field("Father's Name")).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Sex' })).toHaveValue('');
    expect(field('Date of Birth')).toHaveValue('');
    expect(consoleError).not.toHaveBeenCalled();
  });

  /** What fillRequired and the mother's phone typed, still there after a failed send. */
  function expectValuesKept() {
    expect(field('Surname')).toHaveValue('Bello');
    expect(field('Other Names')).toHaveValue('Aisha Zainab');
    expect(screen.getByRole('combobox', { name: 'Sex' })).toHaveValue('female');
    expect(field('Date of Birth')).toHaveValue('2019-03-14');
    expect(field("Mother's Phone")).toHaveValue('08053334444');
    expect(submitButton()).toBeEnabled();
  }

  it.each([
    ['a non-ok status', () => fetchSpy.mockResolvedValue(new Response('{"errors":[]}', { status: 500 }))],
    ['a network failure', () => fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('on %s shows the error as an alert, logs it and keeps every value', async (_case, fail) => {
    fail();
    const { user } = renderForm();
    await fillRequired(user);
    await user.type(field("Mother's Phone"), '08053334444');
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ERROR);
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(consoleError).toHaveBeenCalled();
    expectValuesKept();
  });

  it('on a network failure offline, adds the offline note after the error, and keeps every value', async () => {
    const paragraphs = [ERROR, OFFLINE_NOTE];
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderForm();
    await fillRequired(user);
    await user.type(field("Mother's Phone"), '08053334444');
    await user.click(submitButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual(paragraphs);
    expect(alert.textContent).toBe(paragraphs.join(''));
    expectValuesKept();
  });

  it('a double click sends the application once', async () => {
    const { user } = renderForm();
    await fillRequired(user);
    await user.dblClick(submitButton());
    await screen.findByText(SUCCESS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('a second submit while the first is in flight is ignored', async () => {
    let answer: (response: Response) => void = () => {};
    fetchSpy.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, form } = renderForm();
    await fillRequired(user);
    fireEvent.submit(form);
    fireEvent.submit(form);
    answer(new Response('{}', { status: 200 }));
    await screen.findByText(SUCCESS);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});

/** An auth store the test moves, as the shell's moves on sign-in and sign-out. */
function authStore(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => state,
    set(next: AuthState) {
      state = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}
const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, role: '' };
const signedIn = (uid: string): AuthState => ({
  status: 'signedIn',
  user: { uid, email: `${uid}@example.com`, displayName: uid },
  role: 'student',
});

const DAY_MS = 24 * 60 * 60 * 1000;

describe('ApplicationForm draft', () => {
  const storedDraft = () => JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? 'null');
  /** Puts a draft on the phone as the form keeps it. */
  const keepDraft = (fields: Record<string, string>, { savedAt = Date.now(), owner = null as string | null } = {}) =>
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ fields, savedAt, owner }));

  afterEach(() => {
    document.cookie = `${SENT_MARK_COOKIE}=; Path=${SENT_MARK_PATH}; Max-Age=0`;
  });

  it('says on the page that the draft is kept on this phone, for how long, and how it goes', () => {
    renderForm();
    expect(
      screen.getByText(
        'Fields marked * are required. What you type is kept on this phone for 7 days so you can finish later. ' +
          'It is removed when you send it, sign out or tap Clear draft.',
      ),
    ).toBeVisible();
    expect(DRAFT_KEEP_MS).toBe(7 * DAY_MS);
  });

  it('saves what is typed to localStorage, with when and by whom', async () => {
    const { user } = renderForm();
    await user.type(field('Surname'), 'Bello');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sex' }), 'Male');
    await waitFor(() => expect(storedDraft()?.fields).toEqual({ surname: 'Bello', sex: 'male' }));
    expect(storedDraft().owner).toBeNull();
    expect(Date.now() - storedDraft().savedAt).toBeLessThan(5_000);
  });

  it('keeps what was typed just before the page is left, before the save delay is over', () => {
    const { unmount } = renderInArea(<ApplicationForm />, { path: '/admissions' });
    fireEvent.change(field('Surname'), { target: { value: 'Bello' } });
    expect(storedDraft()).toBeNull();
    unmount();
    expect(storedDraft().fields).toEqual({ surname: 'Bello' });
  });

  it('restores a saved draft with a visible note', async () => {
    keepDraft({ surname: 'Bello', sex: 'female', dateOfBirth: '2019-03-14', motherName: 'Hauwa Bello' });
    renderForm();
    expect(await screen.findByText(/^Draft restored/)).toBeVisible();
    expect(field('Surname')).toHaveValue('Bello');
    expect(screen.getByRole('combobox', { name: 'Sex' })).toHaveValue('female');
    expect(field('Date of Birth')).toHaveValue('2019-03-14');
    expect(field("Mother's Name")).toHaveValue('Hauwa Bello');
    expect(field('Other Names')).toHaveValue('');
    expect(screen.getAllByRole('button', { name: 'Clear draft' })).toHaveLength(1);
  });

  it('forgets a draft a week after it was last typed in', async () => {
    keepDraft({ surname: 'Bello' }, { savedAt: Date.now() - DRAFT_KEEP_MS - 1 });
    renderForm();
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull());
    expect(screen.queryByText(/^Draft restored/)).not.toBeInTheDocument();
    expect(field('Surname')).toHaveValue('');
  });

  it('restores a draft typed in six days ago', async () => {
    keepDraft({ surname: 'Bello' }, { savedAt: Date.now() - 6 * DAY_MS });
    renderForm();
    expect(await screen.findByText(/^Draft restored/)).toBeVisible();
    expect(field('Surname')).toHaveValue('Bello');
  });

  it('removes a draft of before drafts had an age, and one saved in the future, unread', async () => {
    localStorage.setItem(LEGACY_DRAFT_STORAGE_KEY, JSON.stringify({ surname: 'Bello' }));
    keepDraft({ surname: 'Musa' }, { savedAt: Date.now() + 30 * DAY_MS });
    renderForm();
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull());
    expect(localStorage.getItem(LEGACY_DRAFT_STORAGE_KEY)).toBeNull();
    expect(field('Surname')).toHaveValue('');
  });

  it('ignores a corrupt draft', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    renderForm();
    expect(screen.queryByText(/^Draft restored/)).not.toBeInTheDocument();
    expect(field('Surname')).toHaveValue('');
  });

  it('clearing the draft empties the form and forgets the draft', async () => {
    keepDraft({ surname: 'Bello', otherNames: 'Aisha' });
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Clear draft' }));
    expect(field('Surname')).toHaveValue('');
    expect(field('Other Names')).toHaveValue('');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(screen.queryByText(/^Draft restored/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear draft' })).not.toBeInTheDocument();
    expect(field('Surname')).toHaveFocus();
  });

  it('shows Clear draft, under Submit, as soon as what is typed is kept', async () => {
    const { user } = renderForm();
    expect(screen.queryByRole('button', { name: 'Clear draft' })).not.toBeInTheDocument();
    await user.type(field('Surname'), 'Bello');
    const clear = await screen.findByRole('button', { name: 'Clear draft' });
    expect(submitButton().compareDocumentPosition(clear) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(clear);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(field('Surname')).toHaveValue('');
  });

  it('removes the draft on success and keeps it on failure', async () => {
    fetchSpy.mockResolvedValueOnce(new Response('{}', { status: 500 }));
    const { user } = renderForm();
    await fillRequired(user);
    await user.click(submitButton());
    await screen.findByText(ERROR);
    expect(storedDraft().fields).toEqual({
      surname: 'Bello',
      otherNames: 'Aisha Zainab',
      sex: 'female',
      dateOfBirth: '2019-03-14',
    });
    await user.click(submitButton());
    await screen.findByText(SUCCESS);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('removes the draft after an application sent with no script: the result page’s mark', async () => {
    keepDraft({ surname: 'Bello', allergies: 'Groundnuts' });
    // What the answer to /forms/admission/sent sets (firebase.json).
    document.cookie = `${SENT_MARK_COOKIE}=1; Path=${SENT_MARK_PATH}`;
    renderForm();
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull());
    expect(screen.queryByText(/^Draft restored/)).not.toBeInTheDocument();
    expect(field('Surname')).toHaveValue('');
    expect(document.cookie).not.toContain(SENT_MARK_COOKIE);
  });

  it('the result page for a sent application leaves the mark, for /admissions, as long as a draft is kept', () => {
    const rules = firebaseJson.hosting.headers.filter(
      (rule) => 'source' in rule && rule.source === '/forms/admission/sent',
    );
    expect(rules).toEqual([
      {
        source: '/forms/admission/sent',
        headers: [
          {
            key: 'Set-Cookie',
            value: `${SENT_MARK_COOKIE}=1; Path=${SENT_MARK_PATH}; Max-Age=${DRAFT_KEEP_MS / 1000}; SameSite=Lax`,
          },
        ],
      },
    ]);
  });

  it('removes the draft typed while signed in, and the form’s values, when that user signs out', async () => {
    const auth = authStore(signedIn('alice'));
    const user = userEvent.setup();
    renderInArea(<ApplicationForm />, { path: '/admissions', auth });
    await user.type(field('Surname'), 'Bello');
    await waitFor(() => expect(storedDraft()).toMatchObject({ owner: 'alice', fields: { surname: 'Bello' } }));
    auth.set(SIGNED_OUT);
    await waitFor(() => expect(field('Surname')).toHaveValue(''));
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('removes typing not yet saved when the user signs out', async () => {
    const auth = authStore(signedIn('alice'));
    renderInArea(<ApplicationForm />, { path: '/admissions', auth });
    fireEvent.change(field('Surname'), { target: { value: 'Bello' } });
    auth.set(SIGNED_OUT);
    await waitFor(() => expect(field('Surname')).toHaveValue(''));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('removes, unshown, a draft of a user who signed out elsewhere, or of another user', async () => {
    keepDraft({ surname: 'Bello' }, { owner: 'alice' });
    renderForm();
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull());
    expect(field('Surname')).toHaveValue('');
    cleanup();

    keepDraft({ surname: 'Bello' }, { owner: 'alice' });
    renderInArea(<ApplicationForm />, { path: '/admissions', auth: authStore(signedIn('bob')) });
    await waitFor(() => expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull());
    expect(field('Surname')).toHaveValue('');
  });

  it('restores her own draft to a signed-in user once the sign-in is known, and keeps a draft typed signed out', async () => {
    keepDraft({ surname: 'Bello' }, { owner: 'alice' });
    const auth = authStore({ status: 'loading', user: null, role: '' });
    renderInArea(<ApplicationForm />, { path: '/admissions', auth });
    expect(field('Surname')).toHaveValue('');
    expect(storedDraft()).not.toBeNull();
    auth.set(signedIn('alice'));
    expect(await screen.findByText(/^Draft restored/)).toBeVisible();
    expect(field('Surname')).toHaveValue('Bello');
    cleanup();

    keepDraft({ surname: 'Musa' });
    const other = authStore(SIGNED_OUT);
    renderInArea(<ApplicationForm />, { path: '/admissions', auth: other });
    expect(await screen.findByText(/^Draft restored/)).toBeVisible();
    other.set(signedIn('bob'));
    other.set(SIGNED_OUT);
    expect(field('Surname')).toHaveValue('Musa');
    expect(storedDraft().fields).toEqual({ surname: 'Musa' });
  });
});
