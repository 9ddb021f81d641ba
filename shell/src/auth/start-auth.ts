import type { RuntimeConfig } from '@school/shared/area';
import { SIGNED_OUT, type WritableAuthStore } from './auth-store';

/**
 * Starts the auth state. With no Firebase project configured the visitor is signed out at
 * once; otherwise Firebase Auth is loaded and reports the first check.
 */
export async function startAuth(config: RuntimeConfig, store: WritableAuthStore): Promise<void> {
  if (!config.firebase) {
    store.set(SIGNED_OUT);
    return;
  }
  const { createAuthService } = await import('./auth-service');
  const service = createAuthService(config, store);
  if (import.meta.env.DEV) Object.assign(window, { schoolAuth: service });
}
