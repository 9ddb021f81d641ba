/**
 * The site's own note that this phone has a signed-in visitor, in localStorage under this key,
 * with the Firebase project's apiKey as its value. The early script reads it to hold the content
 * for the shell's first auth check, and startAuth to load Firebase at once; keepSignInNote writes
 * it from the auth store. The site never reads Firebase's own storage, whose keys are Firebase's
 * to change.
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

/**
 * What the note follows of the auth store (an AuthStore). Structural, so that this module imports
 * nothing: the early script and the e2e suite read it too.
 */
interface AuthStatus {
  getSnapshot(): { status: string };
  subscribe(onChange: () => void): () => void;
}

/**
 * Keeps the note in step with `auth`: written when it reports a signed-in user, removed when it
 * reports none. Returns the function that stops.
 */
export function keepSignInNote(auth: AuthStatus, apiKey: string, storage: () => Storage = () => localStorage) {
  const write = () => {
    const { status } = auth.getSnapshot();
    try {
      if (status === 'signedIn') storage().setItem(KEPT_SIGN_IN_KEY, apiKey);
      else if (status === 'signedOut') storage().removeItem(KEPT_SIGN_IN_KEY);
    } catch {
      // Storage is blocked or full: the next visit checks with Firebase only once a form asks.
    }
  };
  write();
  return auth.subscribe(write);
}
