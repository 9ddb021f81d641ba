/**
 * The route's content, as the deploy wrote it into the page's fragment slot (or as the service
 * worker kept the page whole): the early script holds its taps until the area's code runs. A page
 * whose slot is empty (its remote not deployed yet) has nothing to read before the code renders it.
 */
import { stampPageElapsed } from '@school/shared/fragment';
import { FRAGMENT_SLOT_ID, KEPT_USER_ATTR, readSlot } from '@school/shared/page-composition';
import { normalisePath } from '../routing/normalise-path';
import { holdEarlyActions } from './hold-early-actions';

/**
 * For a visitor Firebase has kept signed in, the page's content waits for the shell's first auth
 * check (the spec): the page's first styles hide the slot while <html> carries KEPT_USER_ATTR.
 * Called from <head>, before the content is parsed.
 */
export function hideContentForKeptUser(doc: Document, keptUser: boolean): void {
  if (keptUser) doc.documentElement.setAttribute(KEPT_USER_ATTR, '');
}

/**
 * The slot holding this route's content, its taps held from now on; null when it holds none, or
 * was made for another path (an unknown path gets the 404 page). Called once the page is parsed.
 */
export function pageContent(doc: Document = document): HTMLElement | null {
  const slot = doc.getElementById(FRAGMENT_SLOT_ID);
  const said = slot && readSlot((name) => slot.getAttribute(name));
  if (!slot || !said || said.path !== normalisePath(doc.location.pathname) || !slot.hasChildNodes()) return null;
  holdEarlyActions(slot);
  return slot;
}

/**
 * Content enters the document as the page is parsed, and its CSS timings (Home's spinner stage)
 * start then: stamped on <html> from <head>, before it is parsed, the elapsed time is never later
 * than their start, so what they time never comes early. (Stamped once the page was parsed, it
 * came up to 400 ms early.)
 */
export function stampPageStart(doc: Document): void {
  stampPageElapsed(doc.documentElement);
}
