import { SAVES_DATA_ATTR } from '@school/shared/saves-data';
import { describe, expect, it, vi } from 'vitest';
import { savesData, startOnFirstUse } from './data-saver';
import { holdEarlyActions } from './hold-early-actions';

describe('savesData', () => {
  it('follows the mark on <html>', () => {
    const doc = document.implementation.createHTMLDocument();
    expect(savesData(doc)).toBe(false);
    doc.documentElement.setAttribute(SAVES_DATA_ATTR, '');
    expect(savesData(doc)).toBe(true);
  });
});

describe('startOnFirstUse', () => {
  function content() {
    document.body.innerHTML =
      '<div id="slot"><p>Words</p><a href="/jobs">Jobs</a><form><input name="name"><button type="submit">Send</button></form><button type="button" id="apply">Apply Now</button>' +
      '<input type="checkbox" id="show"><label for="show">Show photo</label></div>';
    const slot = document.getElementById('slot')!;
    holdEarlyActions(slot);
    return slot;
  }

  it('starts the code on the first held tap, once', () => {
    const slot = content();
    const start = vi.fn();
    startOnFirstUse(slot, start);
    slot.querySelector('p')!.click();
    expect(start).not.toHaveBeenCalled();
    slot.querySelector<HTMLButtonElement>('#apply')!.click();
    expect(start).toHaveBeenCalledOnce();
    slot.querySelector('input')!.focus();
    slot.querySelector<HTMLButtonElement>('#apply')!.click();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts the code when a form field is focused, not when a link is', () => {
    const slot = content();
    const start = vi.fn();
    startOnFirstUse(slot, start);
    slot.querySelector('a')!.focus();
    expect(start).not.toHaveBeenCalled();
    slot.querySelector('input')!.focus();
    expect(start).toHaveBeenCalledOnce();
  });

  it('leaves a control outside any form to the page: a photo’s “Show photo” needs no code', () => {
    const slot = content();
    const start = vi.fn();
    startOnFirstUse(slot, start);
    const show = slot.querySelector<HTMLInputElement>('#show')!;
    show.focus();
    show.click();
    expect(show.checked, 'toggled by the platform, not held').toBe(true);
    expect(start).not.toHaveBeenCalled();
  });

  it('starts the code on a submit held before the code runs', () => {
    const slot = content();
    const start = vi.fn();
    startOnFirstUse(slot, start);
    slot.querySelector('form')!.requestSubmit();
    expect(start).toHaveBeenCalledOnce();
  });
});
