import type { FirebaseApp } from 'firebase/app';
import { describe, expect, it, vi } from 'vitest';
import { AuthError } from './auth-errors';
import { createFirestoreProfileStore, type UserProfile } from './firestore-profile-store';

const app = { name: 'test' } as FirebaseApp;
const PROFILE: UserProfile = {
  email: 'aisha@example.com',
  fullName: 'Aisha Bello',
  role: 'student',
  phone: '',
  createdAt: '2025-01-01T00:00:00.000Z',
};

/** The sentinel the fake's serverTimestamp() returns, and the time its server sets for it. */
const SERVER_TIMESTAMP = { serverTimestamp: true };
const SERVER_TIME = new Date('2026-03-01T08:30:00.123Z');

/** A fake of the few firebase/firestore/lite functions the store uses. */
function fakeFirestore({ hang = false } = {}) {
  const documents = new Map<string, Record<string, unknown>>();
  const sent: Record<string, unknown>[] = [];
  const never = new Promise<never>(() => {});
  const sdk = {
    serverTimestamp: vi.fn(() => SERVER_TIMESTAMP),
    getFirestore: vi.fn(() => ({ app })),
    connectFirestoreEmulator: vi.fn(),
    doc: vi.fn((_db: unknown, ...path: string[]) => path.join('/')),
    getDoc: vi.fn(async (path: string) => {
      if (hang) return never;
      const data = documents.get(path);
      return { get: (field: string) => data?.[field] };
    }),
    setDoc: vi.fn(async (path: string, data: Record<string, unknown>) => {
      if (hang) return never;
      sent.push(data);
      // As Firestore stores it: the sentinel becomes the server's time, read back as a Timestamp.
      const createdAt = data.createdAt === SERVER_TIMESTAMP ? { toDate: () => SERVER_TIME } : data.createdAt;
      documents.set(path, { ...data, createdAt });
    }),
  };
  const load = vi.fn(async () => sdk as never);
  return { sdk, load, documents, sent };
}

describe('Firestore profile store', () => {
  it('loads Firestore only on the first read or write, then reuses it', async () => {
    const { load, sdk, documents } = fakeFirestore();
    const store = createFirestoreProfileStore(app, { load });
    expect(load).not.toHaveBeenCalled();

    await store.create('alice', PROFILE);
    expect(documents.get('users/alice')).toEqual({ ...PROFILE, createdAt: { toDate: expect.any(Function) } });
    expect(await store.readRole('alice')).toBe('student');
    expect(await store.readRole('nobody')).toBe('');
    documents.set('users/bob', { ...PROFILE, role: 7 });
    expect(await store.readRole('bob')).toBe('');
    expect(load).toHaveBeenCalledTimes(1);
    expect(sdk.getFirestore).toHaveBeenCalledWith(app);
    expect(sdk.connectFirestoreEmulator).not.toHaveBeenCalled();
  });

  it('creates a profile at the time Firestore receives it, never the phone’s clock', async () => {
    const { load, sent, documents } = fakeFirestore();
    const store = createFirestoreProfileStore(app, { load });
    await store.create('alice', { ...PROFILE, createdAt: '1999-12-31T23:59:59.000Z' });
    expect(sent).toEqual([{ ...PROFILE, createdAt: SERVER_TIMESTAMP }]);
    expect((documents.get('users/alice')?.createdAt as { toDate(): Date }).toDate()).toEqual(SERVER_TIME);
  });

  it('connects to the Firestore emulator when the runtime config names one', async () => {
    const { load, sdk } = fakeFirestore();
    const store = createFirestoreProfileStore(app, { load, emulator: '127.0.0.1:8080' });
    await store.readRole('alice');
    expect(sdk.connectFirestoreEmulator).toHaveBeenCalledWith({ app }, '127.0.0.1', 8080);
  });

  it('fails a read or write that hangs with a typed timeout error', async () => {
    vi.useFakeTimers();
    try {
      const { load } = fakeFirestore({ hang: true });
      const store = createFirestoreProfileStore(app, { load, timeoutMs: 5000 });
      const read = store.readRole('alice').catch((error: unknown) => error);
      const write = store.create('alice', PROFILE).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(4999);
      expect(vi.getTimerCount()).toBe(2);
      await vi.advanceTimersByTimeAsync(1);
      for (const error of [await read, await write]) {
        expect(error).toBeInstanceOf(AuthError);
        expect(error).toMatchObject({ code: 'profile-timeout' });
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('maps Firestore errors and retries a failed SDK download', async () => {
    const { sdk, load } = fakeFirestore();
    load.mockRejectedValueOnce(new Error('chunk failed to load'));
    const store = createFirestoreProfileStore(app, { load });
    await expect(store.readRole('alice')).rejects.toMatchObject({ code: 'unknown' });

    sdk.setDoc.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    await expect(store.create('alice', { ...PROFILE, role: 'admin' })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
