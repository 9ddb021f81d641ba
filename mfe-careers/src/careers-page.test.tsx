import { getBusyButton, renderInArea } from '@school/shared/testing';
import { FORM_SERVICE_PATH } from '@school/shared/site-layout';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { CareersPage } from './careers-page';

const SUCCESS = 'Thank you for your application! We will review it and contact you soon.';
const FAILURE = 'Error submitting application. Please try again.';
const OFFLINE_NOTE = 'Your phone is offline. What you typed is kept here: send it again when the connection is back.';

const applicant = {
  fullName: 'Aisha Bello',
  email: 'aisha.bello@example.com',
  phone: '+2348031234567',
  experience: '6-10',
  education: 'NCE Mathematics',
  coverLetter: 'I love teaching.',
};

let fetchMock: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage() {
  const user = userEvent.setup();
  renderInArea(<CareersPage />, { path: '/jobs' });
  return user;
}

function applyButton(title: string) {
  return within(screen.getByRole('article', { name: title })).getByRole('button', { name: 'Apply Now' });
}

/** What fill typed, still in the application after a failed send. */
function expectApplicantKept(dialog: HTMLElement) {
  const field = within(dialog);
  expect(field.getByLabelText(/^Full Name/)).toHaveValue(applicant.fullName);
  expect(field.getByLabelText(/^Email/)).toHaveValue(applicant.email);
  expect(field.getByLabelText(/^Phone/)).toHaveValue(applicant.phone);
  expect(field.getByLabelText('Years of Experience')).toHaveValue(applicant.experience);
  expect(field.getByLabelText('Education')).toHaveValue(applicant.education);
  expect(field.getByLabelText('Cover Letter')).toHaveValue(applicant.coverLetter);
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const field = within(dialog);
  await user.type(field.getByLabelText(/^Full Name/), applicant.fullName);
  await user.type(field.getByLabelText(/^Email/), applicant.email);
  await user.type(field.getByLabelText(/^Phone/), applicant.phone);
  await user.selectOptions(field.getByLabelText('Years of Experience'), applicant.experience);
  await user.type(field.getByLabelText('Education'), applicant.education);
  await user.type(field.getByLabelText('Cover Letter'), applicant.coverLetter);
}

