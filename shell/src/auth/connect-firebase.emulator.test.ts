// Against the real Firebase Auth emulator (started by the global setup of vitest.config.ts),
// with the SDK in memory and profiles in memory. Sign-up with profiles in the Firestore
// emulator, under firestore.rules, is in sign-up.firestore.test.ts.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  initializeAuth,
  inMemoryPersistence,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { AuthError } from './auth-errors';
import { createAuthService } from './connect-firebase';
import { LOADING, SIGNED_OUT, createAuthStore, type WritableAuthStore } from './auth-store';
import type { ProfileStore, UserProfile } from './firestore-profile-store';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorUrl: string;
  }
}

/** An in-memory ProfileStore that copies on the way in, like a document store; `read` is for the tests. */
function createMemoryProfileStore(): ProfileStore & { read(uid: string): UserProfile | undefined } {
  const documents = new Map<string, UserProfile>();
  return {
    read: (uid) => documents.get(uid),
    readRole: async (uid) => documents.get(uid)?.role ?? '',
    async create(uid, profile) {
      documents.set(uid, { ...profile });
    },
  };
}

const PASSWORD = 'correct horse 1';
let apps = 0;
const created: FirebaseApp[] = [];

function emulatorAuth(): Auth {
  const app = initializeApp(
    { apiKey: 'demo-api-key', authDomain: 'demo-school.firebaseapp.com', projectId: 'demo-school' },
    `test-${(apps += 1)}`,
  );
  created.push(app);
  const auth = initializeAuth(app, { persistence: inMemoryPersistence });
  connectAuthEmulator(auth, inject('authEmulatorUrl'), { disableWarnings: true });
  return auth;
}

function setUp({
  auth = emulatorAuth(),
  profiles = createMemoryProfileStore(),
}: { auth?: Auth; profiles?: ProfileStore } = {}) {
  const store = createAuthStore();
  return { auth, profiles, store, connecting: createAuthService(auth, profiles, store) };
}

const uniqueEmail = () => `parent-${crypto.randomUUID()}@example.com`;

/** Resolves with the next state the store moves to. */
const nextState = (store: WritableAuthStore) =>
  new Promise((resolve) => {
    const stop = store.subscribe(() => {
      stop();
      resolve(store.getSnapshot());
    });
  });

async function signedUpUser(profiles: ProfileStore, details = { fullName: 'Aisha Bello' }) {
  const { connecting } = setUp({ profiles });
  const service = await connecting;
  const email = uniqueEmail();
  const user = await service.signUp(email, PASSWORD, details);
  await service.logOut();
  return { email, user };
}

afterEach(() => Promise.all(created.splice(0).map((app) => deleteApp(app))));

