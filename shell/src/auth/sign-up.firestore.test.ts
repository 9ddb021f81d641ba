// Sign-up as the site does it (connectFirebase: the real AuthService and Firestore profile
// store), against an Auth emulator and a Firestore emulator holding the real firestore.rules,
// both started by the global setup of the 'emulators' project (vitest.emulators.ts).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, getApp } from 'firebase/app';
import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthStore } from './auth-store';
import { connectFirebase } from './connect-firebase';
import { authEmulatorUrl, firestoreEmulatorHost, rulesTestEnvironment } from './rules-test-environment';

// The Auth emulator's project: the Firestore emulator accepts its ID tokens for it.
const PROJECT_ID = 'demo-school';
const PASSWORD = 'correct horse 1';
const uniqueEmail = () => `parent-${crypto.randomUUID()}@example.com`;

describe.skipIf(!firestoreEmulatorHost)('sign-up through the product, with firestore.rules enforced', () => {
  let rules: RulesTestEnvironment;
  const store = createAuthStore();
  let service: Awaited<ReturnType<typeof connectFirebase>>;
  const storedProfile = async (uid: string) => {
    let data: unknown;
    await rules.withSecurityRulesDisabled(async (context) => {
      data = (await context.firestore().doc(`users/${uid}`).get()).data();
    });
    return data;
  };

  beforeAll(async () => {
    setLogLevel('silent'); // the SDK would log the refusal the last test expects
    rules = await rulesTestEnvironment(PROJECT_ID);
    service = await connectFirebase(
      { apiKey: 'demo-api-key', authDomain: `${PROJECT_ID}.firebaseapp.com`, projectId: PROJECT_ID },
      { auth: authEmulatorUrl, firestore: firestoreEmulatorHost },
      store,
    );
  });
  afterAll(async () => {
    if (service) await deleteApp(getApp());
    await rules?.cleanup();
  });

  it('creates a student profile the rules accept, then reads the role back through them', async () => {
    // Mixed case: the profile gets the account's address, which is what the token carries.
    const email = `Parent-${crypto.randomUUID()}@Example.com`;
    const before = Date.now();
    const user = await service.signUp(email, PASSWORD, { fullName: 'Aisha Bello' });
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', role: 'student' });
    const stored = (await storedProfile(user.uid)) as { createdAt: { toMillis(): number } };
    expect(stored).toEqual({
      email: user.email,
      fullName: 'Aisha Bello',
      role: 'student',
      phone: '',
      createdAt: expect.anything(),
    });
    // The time Firestore received it (serverTimestamp(), as the rules require); the emulator's
    // clock is this machine's.
    expect(stored.createdAt.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
    expect(stored.createdAt.toMillis()).toBeLessThanOrEqual(Date.now() + 1_000);

    // After a new login the role comes from Firestore: a get through the rules, as this user.
    await service.logOut();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut' });
    await service.logIn(email, PASSWORD);
    expect(store.getSnapshot()).toEqual({ status: 'signedIn', user, role: 'student' });
  });

  it('keeps a phone number the form gives', async () => {
    const user = await service.signUp(uniqueEmail(), PASSWORD, {
      fullName: 'Musa Ibrahim',
      phone: '+234 803 123 4567',
    });
    expect(await storedProfile(user.uid)).toMatchObject({ phone: '+234 803 123 4567', role: 'student' });
  });

  it('takes a name and phone up to the limits of the rules, and refuses longer ones before the account exists', async () => {
    const longest = { fullName: 'N'.repeat(100), phone: '9'.repeat(20) };
    const user = await service.signUp(uniqueEmail(), PASSWORD, longest);
    expect(await storedProfile(user.uid)).toMatchObject(longest);

    for (const details of [{ fullName: 'N'.repeat(101) }, { fullName: 'Musa Ibrahim', phone: '9'.repeat(21) }]) {
      const email = uniqueEmail();
      await expect(service.signUp(email, PASSWORD, details)).rejects.toMatchObject({ code: 'profile-too-long' });
      await expect(service.logIn(email, PASSWORD)).rejects.toMatchObject({ code: 'wrong-credentials' });
    }
  });

  it('is refused a profile with another role: signed in, without a role, and told so', async () => {
    const signingUp = service.signUp(`teacher-${crypto.randomUUID()}@example.com`, PASSWORD, {
      fullName: 'Zainab Yusuf',
      role: 'teacher',
    });
    await expect(signingUp).rejects.toMatchObject({ name: 'AuthError', code: 'permission-denied' });
    const { user } = store.getSnapshot();
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', role: '' });
    expect(await storedProfile(user!.uid)).toBeUndefined();
  });
});
