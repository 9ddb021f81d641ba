import type { FirebaseApp } from 'firebase/app';
import type * as FirestoreLiteSdk from 'firebase/firestore/lite';
import { attempt, AuthError } from './auth-errors';

/** The profile document users/{uid}: exactly these five fields. */
export interface UserProfile {
  email: string;
  fullName: string;
  role: string;
  phone: string;
  /** ISO timestamp */
  createdAt: string;
}

/** The longest fullName and phone that firestore.rules accept (in characters). */
export const PROFILE_LIMITS = { fullName: 100, phone: 20 };

/** Where profiles live: Firestore in the site, memory in tests. */
export interface ProfileStore {
  /** The profile's role (the one field the site reads, spec call 3); '' when the user has none. */
  readRole(uid: string): Promise<string>;
  create(uid: string, profile: UserProfile): Promise<void>;
}

type FirestoreLite = typeof FirestoreLiteSdk;

export interface FirestoreProfileStoreOptions {
  /** Bound on each read or write, including loading Firestore itself. */
  timeoutMs?: number;
  /** Loads the Firestore SDK; tests replace it. */
  load?: () => Promise<FirestoreLite>;
  /** "host:port" of a Firestore emulator, when the runtime config names one. */
  emulator?: string;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new AuthError('profile-timeout')), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Profiles in Firestore. The SDK (the lite one: a fifth of the full SDK) is downloaded on the
 * first read or write, which only happens for a signed-in user. A profile's createdAt is the
 * time Firestore receives it (serverTimestamp(), which firestore.rules require), not the phone's
 * clock: the one the caller passes is not sent.
 */
export function createFirestoreProfileStore(
  app: FirebaseApp,
  { timeoutMs = 10_000, load = () => import('firebase/firestore/lite'), emulator }: FirestoreProfileStoreOptions = {},
): ProfileStore {
  let firestore: Promise<{ sdk: FirestoreLite; db: ReturnType<FirestoreLite['getFirestore']> }> | undefined;
  const connect = (sdk: FirestoreLite) => {
    const db = sdk.getFirestore(app);
    if (emulator) {
      const [host = '127.0.0.1', port] = emulator.split(':');
      sdk.connectFirestoreEmulator(db, host, Number(port));
    }
    return { sdk, db };
  };
  const profileDoc = async (uid: string) => {
    firestore ??= load().then(connect, (error: unknown) => {
      firestore = undefined; // a failed download may succeed next time
      throw error;
    });
    const { sdk, db } = await firestore;
    return { sdk, ref: sdk.doc(db, 'users', uid) };
  };
  const bounded = <T>(uid: string, work: (doc: Awaited<ReturnType<typeof profileDoc>>) => Promise<T>) =>
    attempt(() => withTimeout(profileDoc(uid).then(work), timeoutMs));

  return {
    readRole: (uid) =>
      bounded(uid, async ({ sdk, ref }) => {
        const role: unknown = (await sdk.getDoc(ref)).get('role');
        return typeof role === 'string' ? role : '';
      }),
    create: (uid, profile) =>
      bounded(uid, ({ sdk, ref }) => sdk.setDoc(ref, { ...profile, createdAt: sdk.serverTimestamp() })),
  };
}
