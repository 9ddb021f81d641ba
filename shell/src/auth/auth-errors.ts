const MESSAGES = {
  'weak-password': 'Please choose a stronger password (at least 6 characters).',
  'email-in-use': 'An account with this e-mail address already exists. Please log in instead.',
  'invalid-email': 'Please enter a valid e-mail address.',
  'wrong-credentials': 'The e-mail address or the password is not correct.',
  'too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  network: 'We could not reach the sign-in service. Please check your connection and try again.',
  'profile-timeout': 'Your profile took too long to load. Please check your connection and try again.',
  'profile-too-long': 'Please shorten your name (at most 100 characters) or phone number (at most 20).',
  'permission-denied': 'You are not allowed to change this profile.',
  unknown: 'Something went wrong while signing you in. Please try again.',
};

export type AuthErrorCode = keyof typeof MESSAGES;

/** A failure of sign-up, login, logout or the profile, with a message a person understands. */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    readonly code: AuthErrorCode,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[code], options);
  }
}

// Firebase Auth codes ("auth/...") and Firestore codes (bare) mapped to ours.
const FIREBASE_CODES: Record<string, AuthErrorCode> = {
  'auth/weak-password': 'weak-password',
  'auth/email-already-in-use': 'email-in-use',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/invalid-credential': 'wrong-credentials',
  'auth/invalid-login-credentials': 'wrong-credentials',
  'auth/wrong-password': 'wrong-credentials',
  'auth/user-not-found': 'wrong-credentials',
  'auth/missing-password': 'wrong-credentials',
  'auth/too-many-requests': 'too-many-requests',
  'auth/network-request-failed': 'network',
  'auth/timeout': 'network',
  unavailable: 'network',
  'deadline-exceeded': 'network',
  'permission-denied': 'permission-denied',
};

/** Turns anything thrown by Firebase (or by us) into an AuthError. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : '';
  return new AuthError(FIREBASE_CODES[code] ?? 'unknown', { cause: error });
}

/** Runs `work`, turning anything it throws into an AuthError. */
export async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAuthError(error);
  }
}
