import { getBusyButton, renderInArea } from '@school/shared/testing';
import { FORM_SERVICE_PATH } from '@school/shared/site-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

function FormUnderTest() {
  return (
    <>
      <h2 id="form-heading">Send Us a Message</h2>
      <ContactForm labelledBy="form-heading" />
    </>
  );
}

const SUCCESS = 'Thank you for your message! We will get back to you soon.';
const ERROR = 'There was an error sending your message. Please try again.';
const OFFLINE_NOTE = 'Your phone is offline. What you typed is kept here: send it again when the connection is back.';

function setup() {
  const user = userEvent.setup();
  renderInArea(<FormUnderTest />, { path: '/contact' });
  const form = screen.getByRole('form', { name: 'Send Us a Message' });
  const field = {
    name: within(form).getByLabelText(/Full Name/),
    email: within(form).getByLabelText(/Email Address/),
    phone: within(form).getByLabelText(/^Phone/),
    subject: within(form).getByLabelText(/Subject/),
    message: within(form).getByLabelText(/Message/),
  };
  const send = () => user.click(within(form).getByRole('button', { name: 'Send Message' }));
  async function fillValid({ phone = '0803 555 0101' } = {}) {
    await user.type(field.name, 'Aisha Bello');
    await user.type(field.email, 'aisha@example.com');
    if (phone) await user.type(field.phone, phone);
    await user.selectOptions(field.subject, 'fees');
    await user.type(field.message, 'When is the second instalment due?');
  }
  return { user, form, field, send, fillValid };
}

function mockFetch(response: () => Promise<Response>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(response);
}

const ok = () => Promise.resolve(new Response('{"ok":true}', { status: 200 }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ContactForm', () => {
  it('has the spec’s fields, types and subject options', () => {
    const { field } = setup();
    expect(field.name).toBeRequired();
    expect(field.email).toHaveAttribute('type', 'email');
    expect(field.email).toBeRequired();
    expect(field.phone).toHaveAttribute('type', 'tel');
    expect(field.phone).not.toBeRequired();
    expect(field.subject).toBeRequired();
    expect(field.subject).toHaveValue('');
    const options = within(field.subject).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select a subject'],
      ['admissions', 'Admissions Inquiry'],
      ['academics', 'Academic Information'],
      ['facilities', 'Facilities Tour'],
      ['fees', 'Fee Information'],
      ['general', 'General Question'],
      ['complaint', 'Complaint'],
      ['other', 'Other'],
    ]);
    expect(field.message.tagName).toBe('TEXTAREA');
    expect(field.message).toHaveAttribute('rows', '5');
    expect(field.message).toHaveAttribute('placeholder', 'Please describe your inquiry in detail...');
    expect(field.message).toBeRequired();
  });

  it('posts exactly name, email, phone, subject and message as JSON', async () => {
    const fetchMock = mockFetch(ok);
    const { fillValid, send } = setup();
    await fillValid();
    await send();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(FORM_SERVICE_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual({
      name: 'Aisha Bello',
      email: 'aisha@example.com',
      phone: '0803 555 0101',
      subject: 'fees',
      message: 'When is the second instalment due?',
    });
  });

  it('sends an empty phone as an empty string', async () => {
    const fetchMock = mockFetch(ok);
    const { fillValid, send } = setup();
    await fillValid({ phone: '' });
    await send();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]?.body as string)).toMatchObject({ phone: '' });
  });

  it('disables the send button with a spinner while sending, then clears the form on success', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { form, field, fillValid, send } = setup();
    await fillValid();
    await send();

    getBusyButton(form, 'Sending...');

    answer(new Response('{}', { status: 200 }));
    const message = await screen.findByText(SUCCESS);
    expect(message.closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const input of Object.values(field)) expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error alert and keeps the values when the endpoint fails', async () => {
    mockFetch(() => Promise.resolve(new Response('{}', { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { field, fillValid, send } = setup();
    await fillValid();
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
    expect(field.name).toHaveValue('Aisha Bello');
    expect(field.email).toHaveValue('aisha@example.com');
    expect(field.subject).toHaveValue('fees');
    expect(field.message).toHaveValue('When is the second instalment due?');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('logs a network error, shows the error alert and keeps the values', async () => {
    const networkError = new TypeError('Failed to fetch');
    mockFetch(() => Promise.reject(networkError));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { field, fillValid, send } = setup();
    await fillValid();
    await send();

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR);
    expect(consoleError).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ reason: 'network', error: networkError }),
    );
    expect(field.phone).toHaveValue('0803 555 0101');
    expect(field.message).toHaveValue('When is the second instalment due?');
  });

  it('sent offline, shows the error with the offline note after it and keeps the values', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { field, fillValid, send } = setup();
    await fillValid();
    await send();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(ERROR)).toBeInTheDocument();
    expect(within(alert).getByText(OFFLINE_NOTE)).toBeInTheDocument();
    expect(alert.textContent).toBe(`${ERROR}${OFFLINE_NOTE}`);
    expect(field.name).toHaveValue('Aisha Bello');
    expect(field.email).toHaveValue('aisha@example.com');
    expect(field.phone).toHaveValue('0803 555 0101');
    expect(field.subject).toHaveValue('fees');
    expect(field.message).toHaveValue('When is the second instalment due?');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it('failing while online, shows the error alone, with no offline note', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { fillValid, send } = setup();
    await fillValid();
    await send();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ERROR);
    expect(screen.queryByText(OFFLINE_NOTE)).not.toBeInTheDocument();
  });

  it('refuses to send while required fields are empty', async () => {
    const fetchMock = mockFetch(ok);
    const { form, field, send } = setup();
    await send();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(form).toBeInvalid();
    expect(field.name).toBeInvalid();
    expect(field.email).toBeInvalid();
    expect(field.subject).toBeInvalid();
    expect(field.message).toBeInvalid();
    expect(field.phone).toBeValid();
  });

  it('refuses an e-mail address that is not one', async () => {
    const fetchMock = mockFetch(ok);
    const { user, field, fillValid, send } = setup();
    await fillValid();
    await user.clear(field.email);
    await user.type(field.email, 'aisha.example.com');
    await send();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.email).toBeInvalid();
    expect((field.email as HTMLInputElement).validity.typeMismatch).toBe(true);
  });
});
