import { describe, expect, it } from 'vitest';
import { joinPreferences, newsletterPayload } from './newsletter-payload';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  return form;
}

const FIELDS = `
  <input name="firstName" value="Musa" />
  <input name="lastName" value="Abdullahi" />
  <input name="email" value="musa@example.com" />
  <input name="_gotcha" value="" />`;

const box = (value: string, checked: boolean) =>
  `<input type="checkbox" name="preferences" value="${value}"${checked ? ' checked' : ''} />`;

describe('joinPreferences', () => {
  it('is empty for none, the value for one, and joins several with ", " in order', () => {
    expect(joinPreferences([])).toBe('');
    expect(joinPreferences(['Events & Activities'])).toBe('Events & Activities');
    expect(joinPreferences(['School Updates Weekly', 'Academic Excellence Monthly', 'Events & Activities'])).toBe(
      'School Updates Weekly, Academic Excellence Monthly, Events & Activities',
    );
  });
});

describe('newsletterPayload', () => {
  it('has exactly email, firstName, lastName, preferences in that order', () => {
    const form = formWith(
      FIELDS +
        box('School Updates Weekly', true) +
        box('Academic Excellence Monthly', false) +
        box('Events & Activities', true),
    );
    const payload = newsletterPayload(form);
    expect(JSON.stringify(payload)).toBe(
      JSON.stringify({
        email: 'musa@example.com',
        firstName: 'Musa',
        lastName: 'Abdullahi',
        preferences: 'School Updates Weekly, Events & Activities',
      }),
    );
  });

  it('adds the honeypot last, only when something filled it', () => {
    const form = formWith(FIELDS.replace('name="_gotcha" value=""', 'name="_gotcha" value="spam"'));
    expect(Object.keys(newsletterPayload(form))).toEqual(['email', 'firstName', 'lastName', 'preferences', '_gotcha']);
    expect(newsletterPayload(form)._gotcha).toBe('spam');
  });
});
