import { FRAGMENT_SLOT_ID, GIVE_UP_EVENT } from '@school/shared/page-composition';

/**
 * Whether the shell's code has failed: it could not start, or its root was unmounted by an error
 * no boundary caught. What its code leaves on the page then stays as the HTML drew it
 * (hydrate-region.tsx, area-outlet.tsx), and a submit held for the code goes as the form's own post.
 */
let failed = false;
// Taken as the code loads: the outlet claims the slot (its id goes) once the page renders.
const slot = document.getElementById(FRAGMENT_SLOT_ID);

export const shellHasFailed = (): boolean => failed;

export function markShellFailed(): void {
  failed = true;
  slot?.dispatchEvent(new Event(GIVE_UP_EVENT));
}
