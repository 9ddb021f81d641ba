// The security rules of users/{uid}, on the Firestore emulator that the global setup of the
// 'firestore' project starts (vitest.firestore-emulator.ts; without one these tests skip, and
// it says what is missing).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreEmulatorHost, rulesTestEnvironment } from './rules-test-environment';

const PROFILE = {
  email: 'alice@example.com',
  fullName: 'Alice Bello',
  role: 'student',
  phone: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe.skipIf(!firestoreEmulatorHost)('firestore.rules: users/{uid}', () => {
  let env: RulesTestEnvironment;
  const as = (uid: string | null) => (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore();

  beforeAll(async () => {
    env = await rulesTestEnvironment('demo-school-rules');
  });
  afterAll(() => env?.cleanup());
  beforeEach(() => env.clearFirestore());

  const seedAlice = () =>
    env.withSecurityRulesDisabled((context) => context.firestore().doc('users/alice').set(PROFILE));

  it('lets a user create their own student profile with exactly the five fields', async () => {
    await assertSucceeds(as('alice').doc('users/alice').set(PROFILE));
  });

  it('refuses any other role, a missing or extra field, or a non-string createdAt on create', async () => {
    const alice = as('alice').doc('users/alice');
    await assertFails(alice.set({ ...PROFILE, role: 'admin' }));
    const { phone: _phone, ...withoutPhone } = PROFILE;
    await assertFails(alice.set(withoutPhone));
    await assertFails(alice.set({ ...PROFILE, isAdmin: true }));
    await assertFails(alice.set({ ...PROFILE, createdAt: new Date() }));
  });

  it("refuses someone else's profile and anonymous access", async () => {
    await seedAlice();
    await assertFails(as('bob').doc('users/alice').get());
    await assertFails(
      as('bob')
        .doc('users/alice')
        .set({ ...PROFILE, fullName: 'Bob' }),
    );
    await assertFails(as(null).doc('users/alice').get());
    await assertFails(as('bob').doc('users/bob-as-alice').set(PROFILE));
  });

  it('lets a user read and update their profile but never change role or createdAt, nor delete it', async () => {
    await seedAlice();
    const alice = as('alice').doc('users/alice');
    await assertSucceeds(alice.get());
    await assertSucceeds(alice.update({ phone: '08031234567' }));
    await assertFails(alice.update({ role: 'admin' }));
    await assertFails(alice.update({ createdAt: '2020-01-01T00:00:00.000Z' }));
    await assertFails(alice.update({ nickname: 'Al' }));
    await assertFails(alice.delete());
  });

  it('denies every other collection', async () => {
    await assertFails(as('alice').doc('settings/site').get());
    await assertFails(as('alice').doc('users/alice/private/x').set({ a: 1 }));
  });
});
