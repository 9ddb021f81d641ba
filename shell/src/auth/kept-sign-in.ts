/**
 * The site's own note that this phone has a signed-in visitor, in localStorage under this key,
 * with the Firebase project's apiKey as its value. The early script reads it to hold the content
 * for the shell's first auth check, and startAuth to load Firebase at once; startAuth keeps it in
 * step with the auth store (keepSignInNote). The site never reads Firebase's own storage, whose
 * keys are Firebase's to change. This module imports nothing: the early script and e2e read it.
 */
export const KEPT_SIGN_IN_KEY = 'school:signed-in';

/** Whether the note says a visitor is signed in (to the project with `apiKey`, or to any). */
export function hasKeptSignIn(apiKey?: string, storage: () => Storage = () => localStorage): boolean {
  try {
    const kept = storage().getItem(KEPT_SIGN_IN_KEY);
    return kept !== null && (apiKey === undefined || kept === apiKey);
  } catch {
    // Storage is blocked: nothing could have been kept there.
    return false;
  }
}
