import type { AuthState, AuthStore } from '@school/shared/area';

export const LOADING: AuthState = { status: 'loading', user: null, role: '' };
export const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, role: '' };

export interface WritableAuthStore extends AuthStore {
  set(next: AuthState): void;
  /** The read-only face handed to areas. */
  readonly view: AuthStore;
}

export function createAuthStore(initial: AuthState = LOADING): WritableAuthStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => void listeners.delete(onChange);
  };
  const getSnapshot = () => state;
  return {
    subscribe,
    getSnapshot,
    set(next) {
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    view: Object.freeze({ subscribe, getSnapshot }),
  };
}
