import { describe, expect, it } from 'vitest';
import { createAuthStore, LOADING, SIGNED_OUT } from './auth-store';
import { hasKeptSignIn, KEPT_SIGN_IN_KEY } from './kept-sign-in';
import { keepSignInNote } from './start-auth';

const ALICE = {
  status: 'signedIn' as const,
  user: { uid: 'alice', email: 'alice@example.com', displayName: 'Alice' },
  role: 'student',
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

describe('hasKeptSignIn', () => {
  it("reads the site's own note: for the project named, or for any", () => {
    const storage = memoryStorage();
    expect(hasKeptSignIn(undefined, () => storage)).toBe(false);
    storage.setItem(KEPT_SIGN_IN_KEY, 'demo-api-key');
    expect(hasKeptSignIn(undefined, () => storage)).toBe(true);
    expect(hasKeptSignIn('demo-api-key', () => storage)).toBe(true);
    expect(hasKeptSignIn('another-project-key', () => storage)).toBe(false);
  });

  it('says no when storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(hasKeptSignIn(undefined, blocked)).toBe(false);
  });
});

describe('keepSignInNote', () => {
  it('writes the note while the store reports a signed-in user, removes it when signed out, and leaves it while loading', () => {
    const storage = memoryStorage();
    storage.setItem(KEPT_SIGN_IN_KEY, 'demo-api-key');
    const store = createAuthStore(LOADING);
    const stop = keepSignInNote(store, 'demo-api-key', () => storage);
    // Still checking: last visit's note stands.
    expect(storage.getItem(KEPT_SIGN_IN_KEY)).toBe('demo-api-key');
    store.set(SIGNED_OUT);
    expect(storage.getItem(KEPT_SIGN_IN_KEY)).toBeNull();
    store.set(ALICE);
    expect(storage.getItem(KEPT_SIGN_IN_KEY)).toBe('demo-api-key');
    stop();
    store.set(SIGNED_OUT);
    expect(storage.getItem(KEPT_SIGN_IN_KEY)).toBe('demo-api-key');
  });

  it('gives up quietly when storage refuses', () => {
    const store = createAuthStore(ALICE);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(() => keepSignInNote(store, 'demo-api-key', () => full)).not.toThrow();
  });
});