describe('auth service against the Auth emulator', () => {
  it('starts loading and reports signed out only after the first check', async () => {
    const { store, connecting } = setUp();
    expect(store.getSnapshot()).toBe(LOADING);
    await connecting;
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
  });

  it('reports a user who is already signed in, with the role, as the first check', async () => {
    const profiles = createMemoryProfileStore();
    const { email, user } = await signedUpUser(profiles);
    const auth = emulatorAuth();
    await signInWithEmailAndPassword(auth, email, PASSWORD);

    const { store, connecting } = setUp({ auth, profiles });
    expect(store.getSnapshot()).toBe(LOADING);
    await connecting;
    expect(store.getSnapshot()).toEqual({
      status: 'signedIn',
      user: { uid: user.uid, email, displayName: 'Aisha Bello' },
      role: 'student',
    });
  });

  it('signs up: sets the display name, writes exactly the five profile fields and signs in', async () => {
    const profiles = createMemoryProfileStore();
    const { auth, store, connecting } = setUp({ profiles });
    const service = await connecting;
    const email = uniqueEmail();
    const before = Date.now();

    const user = await service.signUp(email, PASSWORD, { fullName: 'Musa Ibrahim', phone: '08031234567' });

    expect(user).toEqual({ uid: auth.currentUser?.uid, email, displayName: 'Musa Ibrahim' });
    expect(auth.currentUser?.displayName).toBe('Musa Ibrahim');
    const profile = profiles.read(user.uid);
    expect(Object.keys(profile ?? {}).sort()).toEqual(['createdAt', 'email', 'fullName', 'phone', 'role']);
    expect(profile).toMatchObject({ email, fullName: 'Musa Ibrahim', role: 'student', phone: '08031234567' });
    expect(profile?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(profile?.createdAt ?? '')).toBeGreaterThanOrEqual(before);
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', user, role: 'student' });
  });

  it('defaults the phone to empty and keeps a role the caller passes', async () => {
    const profiles = createMemoryProfileStore();
    const { connecting } = setUp({ profiles });
    const service = await connecting;
    const user = await service.signUp(uniqueEmail(), PASSWORD, { fullName: 'Zainab Yusuf', role: 'teacher' });
    expect(profiles.read(user.uid)).toMatchObject({ role: 'teacher', phone: '' });
  });

  it('logs out and logs in again, moving the state and reading the role after login', async () => {
    const profiles = createMemoryProfileStore();
    const { email, user } = await signedUpUser(profiles);
    const { store, connecting } = setUp({ profiles });
    const service = await connecting;
    expect(store.getSnapshot()).toBe(SIGNED_OUT);

    const signedIn = nextState(store);
    await service.logIn(email, PASSWORD);
    expect(await signedIn).toEqual({ status: 'signedIn', user, role: 'student' });
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', user, role: 'student' });

    await service.logOut();
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
  });

  it('reads the profile once per login while the read is slow', async () => {
    const profiles = createMemoryProfileStore();
    const { email } = await signedUpUser(profiles);
    let reads = 0;
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const slow: ProfileStore = {
      readRole: async (uid) => {
        reads += 1;
        await gate;
        return profiles.readRole(uid);
      },
      create: profiles.create,
    };
    const { store, connecting } = setUp({ profiles: slow });
    const service = await connecting;

    const loggingIn = service.logIn(email, PASSWORD);
    await vi.waitFor(() => expect(reads).toBe(1));
    openGate();
    await loggingIn;
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', role: 'student' });
    expect(reads).toBe(1);
  });

  it('stays signed out when a slow profile read finishes after the logout', async () => {
    const profiles = createMemoryProfileStore();
    const { email } = await signedUpUser(profiles);
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const readRole = vi.fn(async (uid: string) => {
      await gate;
      return profiles.readRole(uid);
    });
    const { store, connecting } = setUp({ profiles: { readRole, create: profiles.create } });
    const service = await connecting;

    const loggingIn = service.logIn(email, PASSWORD);
    await vi.waitFor(() => expect(readRole).toHaveBeenCalled());
    await service.logOut();
    openGate();
    await loggingIn;
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
  });

  it('gives an empty role to a user without a profile', async () => {
    const profiles = createMemoryProfileStore();
    const { email } = await signedUpUser(createMemoryProfileStore());
    const { store, connecting } = setUp({ profiles });
    const service = await connecting;
    await service.logIn(email, PASSWORD);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', role: '' });
  });

  it('still signs a user in, without a role, when the profile cannot be read', async () => {
    const { email } = await signedUpUser(createMemoryProfileStore());
    const failing: ProfileStore = {
      readRole: () => Promise.reject(new AuthError('profile-timeout')),
      create: () => Promise.reject(new AuthError('profile-timeout')),
    };
    const { store, connecting } = setUp({ profiles: failing });
    const service = await connecting;
    await service.logIn(email, PASSWORD);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', role: '' });
  });

  it('rejects a wrong password with a typed, readable error and stays signed out', async () => {
    const { email } = await signedUpUser(createMemoryProfileStore());
    const { store, connecting } = setUp();
    const service = await connecting;
    const error = await service.logIn(email, 'not the password').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({
      code: 'wrong-credentials',
      message: 'The e-mail address or the password is not correct.',
    });
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
  });

  it('rejects a second sign-up with the same e-mail with a typed error', async () => {
    const { email } = await signedUpUser(createMemoryProfileStore());
    const { connecting } = setUp();
    const service = await connecting;
    await expect(service.signUp(email, PASSWORD, { fullName: 'Someone Else' })).rejects.toMatchObject({
      name: 'AuthError',
      code: 'email-in-use',
    });
  });

  it('rejects a weak password with a typed error', async () => {
    const { connecting } = setUp();
    const service = await connecting;
    await expect(service.signUp(uniqueEmail(), '123', { fullName: 'Short Password' })).rejects.toMatchObject({
      code: 'weak-password',
    });
  });
});
