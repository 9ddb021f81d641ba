// @vitest-environment node
// The security rules of users/{uid}, on the Firestore emulator. It cannot run offline here
// (firebase-tools downloads its jar), so these run only when FIRESTORE_EMULATOR_HOST is set,
// e.g. `npx firebase emulators:exec --only firestore --project demo-school "npx vitest run"`.
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulatorHost) {
  console.info(
    '[firestore rules] SKIPPED: FIRESTORE_EMULATOR_HOST is not set. The Firestore emulator needs a jar that ' +
      'firebase-tools downloads, so it cannot start offline; run `pnpm --filter @school/shell test:rules` (' +
      '`firebase emulators:exec --only firestore`) where it can download it.',
  );
}

const PROFILE = {
  email: 'alice@example.com',
  fullName: 'Alice Bello',
  role: 'student',
  phone: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe.skipIf(!emulatorHost)('firestore.rules: users/{uid}', () => {
  let env: RulesTestEnvironment;
  const as = (uid: string | null) => (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore();

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-school',
      firestore: { rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8') },
    });
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
