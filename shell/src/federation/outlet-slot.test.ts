import { fragmentSlotHtml } from '@school/shared/page-composition';
import { afterEach, describe, expect, it } from 'vitest';
import { claimFragmentSlot, discardFragmentSlot, findFragmentSlot } from './outlet-slot';

function page(path: string) {
  document.body.innerHTML = `<main id="main">${fragmentSlotHtml('mfe-careers', path)}</main>`;
  return document.getElementById('area-fragment')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the outlet's side of the slot", () => {
  it('finds it for its own path only, and claims it once: no longer the unclaimed slot, and no longer found', () => {
    const slot = page('/jobs');
    expect(findFragmentSlot(document, '/contact')).toBeNull();
    expect(findFragmentSlot(document, '/jobs/')).toBe(slot);
    claimFragmentSlot(slot);
    expect(slot).not.toHaveAttribute('id');
    expect(slot.isConnected).toBe(true);
    expect(findFragmentSlot(document, '/jobs')).toBeNull();
  });

  it('discards it when no outlet claimed it', () => {
    page('/jobs');
    discardFragmentSlot(document);
    expect(document.getElementById('area-fragment')).toBeNull();
  });
});
