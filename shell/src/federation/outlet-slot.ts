/**
 * The outlet's side of the fragment slot (@school/shared/page-composition): the outlet renders its
 * area into the slot of the page's HTML, where it is, so the code hydrates the nodes being read.
 */
import { FRAGMENT_SLOT_ID, readSlot } from '@school/shared/page-composition';
import { normalisePath } from '../routing/normalise-path';

/** The page's slot, if it is still unclaimed and was made for `path`. Reads only. */
export function findFragmentSlot(doc: Document, path: string): HTMLElement | null {
  const slot = doc.getElementById(FRAGMENT_SLOT_ID);
  return slot && readSlot((name) => slot.getAttribute(name))?.path === normalisePath(path) ? slot : null;
}

/** Takes the slot for its outlet, once; it is no longer the unclaimed slot that a kept sign-in hides. */
export function claimFragmentSlot(slot: HTMLElement): void {
  slot.removeAttribute('id');
}

/** Drops a slot no outlet claimed (the not-found page, or another page by now). */
export function discardFragmentSlot(doc: Document): void {
  doc.getElementById(FRAGMENT_SLOT_ID)?.remove();
}
