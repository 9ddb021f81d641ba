import { describe, expect, it } from 'vitest';
import { ADMISSION_KEYS, readForm } from './payloads';

describe('payload keys', () => {
  it('the admission application has the spec’s 40 keys, each once', () => {
    expect(ADMISSION_KEYS).toHaveLength(40);
    expect(new Set(ADMISSION_KEYS).size).toBe(40);
  });
});

describe('readForm', () => {
  it('reads exactly the given keys, with empty strings for missing fields', () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <input name="name" value="Musa">
      <input name="email" value="">
      <input name="unrelated" value="x">`;
    expect(readForm(form, ['name', 'email', 'phone'] as const)).toEqual({ name: 'Musa', email: '', phone: '' });
  });

  it('sends the honeypot only when something filled it', () => {
    const form = document.createElement('form');
    form.innerHTML = `<input name="name" value="Musa"><input name="_gotcha" value="">`;
    expect(readForm(form, ['name'] as const)).toEqual({ name: 'Musa' });
    form.querySelector<HTMLInputElement>('[name=_gotcha]')!.value = 'http://spam.example';
    expect(readForm(form, ['name'] as const)).toEqual({ name: 'Musa', _gotcha: 'http://spam.example' });
  });
});
