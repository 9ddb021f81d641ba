import { describe, expect, it, vi } from 'vitest';
import { LOADING, SIGNED_OUT, createAuthStore } from './auth-store';

describe('auth store', () => {
  it('starts loading and notifies subscribers of changes', () => {
    const store = createAuthStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.getSnapshot()).toBe(LOADING);
    store.set(SIGNED_OUT);
    expect(store.getSnapshot()).toBe(SIGNED_OUT);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(LOADING);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hands areas a read-only view with no way to write', () => {
    const store = createAuthStore(SIGNED_OUT);
    expect(Object.keys(store.view).sort()).toEqual(['getSnapshot', 'subscribe']);
    expect(Object.isFrozen(store.view)).toBe(true);
    expect(store.view.getSnapshot()).toBe(SIGNED_OUT);
  });
});