function sentPayloads() {
  return fetchMock.mock.calls.map(([url, init]) => {
    expect(url).toBe(FORM_SERVICE_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    return JSON.parse(init?.body as string) as unknown;
  });
}

describe('CareersPage', () => {
  it('has one h1, the benefits and the general application section', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Career Opportunities']);
    const why = screen.getByRole('region', { name: 'Why Work With Us?' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Professional Development', 'Competitive Compensation', 'Work-Life Balance']);
    const general = screen.getByRole('region', { name: "Don't See the Right Position?" });
    expect(within(general).getByRole('button', { name: 'Submit General Application' })).toBeInTheDocument();
  });

  it('Apply Now opens "Apply for: {position}" with the position pre-filled and the fields of the spec', async () => {
    const user = renderPage();
    expect(screen.queryByRole('dialog', { name: /Apply for/ })).not.toBeInTheDocument();
    await user.click(applyButton('Mathematics Teacher'));
    const dialog = screen.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
    const field = within(dialog);
    expect(field.getByLabelText('Position')).toHaveValue('Mathematics Teacher');
    expect(field.getByLabelText(/^Full Name/)).toBeRequired();
    expect(field.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(field.getByLabelText(/^Email/)).toBeRequired();
    expect(field.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(field.getByLabelText(/^Phone/)).toBeRequired();
    for (const optional of ['Years of Experience', 'Education', 'Cover Letter', 'Position']) {
      expect(field.getByLabelText(optional)).not.toBeRequired();
    }
    expect(field.getByLabelText('Cover Letter').tagName).toBe('TEXTAREA');
    expect(
      within(field.getByLabelText('Years of Experience'))
        .getAllByRole('option')
        .map((option) => [(option as HTMLOptionElement).value, option.textContent]),
    ).toEqual([
      ['', 'Select'],
      ['0-1', '0-1'],
      ['2-5', '2-5'],
      ['6-10', '6-10'],
      ['10+', '10+'],
    ]);
  });

  // Escape, and focus going back to Apply Now, are the browser's own (a modal <dialog>); happy-dom
  // does neither, so the careers e2e spec checks them in Chromium.
  it('Cancel and × close the dialog, and send nothing', async () => {
    const user = renderPage();
    const apply = applyButton('English Language Teacher');
    const title = 'Apply for: English Language Teacher';

    await user.click(apply);
    await user.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();

    await user.click(apply);
    await user.click(within(screen.getByRole('dialog', { name: title })).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends exactly the spec’s keys for a posting, then clears, closes and shows the thank-you status', async () => {
    const user = renderPage();
    await user.click(applyButton('Mathematics Teacher'));
    const dialog = screen.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    const status = await screen.findByRole('dialog', { name: 'Application Status' });
    expect(within(status).getByRole('status')).toHaveTextContent(SUCCESS);
    expect(screen.queryByRole('dialog', { name: 'Apply for: Mathematics Teacher' })).not.toBeInTheDocument();
    const payloads = sentPayloads();
    expect(payloads).toEqual([{ ...applicant, position: 'Mathematics Teacher' }]);
    expect(Object.keys(payloads[0] as object)).toEqual([
      'fullName',
      'email',
      'phone',
      'position',
      'experience',
      'education',
      'coverLetter',
    ]);

    await user.click(within(status).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Application Status' })).not.toBeInTheDocument();
    await user.click(applyButton('Mathematics Teacher'));
    expect(
      within(screen.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' })).getByLabelText(/^Full Name/),
    ).toHaveValue('');
  });

  it('sends a general application with the position General Application', async () => {
    const user = renderPage();
    await user.click(screen.getByRole('button', { name: 'Submit General Application' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply for: General Application' });
    expect(within(dialog).getByLabelText('Position')).toHaveValue('General Application');
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    await screen.findByRole('dialog', { name: 'Application Status' });
    expect(sentPayloads()).toEqual([{ ...applicant, position: 'General Application' }]);
  });

  it.each([
    ['a non-ok status', () => fetchMock.mockResolvedValue(new Response('{}', { status: 500 }))],
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('on %s shows the error status over the application, which keeps its values', async (_, fail) => {
    fail();
    const user = renderPage();
    await user.click(applyButton('English Language Teacher'));
    const dialog = screen.getByRole('dialog', { name: 'Apply for: English Language Teacher' });
    await fill(user, dialog);
    const submit = within(dialog).getByRole('button', { name: 'Submit Application' });
    await user.click(submit);

    const status = await screen.findByRole('dialog', { name: 'Application Status' });
    expect(within(status).getByRole('alert')).toHaveTextContent(FAILURE);
    expect(dialog).toHaveAttribute('open');
    expect(console.error).toHaveBeenCalled();

    await user.click(within(status).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Application Status' })).not.toBeInTheDocument();
    expectApplicantKept(dialog);
    expect(within(dialog).getByLabelText('Position')).toHaveValue('English Language Teacher');
  });

  it('on a network error offline, the error status adds the offline note after the error, and the application keeps its values', async () => {
    const paragraphs = [FAILURE, OFFLINE_NOTE];
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = renderPage();
    await user.click(applyButton('Mathematics Teacher'));
    const dialog = screen.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    const status = await screen.findByRole('dialog', { name: 'Application Status' });
    const alert = within(status).getByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual(paragraphs);
    expect(alert.textContent).toBe(paragraphs.join(''));
    expect(within(status).queryByRole('status')).not.toBeInTheDocument();

    await user.click(within(status).getByRole('button', { name: 'Close' }));
    expectApplicantKept(dialog);
  });

  it('shows no offline note with the thank-you status, even offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = renderPage();
    await user.click(applyButton('Mathematics Teacher'));
    const dialog = screen.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    const status = await screen.findByRole('dialog', { name: 'Application Status' });
    expect(within(status).getByRole('status').textContent).toBe(SUCCESS);
    expect(screen.queryByText(OFFLINE_NOTE)).not.toBeInTheDocument();
  });

  it('disables the button while submitting, and a double click sends once', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = renderPage();
    await user.click(applyButton('Mathematics Teacher'));
    const dialog = screen.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
    await fill(user, dialog);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Submit Application' }));

    getBusyButton(dialog, 'Submitting...');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(new Response('{}', { status: 200 }));
    expect(await screen.findByRole('dialog', { name: 'Application Status' })).toHaveTextContent(SUCCESS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send while a required field is empty or the email is malformed', async () => {
    const user = renderPage();
    await user.click(applyButton('Mathematics Teacher'));
    const dialog = screen.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' });
    const field = within(dialog);
    const submit = field.getByRole('button', { name: 'Submit Application' });

    await user.click(submit);
    expect(field.getByLabelText(/^Full Name/)).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(field.getByLabelText(/^Full Name/), applicant.fullName);
    await user.type(field.getByLabelText(/^Email/), 'not-an-email');
    await user.type(field.getByLabelText(/^Phone/), applicant.phone);
    await user.click(submit);
    expect(field.getByLabelText(/^Email/)).toBeInvalid();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { name: 'Application Status' })).not.toBeInTheDocument();
  });
});
