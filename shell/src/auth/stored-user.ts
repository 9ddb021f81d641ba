/** Firebase's local persistence keeps a signed-in user under this localStorage key prefix. */
export const STORED_USER_PREFIX = 'firebase:authUser:';

/** Whether Firebase has kept a signed-in user (for the project with `apiKey`, or any). */
export function hasStoredUser(apiKey?: string, storage: () => Storage = () => localStorage): boolean {
  const prefix = apiKey === undefined ? STORED_USER_PREFIX : `${STORED_USER_PREFIX}${apiKey}:`;
  try {
    const kept = storage();
    for (let index = 0; index < kept.length; index += 1) {
      if (kept.key(index)?.startsWith(prefix)) return true;
    }
  } catch {
    // Storage is blocked, so Firebase could not have kept a user there either.
  }
  return false;
}
