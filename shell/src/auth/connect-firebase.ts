/**
 * Sign-up, login and logout over Firebase Auth. Imported on demand by start-auth: this module is
 * the Firebase SDK's only way into the bundle.
 */
import type { AuthUser, FirebaseWebConfig, RuntimeConfig } from '@school/shared/area';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { attempt, AuthError, toAuthError } from './auth-errors';
import { SIGNED_OUT, type WritableAuthStore } from './auth-store';
import { createFirestoreProfileStore, PROFILE_LIMITS, type ProfileStore } from './firestore-profile-store';

/** What the site (and, in development, the browser console) can do with accounts. */
export interface AuthService {
  signUp(
    email: string,
    password: string,
    details: { fullName: string; role?: string; phone?: string },
  ): Promise<AuthUser>;
  logIn(email: string, password: string): Promise<AuthUser>;
  logOut(): Promise<void>;
}

const toAuthUser = ({ uid, email, displayName }: User): AuthUser => ({ uid, email, displayName });

/**
 * Drives the auth store from a Firebase Auth instance and keeps profiles in `profiles`; resolves
 * once the first auth check is in the store.
 */
export async function createAuthService(
  auth: Auth,
  profiles: ProfileStore,
  store: WritableAuthStore,
): Promise<AuthService> {
  // Each report gets a number; a slow profile read never overwrites a newer state.
  let latest = 0;
  let pendingRole: { uid: string; role: Promise<string> } | undefined;

  // One read per user at a time: a login and Firebase's own report of it share it.
  const readRole = (uid: string): Promise<string> => {
    if (pendingRole?.uid === uid) return pendingRole.role;
    const role = profiles
      .readRole(uid)
      .catch((error: unknown) => {
        console.warn('[auth] could not read the profile; continuing without a role', error);
        return '';
      })
      .finally(() => {
        if (pendingRole?.role === role) pendingRole = undefined;
      });
    pendingRole = { uid, role };
    return role;
  };

  const report = async (user: User | null, knownRole?: string): Promise<void> => {
    const mine = ++latest;
    if (!user) return store.set(SIGNED_OUT);
    const role = knownRole ?? (await readRole(user.uid));
    if (mine === latest) store.set({ status: 'signedIn', user: toAuthUser(user), role });
  };

  // Firebase calls the listener first once the persisted user (if any) is restored.
  await new Promise<void>((resolve) => onAuthStateChanged(auth, (user) => void report(user).finally(resolve)));

  return {
    async signUp(email, password, { fullName, role = 'student', phone = '' }) {
      // The rules would refuse the profile: say so before the account exists, not after.
      if (fullName.length > PROFILE_LIMITS.fullName || phone.length > PROFILE_LIMITS.phone) {
        throw new AuthError('profile-too-long');
      }
      const { user } = await attempt(() => createUserWithEmailAndPassword(auth, email, password));
      await attempt(() => updateProfile(user, { displayName: fullName }));
      try {
        await profiles.create(user.uid, {
          email: user.email ?? email,
          fullName,
          role,
          phone,
          createdAt: new Date().toISOString(),
        });
      } catch (error) {
        await report(user, ''); // signed in, but without a profile
        throw toAuthError(error);
      }
      await report(user, role);
      return toAuthUser(user);
    },

    async logIn(email, password) {
      const { user } = await attempt(() => signInWithEmailAndPassword(auth, email, password));
      await report(user);
      return toAuthUser(user);
    },

    async logOut() {
      await attempt(() => signOut(auth));
      await report(null);
    },
  };
}

/** Loads Firebase and connects the auth store to it; resolves after the first auth check. */
export function connectFirebase(
  firebase: FirebaseWebConfig,
  emulators: RuntimeConfig['emulators'],
  store: WritableAuthStore,
): Promise<AuthService> {
  const app = initializeApp(firebase);
  // No popup/redirect resolver: sign-in is by e-mail only, and it keeps the bundle small.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence, popupRedirectResolver: undefined });
  if (emulators.auth) connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  return createAuthService(auth, createFirestoreProfileStore(app, { emulator: emulators.firestore }), store);
}
