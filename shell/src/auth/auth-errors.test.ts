import { describe, expect, it } from 'vitest';
import { AuthError, toAuthError } from './auth-errors';

const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('toAuthError', () => {
  it.each([
    ['auth/weak-password', 'weak-password'],
    ['auth/email-already-in-use', 'email-in-use'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/invalid-credential', 'wrong-credentials'],
    ['auth/wrong-password', 'wrong-credentials'],
    ['auth/user-not-found', 'wrong-credentials'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/network-request-failed', 'network'],
    ['unavailable', 'network'],
    ['permission-denied', 'permission-denied'],
    ['auth/internal-error', 'unknown'],
  ])('maps %s to %s', (firebaseCode, code) => {
    const cause = firebaseError(firebaseCode);
    const error = toAuthError(cause);
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe(code);
    expect(error.cause).toBe(cause);
  });

  it('gives each case a sentence a person understands, never the Firebase code', () => {
    expect(toAuthError(firebaseError('auth/email-already-in-use')).message).toBe(
      'An account with this e-mail address already exists. Please log in instead.',
    );
    expect(toAuthError(firebaseError('auth/network-request-failed')).message).toBe(
      'We could not reach the sign-in service. Please check your connection and try again.',
    );
    for (const code of ['auth/weak-password', 'auth/invalid-credential', 'auth/internal-error']) {
      expect(toAuthError(firebaseError(code)).message).not.toMatch(/auth\/|Firebase/);
    }
  });

  it('keeps an AuthError as it is and treats anything else as unknown', () => {
    const timeout = new AuthError('profile-timeout');
    expect(toAuthError(timeout)).toBe(timeout);
    expect(toAuthError('boom')).toMatchObject({ name: 'AuthError', code: 'unknown', cause: 'boom' });
    expect(toAuthError(new TypeError('x'))).toMatchObject({ code: 'unknown' });
  });
});
