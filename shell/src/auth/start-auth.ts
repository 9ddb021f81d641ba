import type { AuthStore, RuntimeConfig } from '@school/shared/area';
import type { AuthService } from './connect-firebase';
import { SIGNED_OUT, type WritableAuthStore } from './auth-store';
import { hasKeptSignIn, KEPT_SIGN_IN_KEY } from './kept-sign-in';

/**
 * Starts the auth state and returns the service (null without a Firebase project).
 *
 * Most visitors never signed in, so the first check is cheap: with no kept sign-in (the site's
 * own note, kept-sign-in.ts) they are signed out at once and the Firebase SDK is downloaded only
 * when a sign-up or login needs it. With one, Firebase is loaded and the state leaves 'loading'
 * after its check.
 */
export async function startAuth(config: RuntimeConfig, store: WritableAuthStore): Promise<AuthService | null> {
  const { firebase, emulators } = config;
  if (!firebase) {
    store.set(SIGNED_OUT);
    return null;
  }
  let connection: Promise<AuthService> | undefined;
  const connect = () =>
    (connection ??= import('./connect-firebase')
      .then(({ connectFirebase }) => connectFirebase(firebase, emulators, store))
      .catch((error: unknown) => {
        connection = undefined; // a failed download may succeed next time
        throw error;
      }));

  const service: AuthService = {
    signUp: async (...args) => (await connect()).signUp(...args),
    logIn: async (...args) => (await connect()).logIn(...args),
    // Nobody to sign out while Firebase was never needed.
    logOut: async () => (connection ? (await connection).logOut() : undefined),
  };
  if (import.meta.env.DEV) Object.assign(window, { schoolAuth: service });

  const kept = hasKeptSignIn(firebase.apiKey);
  keepSignInNote(store, firebase.apiKey);
  if (kept) await connect();
  else store.set(SIGNED_OUT);
  return service;
}

/** Keeps the note in step with `auth` (kept-sign-in.ts); returns the function that stops. */
export function keepSignInNote(auth: AuthStore, apiKey: string, storage: () => Storage = () => localStorage) {
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
