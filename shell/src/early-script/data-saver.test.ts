import { SAVES_DATA_ATTR } from '@school/shared/fragment';
import { describe, expect, it, vi } from 'vitest';
import { markSavingData, savesData, startOnFirstUse } from './data-saver';
import { holdEarlyActions } from './hold-early-actions';

const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('savesData', () => {
  it('is on when the browser asks to save data, or rates the connection 2g or slower', () => {
    expect(savesData(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(savesData(withConnection({ saveData: false, effectiveType: '2g' }))).toBe(true);
    expect(savesData(withConnection({ saveData: false, effectiveType: 'slow-2g' }))).toBe(true);
  });

  it('is off otherwise, and where the browser says nothing of the connection', () => {
    expect(savesData(withConnection({ saveData: false, effectiveType: '3g' }))).toBe(false);
    expect(savesData(withConnection({ saveData: false, effectiveType: '4g' }))).toBe(false);
    expect(savesData(withConnection())).toBe(false);
  });
});

describe('markSavingData', () => {
  it("marks <html> for the page's CSS only when the browser saves data", () => {
    const doc = document.implementation.createHTMLDocument();
    expect(markSavingData(doc, withConnection({ saveData: false, effectiveType: '4g' }))).toBe(false);
    expect(markSavingData(doc, withConnection())).toBe(false);
    expect(doc.documentElement.hasAttribute(SAVES_DATA_ATTR)).toBe(false);
    expect(markSavingData(doc, withConnection({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(doc.documentElement.getAttribute(SAVES_DATA_ATTR)).toBe('');
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
