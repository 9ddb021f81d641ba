import type { FirebaseWebConfig, RuntimeConfig } from '@school/shared/area';
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { createAuthService, type ConnectedAuthService } from './auth-service';
import type { WritableAuthStore } from './auth-store';
import { createFirestoreProfileStore } from './firestore-profile-store';

/**
 * Loads Firebase and connects the auth store to it. Imported on demand by start-auth: this
 * module is the Firebase SDK's only way into the bundle.
 */
export function connectFirebase(
  firebase: FirebaseWebConfig,
  emulators: RuntimeConfig['emulators'],
  store: WritableAuthStore,
): ConnectedAuthService {
  const app = initializeApp(firebase);
  // No popup/redirect resolver: sign-in is by e-mail only, and it keeps the bundle small.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence, popupRedirectResolver: undefined });
  if (emulators.auth) connectAuthEmulator(auth, emulators.auth, { disableWarnings: true });
  return createAuthService(auth, createFirestoreProfileStore(app, { emulator: emulators.firestore }), store);
}
