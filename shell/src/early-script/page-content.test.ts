import { afterEach, describe, expect, it, vi } from 'vitest';
import { stampPageElapsed } from '@school/shared/fragment';
import { pageContent } from './page-content';
import { fragmentSlotHtml, HELD_EVENT } from '@school/shared/page-composition';

const FRAGMENT =
  '<div data-area-fragment="careers" data-build="B" data-path="/jobs"><div data-area-root><button type="button">Apply Now</button></div></div>';

function page(path: string, slotFor = path, content = FRAGMENT) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<main id="main">${fragmentSlotHtml('mfe-careers', slotFor).replace('></div>', `>${content}</div>`)}</main>`;
  return document.getElementById('area-fragment')!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('pageContent', () => {
  it('is the slot the deploy wrote the route’s content into, its taps held from then on, fetching nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const slot = page('/jobs');
    expect(pageContent()).toBe(slot);
    const held = vi.fn();
    slot.addEventListener(HELD_EVENT, held);
    slot.querySelector('button')!.click();
    expect(held).toHaveBeenCalledOnce();
    expect(fetch).not.toHaveBeenCalled();
    // It entered the document with the page: the slot inherits the page's start, stamped from <head>.
    expect(slot.style.getPropertyValue('--page-elapsed')).toBe('');
  });

  it('is the route’s whatever trailing slash the address has', () => {
    const slot = page('/jobs');
    window.history.replaceState(null, '', '/jobs/');
    expect(pageContent()).toBe(slot);
  });

  it('is nothing for an empty slot (its remote not deployed yet): the area’s code renders the page', () => {
    const slot = page('/jobs', '/jobs', '');
    expect(pageContent()).toBeNull();
    slot.innerHTML = '<button type="button">Apply Now</button>';
    const held = vi.fn();
    slot.addEventListener(HELD_EVENT, held);
    slot.querySelector('button')!.click();
    expect(held).not.toHaveBeenCalled();
  });

  it('is nothing on a page the slot is not for, or with no slot (the 404 page)', () => {
    page('/no-such-page', '/');
    expect(pageContent()).toBeNull();
    document.body.innerHTML = '<main id="main"></main>';
    expect(pageContent()).toBeNull();
  });
});

it('stamps the page’s elapsed time on <html>, as the early script does from <head>, for content parsed with the page to count from', () => {
  stampPageElapsed(document.documentElement);
  expect(document.documentElement.style.getPropertyValue('--page-elapsed')).toMatch(/^\d+ms$/);
  document.documentElement.style.removeProperty('--page-elapsed');
});
