import { FRAGMENT_SLOT_ID, readSlot } from '@school/shared/page-composition';
import { normalisePath } from '../routing/normalise-path';
import { holdEarlyActions } from './hold-early-actions';

/**
 * The slot holding this route's content, as the deploy wrote it in (or as the service worker kept
 * the page whole), its taps held from now on until the area's code runs. Null when it holds none
 * (its remote not deployed yet: the code renders the page), or was made for another path (an
 * unknown path gets the 404 page). Called once the page is parsed.
 */
export function pageContent(doc: Document = document): HTMLElement | null {
  const slot = doc.getElementById(FRAGMENT_SLOT_ID);
  const said = slot && readSlot((name) => slot.getAttribute(name));
  if (!slot || !said || said.path !== normalisePath(doc.location.pathname) || !slot.hasChildNodes()) return null;
  holdEarlyActions(slot);
  return slot;
}
