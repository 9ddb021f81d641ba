/** The fragment slot's protocol (page-composition.js). */
export const FRAGMENT_SLOT_ID: string;
export const SLOT_ATTRS: { remote: string; path: string };
export const HELD_EVENT: string;
export const HELD_CONTROL: string;
export const RELEASE_EVENT: string;
export const GIVE_UP_EVENT: string;
export const KEPT_USER_ATTR: string;

/** What a slot says. */
export interface FragmentSlot {
  remote: string;
  path: string;
}

export function fragmentSlotHtml(remote: string, path: string): string;
export function readSlot(attribute: (name: string) => string | null | undefined): FragmentSlot | null;
