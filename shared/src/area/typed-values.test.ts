import { describe, expect, it } from 'vitest';
import { isTyped, readTypedValues, restoreTypedValues } from './typed-values';

const FORM = `
  <form>
    <input name="name" value="">
    <input name="city" value="Ilorin">
    <input type="hidden" name="_next" value="/sent">
    <select name="sex"><option value="">Select</option><option value="female">Female</option></select>
    <textarea name="message"></textarea>
    <input type="checkbox" name="preferences" value="A">
    <input type="checkbox" name="preferences" value="B">
  </form>
  <form><input name="email" value=""></form>`;

function page(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = FORM;
  return root;
}

const field = <T extends Element>(root: ParentNode, selector: string) => root.querySelector(selector) as T;

describe('typed values', () => {
  it('counts as typed only what differs from what the page put there', () => {
    const root = page();
    const name = field<HTMLInputElement>(root, '[name=name]');
    const city = field<HTMLInputElement>(root, '[name=city]');
    const sex = field<HTMLSelectElement>(root, '[name=sex]');
    const box = field<HTMLInputElement>(root, '[value=B]');
    expect([name, city, sex, box].map(isTyped)).toEqual([false, false, false, false]);
    name.value = 'Amina';
    city.value = 'Ilorin';
    sex.value = 'female';
    box.checked = true;
    expect([name, city, sex, box].map(isTyped)).toEqual([true, false, true, true]);
  });

  it('reads the typed fields of each form, and puts them back into fresh forms', () => {
    const before = page();
    field<HTMLInputElement>(before, '[name=name]').value = 'Amina Bello';
    field<HTMLSelectElement>(before, '[name=sex]').value = 'female';
    field<HTMLTextAreaElement>(before, '[name=message]').value = 'Line one\nLine two';
    field<HTMLInputElement>(before, '[value=B]').checked = true;
    field<HTMLInputElement>(before, '[name=email]').value = 'amina@example.com';
    const typed = readTypedValues(before);
    expect(typed).toEqual([
      { form: 0, name: 'name', value: 'Amina Bello' },
      { form: 0, name: 'sex', value: 'female' },
      { form: 0, name: 'message', value: 'Line one\nLine two' },
      { form: 0, name: 'preferences', value: 'B', checked: true },
      { form: 1, name: 'email', value: 'amina@example.com' },
    ]);

    const after = page();
    restoreTypedValues(after, typed);
    expect(readTypedValues(after)).toEqual(typed);
    expect(field<HTMLInputElement>(after, '[value=A]').checked).toBe(false);
  });

  it('never overwrites a field typed in the fresh form', () => {
    const after = page();
    field<HTMLInputElement>(after, '[name=name]').value = 'Typed later';
    restoreTypedValues(after, [{ form: 0, name: 'name', value: 'Typed first' }]);
    expect(field<HTMLInputElement>(after, '[name=name]').value).toBe('Typed later');
  });
});
