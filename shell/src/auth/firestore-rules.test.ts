// The security rules of users/{uid} (firestore.rules), tried as an attacker would, on the
// Firestore emulator that the global setup of the 'firestore' project starts (see
// vitest.emulators.ts; without one these tests skip, and it says what is missing).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
// The contexts of @firebase/rules-unit-testing are the SDK's compat API: its sentinels and types.
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firestoreEmulatorHost, rulesTestEnvironment } from './rules-test-environment';

const { FieldValue, Timestamp } = firebase.firestore;
const EMAIL = 'alice@example.com';
/** A profile as the site creates it: createdAt is the time of the request, set by Firestore. */
const PROFILE = {
  email: EMAIL,
  fullName: 'Alice Bello',
  role: 'student',
  phone: '',
  createdAt: FieldValue.serverTimestamp(),
};
/** A profile as it is stored. */
const STORED = { ...PROFILE, createdAt: Timestamp.fromDate(new Date('2025-01-01T00:00:00.000Z')) };
type Profile = Record<string, unknown>;

describe.skipIf(!firestoreEmulatorHost)('firestore.rules: users/{uid}', () => {
  let env: RulesTestEnvironment;
  /** The Firestore of a signed-in user (with this e-mail in their token), or of nobody. */
  const as = (uid: string | null, email: string | null = uid === 'alice' ? EMAIL : `${uid}@example.com`) =>
    (uid ? env.authenticatedContext(uid, email === null ? {} : { email }) : env.unauthenticatedContext()).firestore();
  const alice = () => as('alice').doc('users/alice');
  const seed = (uid: string, profile: Profile) =>
    env.withSecurityRulesDisabled((context) => context.firestore().doc(`users/${uid}`).set(profile));
  /** The stored profile, read past the rules; undefined when there is none. */
  const storedProfileOf = async (uid: string) => {
    let data: Profile | undefined;
    await env.withSecurityRulesDisabled(async (context) => {
      data = (await context.firestore().doc(`users/${uid}`).get()).data();
    });
    return data;
  };

  beforeAll(async () => {
    setLogLevel('silent'); // the SDK would log every refusal these tests expect
    // A project of their own: the sign-up test uses demo-school on the same emulator.
    env = await rulesTestEnvironment('demo-school-rules');
  });
  afterAll(() => env?.cleanup());
  beforeEach(() => env.clearFirestore());

  describe('create', () => {
    it('lets a user create their own student profile, with an empty phone, created at the request time', async () => {
      const before = Date.now();
      await assertSucceeds(alice().set(PROFILE));
      const { createdAt } = (await storedProfileOf('alice')) as { createdAt: InstanceType<typeof Timestamp> };
      expect(createdAt).toBeInstanceOf(Timestamp);
      // The emulator's clock is this machine's.
      expect(createdAt.toMillis()).toBeGreaterThanOrEqual(before - 1_000);
      expect(createdAt.toMillis()).toBeLessThanOrEqual(Date.now() + 1_000);
    });

    it('accepts fields up to their limits: fullName 100, phone 20, email 254 characters', async () => {
      const email = `${'a'.repeat(242)}@example.com`;
      await assertSucceeds(
        as('alice', email)
          .doc('users/alice')
          .set({ ...PROFILE, email, fullName: 'F'.repeat(100), phone: '+'.padEnd(20, '9') }),
      );
    });

    it('refuses a createdAt the client chose: it must be the time of the request', async () => {
      await assertFails(alice().set({ ...PROFILE, createdAt: Timestamp.now() }));
      await assertFails(alice().set({ ...PROFILE, createdAt: Timestamp.fromDate(new Date('2020-01-01')) }));
      await assertFails(alice().set({ ...PROFILE, createdAt: Timestamp.fromMillis(Date.now() + 60_000) }));
      await assertFails(alice().set({ ...PROFILE, createdAt: '2025-01-01T00:00:00.000Z' }));
    });

    it('refuses any role but student', async () => {
      for (const role of ['admin', 'teacher', 'Student', '']) await assertFails(alice().set({ ...PROFILE, role }));
    });

    it("refuses an e-mail address that is not the signed-in account's own", async () => {
      await assertFails(alice().set({ ...PROFILE, email: 'principal@example.com' }));
      await assertFails(alice().set({ ...PROFILE, email: 'ALICE@example.com' }));
      await assertFails(as('alice', null).doc('users/alice').set(PROFILE)); // no e-mail in the token
    });

    it("refuses a profile under someone else's uid, and an anonymous one", async () => {
      await assertFails(as('bob', EMAIL).doc('users/alice').set(PROFILE));
      await assertFails(as(null).doc('users/alice').set(PROFILE));
    });

    it('refuses oversized fields', async () => {
      await assertFails(alice().set({ ...PROFILE, fullName: 'F'.repeat(101) }));
      await assertFails(alice().set({ ...PROFILE, phone: '9'.repeat(21) }));
      await assertFails(alice().set({ ...PROFILE, createdAt: `2025-01-01T00:00:00.000Z${' '.repeat(100_000)}` }));
      const email = `${'a'.repeat(243)}@example.com`; // 255, and the token's own
      await assertFails(
        as('alice', email)
          .doc('users/alice')
          .set({ ...PROFILE, email }),
      );
    });

    it('refuses wrongly typed fields', async () => {
      // Lists and maps have a size too, so only the type checks stop these.
      await assertFails(alice().set({ ...PROFILE, fullName: ['Alice Bello'] }));
      await assertFails(alice().set({ ...PROFILE, fullName: 42 }));
      await assertFails(alice().set({ ...PROFILE, phone: { number: '0803' } }));
      await assertFails(alice().set({ ...PROFILE, phone: 8031234567 }));
      await assertFails(alice().set({ ...PROFILE, createdAt: new Date() }));
      await assertFails(alice().set({ ...PROFILE, createdAt: 'yesterday' }));
      await assertFails(alice().set({ ...PROFILE, email: [EMAIL] }));
      await assertFails(alice().set({ ...PROFILE, role: ['student'] }));
    });

    it('refuses extra and missing keys', async () => {
      await assertFails(alice().set({ ...PROFILE, isAdmin: true }));
      for (const key of Object.keys(PROFILE)) {
        const { [key]: _missing, ...rest } = PROFILE as Profile;
        await assertFails(alice().set(rest));
      }
    });
  });

  describe('read', () => {
    beforeEach(() => seed('alice', STORED));

    it('lets a user get their own profile', async () => {
      await assertSucceeds(alice().get());
    });

    it("refuses someone else's profile and anonymous reads", async () => {
      await assertFails(as('bob').doc('users/alice').get());
      await assertFails(as(null).doc('users/alice').get());
    });

    it('refuses listing or querying users, even for only their own profile', async () => {
      const users = as('alice').collection('users');
      await assertFails(users.get());
      await assertFails(users.where('email', '==', EMAIL).get());
      await assertFails(users.where('__name__', '==', 'alice').get());
    });
  });

  describe('update and delete', () => {
    beforeEach(() => seed('alice', STORED));

    it('lets a user change their name and phone', async () => {
      await assertSucceeds(alice().update({ fullName: 'Alice B. Bello', phone: '08031234567' }));
    });

    it('refuses a change of role, e-mail address or createdAt', async () => {
      await assertFails(alice().update({ role: 'admin' }));
      // Not even to the address the account has now.
      await assertFails(
        as('alice', 'alice@new.example.com').doc('users/alice').update({ email: 'alice@new.example.com' }),
      );
      await assertFails(alice().update({ createdAt: Timestamp.fromDate(new Date('2020-01-01')) }));
      await assertFails(alice().update({ createdAt: FieldValue.serverTimestamp() }));
      await assertFails(alice().update({ createdAt: '2025-01-01T00:00:00.000Z' }));
    });

    it('refuses an update that breaks the shape: extra key, removed key, oversized or wrongly typed field', async () => {
      await assertFails(alice().update({ nickname: 'Al' }));
      const { phone: _phone, ...withoutPhone } = STORED;
      await assertFails(alice().set(withoutPhone)); // set() replaces the whole profile
      await assertFails(alice().update({ fullName: 'F'.repeat(101) }));
      await assertFails(alice().update({ phone: ['0803'] }));
    });

    it("refuses an update of someone else's profile, and an anonymous one", async () => {
      await assertFails(as('bob').doc('users/alice').update({ fullName: 'Bob' }));
      await assertFails(as(null).doc('users/alice').update({ fullName: 'Nobody' }));
    });

    it('lets a user delete her own profile, and it is gone', async () => {
      await assertSucceeds(alice().delete());
      await assertSucceeds(alice().get());
      expect((await alice().get()).exists).toBe(false);
    });

    it("refuses deleting someone else's profile, and an anonymous delete", async () => {
      await assertFails(as('bob').doc('users/alice').delete());
      await assertFails(as(null).doc('users/alice').delete());
      expect(await storedProfileOf('alice')).toBeDefined();
    });
  });

  it("lets no client read, list or write the form service's submissions, mail queue or repeat guards", async () => {
    // Written only by the form service, through the Admin SDK, which the rules do not govern.
    const written = {
      'submissions/s1': { form: 'contact', fields: { name: 'Alice' } },
      'mail/m1': { to: ['office@example.com'], message: { subject: 'x', text: 'y' } },
      'formRepeats/r1': { outcome: 'stored' },
    };
    await env.withSecurityRulesDisabled(async (context) => {
      for (const [path, data] of Object.entries(written)) await context.firestore().doc(path).set(data);
    });
    for (const db of [as('alice'), as(null)]) {
      for (const path of Object.keys(written)) {
        const collection = path.split('/')[0]!;
        await assertFails(db.doc(path).get());
        await assertFails(db.collection(collection).get());
        await assertFails(db.collection(collection).add({ form: 'contact' }));
        await assertFails(db.doc(path).set({ form: 'x' }));
        await assertFails(db.doc(path).delete());
      }
    }
  });

  it('denies every other document', async () => {
    await assertFails(as('alice').doc('settings/site').get());
    await assertFails(as('alice').doc('settings/site').set({ open: true }));
    await assertFails(as('alice').doc('users/alice/private/x').set({ a: 1 }));
  });
});
