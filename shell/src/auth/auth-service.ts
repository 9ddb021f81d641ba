import type { RuntimeConfig } from '@school/shared/area';
import type { WritableAuthStore } from './auth-store';

/** Firebase Auth around the auth store. Completed by the auth issue (#8). */
export function createAuthService(_config: RuntimeConfig, _store: WritableAuthStore): never {
  throw new Error('Firebase auth is not wired yet');
}
