import type { RuntimeConfig } from '@school/shared/area';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthService } from './connect-firebase';
import { LOADING, SIGNED_OUT, createAuthStore, type WritableAuthStore } from './auth-store';
import { KEPT_SIGN_IN_KEY } from './kept-sign-in';
import { startAuth } from './start-auth';

// The module that loads the Firebase SDK, replaced so each test sees whether it was loaded.
const connectFirebase = vi.hoisted(() => vi.fn());
vi.mock('./connect-firebase', () => ({ connectFirebase }));

const FIREBASE = { apiKey: 'demo-api-key', authDomain: 'demo-school.firebaseapp.com', projectId: 'demo-school' };
const config: RuntimeConfig = { firebase: FIREBASE, emulators: {} };
const ALICE = { uid: 'alice', email: 'alice@example.com', displayName: 'Alice' };

/** A stand-in for the Firebase-backed service whose first check ends when the test says so. */
function fakeConnection(store: WritableAuthStore) {
  const service: AuthService = {
    signUp: vi.fn(async () => ALICE),
    logIn: vi.fn(async () => ALICE),
    logOut: vi.fn(async () => {}),
  };
  let finishFirstCheck!: () => void;
  const connected = new Promise<AuthService>((resolve) => {
    finishFirstCheck = () => {
      store.set({ status: 'signedIn', user: ALICE, role: 'student' });
      resolve(service);
    };
  });
  connectFirebase.mockReturnValue(connected);
  return { service, finishFirstCheck };
}

beforeEach(() => {
  connectFirebase.mockReset();
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe('startAuth: the first auth check', () => {
  it('without a Firebase project reports signed out and never loads Firebase', async () => {
    const store = createAuthStore();
    expect(await startAuth({ ...config, firebase: null }, store)).toBeNull();
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
    expect(connectFirebase).not.toHaveBeenCalled();
  });

  it('with no kept sign-in reports signed out at once without loading the Firebase SDK', async () => {
    // Firebase's own storage is Firebase's: a session it kept is not the site's note.
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{"uid":"alice"}');
    localStorage.setItem(KEPT_SIGN_IN_KEY, 'another-project-key');
    localStorage.setItem('unrelated', 'x');
    const store = createAuthStore();
    const service = await startAuth(config, store);
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
    expect(connectFirebase).not.toHaveBeenCalled();

    await service?.logOut();
    expect(connectFirebase).not.toHaveBeenCalled();
  });

  it('loads Firebase on the first sign-up or login, once, and hands the call over', async () => {
    const store = createAuthStore();
    const service = await startAuth(config, store);
    const { service: connected, finishFirstCheck } = fakeConnection(store);
    finishFirstCheck();

    await expect(service?.logIn('alice@example.com', 'secret1')).resolves.toEqual(ALICE);
    await service?.signUp('bob@example.com', 'secret2', { fullName: 'Bob' });
    await service?.logOut();

    expect(connectFirebase).toHaveBeenCalledTimes(1);
    expect(connectFirebase).toHaveBeenCalledWith(FIREBASE, {}, store);
    expect(connected.logIn).toHaveBeenCalledWith('alice@example.com', 'secret1');
    expect(connected.signUp).toHaveBeenCalledWith('bob@example.com', 'secret2', { fullName: 'Bob' });
    expect(connected.logOut).toHaveBeenCalledTimes(1);
  });

  it('with a kept sign-in loads Firebase and stays loading until its first check is done', async () => {
    localStorage.setItem(KEPT_SIGN_IN_KEY, FIREBASE.apiKey);
    const store = createAuthStore();
    const { finishFirstCheck } = fakeConnection(store);
    let started = false;
    const starting = startAuth(config, store).then(() => (started = true));

    await vi.waitFor(() => expect(connectFirebase).toHaveBeenCalledWith(FIREBASE, {}, store));
    expect(store.getSnapshot()).toBe(LOADING);
    expect(started).toBe(false);

    finishFirstCheck();
    await starting;
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', user: ALICE });
    expect(localStorage.getItem(KEPT_SIGN_IN_KEY)).toBe(FIREBASE.apiKey);
  });

  it('notes a sign-in for the next visit, and forgets it on sign-out', async () => {
    const store = createAuthStore();
    await startAuth(config, store);
    expect(localStorage.getItem(KEPT_SIGN_IN_KEY)).toBeNull();
    store.set({ status: 'signedIn', user: ALICE, role: 'student' });
    expect(localStorage.getItem(KEPT_SIGN_IN_KEY)).toBe(FIREBASE.apiKey);
    store.set(SIGNED_OUT);
    expect(localStorage.getItem(KEPT_SIGN_IN_KEY)).toBeNull();
  });

  it('retries loading Firebase after a failed download', async () => {
    const store = createAuthStore();
    const service = await startAuth(config, store);
    connectFirebase.mockImplementationOnce(() => {
      throw new Error('chunk failed to load');
    });
    await expect(service?.logIn('a@example.com', 'secret1')).rejects.toThrow('chunk failed to load');
    fakeConnection(store).finishFirstCheck();
    await expect(service?.logIn('a@example.com', 'secret1')).resolves.toEqual(ALICE);
  });

  it('exposes the service on window in development (tests run in development mode)', async () => {
    const service = await startAuth(config, createAuthStore());
    expect(import.meta.env.DEV).toBe(true);
    expect((window as unknown as { schoolAuth: unknown }).schoolAuth).toBe(service);
  });
});
