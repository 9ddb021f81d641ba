import { getBusyButton, renderInArea } from '@school/shared/testing';
import { FORM_SERVICE_PATH } from '@school/shared/site-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterPage } from './newsletter-page';

const ALL = ['School Updates Weekly', 'Academic Excellence Monthly', 'Events & Activities'];
const ERROR = 'There was an error subscribing. Please try again.';
const OFFLINE_NOTE = 'Your phone is offline. What you typed is kept here: send it again when the connection is back.';

const ok = () => Promise.resolve(new Response('{"ok":true}', { status: 200 }));

function setup() {
  const user = userEvent.setup();
  renderInArea(<NewsletterPage />, { path: '/newsletter' });
  const form = screen.getByRole('form', { name: 'Subscribe' });
  const field = {
    firstName: within(form).getByLabelText(/First Name/),
    lastName: within(form).getByLabelText(/Last Name/),
    email: within(form).getByLabelText(/^Email/),
  };
  const subscribe = () => user.click(within(form).getByRole('button', { name: 'Subscribe' }));
  async function fill(preferences: readonly string[] = []) {
    await user.type(field.firstName, 'Musa');
    await user.type(field.lastName, 'Abdullahi');
    await user.type(field.email, 'musa@example.com');
    for (const preference of preferences) await user.click(within(form).getByRole('checkbox', { name: preference }));
  }
  return { user, form, field, subscribe, fill };
}

function sentBody(fetchMock: { mock: { calls: Parameters<typeof fetch>[] } }) {
  return fetchMock.mock.calls[0]![1]?.body as string;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('NewsletterPage', () => {
  it('shows the three newsletters with title, description and frequency', () => {
    renderInArea(<NewsletterPage />, { path: '/newsletter' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = within(screen.getByRole('region', { name: 'Our Newsletters' })).getAllByRole('article');
    expect(
      cards.map((card) => [
        within(card).getByRole('heading', { level: 3 }).textContent,
        card.querySelector('.frequency')?.textContent,
      ]),
    ).toEqual([
      ['School Updates Weekly', 'Weekly'],
      ['Academic Excellence', 'Monthly'],
      ['Events & Activities', 'Bi-weekly'],
    ]);
    for (const card of cards) expect(card.querySelector('p')?.textContent).not.toBe('');
  });

  it('has required names and e-mail, optional preference checkboxes with the spec’s values, and a consent line', () => {
    const { form, field } = setup();
    expect(field.firstName).toBeRequired();
    expect(field.lastName).toBeRequired();
    expect(field.email).toBeRequired();
    expect(field.email).toHaveAttribute('type', 'email');
    const boxes = within(form).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual(ALL);
    for (const box of boxes) {
      expect(box).toHaveAttribute('name', 'preferences');
      expect(box).not.toBeRequired();
      expect(box).not.toBeChecked();
    }
    expect(field.email).toHaveAccessibleDescription(/only to send the newsletters you choose/);
  });

  it.each([
    [[], ''],
    [['Academic Excellence Monthly'], 'Academic Excellence Monthly'],
    [[...ALL].reverse(), 'School Updates Weekly, Academic Excellence Monthly, Events & Activities'],
  ])('posts exactly email, firstName, lastName and preferences (%j -> %j)', async (chosen, preferences) => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(ok);
    const { fill, subscribe } = setup();
    await fill(chosen);
    await subscribe();

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(FORM_SERVICE_PATH);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(sentBody(fetchMock)).toBe(
      JSON.stringify({ email: 'musa@example.com', firstName: 'Musa', lastName: 'Abdullahi', preferences }),
    );
  });

  it('disables the button while subscribing, then thanks, echoes the e-mail and focuses the heading', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { form, fill, subscribe } = setup();
    await fill(['Events & Activities']);
    await subscribe();
    getBusyButton(form, 'Subscribing...');

    answer(new Response('{}', { status: 200 }));
    const heading = await screen.findByRole('heading', { name: 'Thank You for Subscribing!' });
    // Focus moves once the thanks have rendered (an effect), which can be a tick after they appear.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Thank You for Subscribing!' })).toHaveTextContent('musa@example.com');
    expect(screen.queryByRole('form', { name: 'Subscribe' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Our Newsletters' })).not.toBeInTheDocument();
  });

  it('returns to the form with the fields as they were, focused on the e-mail', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(ok);
    const { user, fill, subscribe } = setup();
    await fill(['School Updates Weekly']);
    await subscribe();
    await user.click(await screen.findByRole('button', { name: 'Subscribe Another Email' }));

    expect(screen.queryByRole('heading', { name: 'Thank You for Subscribing!' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Subscribe' });
    expect(within(form).getByLabelText(/First Name/)).toHaveValue('Musa');
    expect(within(form).getByLabelText(/Last Name/)).toHaveValue('Abdullahi');
    expect(within(form).getByLabelText(/^Email/)).toHaveValue('musa@example.com');
    expect(within(form).getByLabelText(/^Email/)).toHaveFocus();
    expect(within(form).getByRole('checkbox', { name: 'School Updates Weekly' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Our Newsletters' })).toBeInTheDocument();
  });

  it.each([
    ['an error status', () => Promise.resolve(new Response('{}', { status: 500 }))],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('on %s shows the browser alert and keeps the form and its values', async (_, answer) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    // happy-dom has no window.alert; the browser's is checked end to end.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { form, field, fill, subscribe } = setup();
    await fill(['Academic Excellence Monthly']);
    await subscribe();

    await waitFor(() => expect(alert).toHaveBeenCalledWith(ERROR));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'Thank You for Subscribing!' })).not.toBeInTheDocument();
    expect(field.firstName).toHaveValue('Musa');
    expect(field.email).toHaveValue('musa@example.com');
    expect(within(form).getByRole('checkbox', { name: 'Academic Excellence Monthly' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it.each([
    ['offline, the browser alert adds the offline note after a blank line', false, `${ERROR}\n\n${OFFLINE_NOTE}`],
    ['online, the browser alert is the error alone', true, ERROR],
  ])('on a network error %s, and the form keeps its values', async (_, online, message) => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { field, fill, subscribe } = setup();
    await fill();
    await subscribe();

    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert).toHaveBeenCalledWith(message);
    expect(field.firstName).toHaveValue('Musa');
    expect(field.lastName).toHaveValue('Abdullahi');
    expect(field.email).toHaveValue('musa@example.com');
    expect(screen.queryByRole('heading', { name: 'Thank You for Subscribing!' })).not.toBeInTheDocument();
  });

  it('refuses to send while a required field is empty', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(ok);
    const { user, form, field, subscribe } = setup();
    await user.type(field.firstName, 'Musa');
    await user.type(field.email, 'musa@example.com');
    await subscribe();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(form).toBeInvalid();
    expect(field.lastName).toBeInvalid();
    expect(field.lastName).toHaveProperty('validity.valueMissing', true);
  });

  it('refuses an e-mail address that is not one', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(ok);
    const { user, field, fill, subscribe } = setup();
    await fill();
    await user.clear(field.email);
    await user.type(field.email, 'musa-at-example');
    await subscribe();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(field.email).toHaveProperty('validity.typeMismatch', true);
  });
});
