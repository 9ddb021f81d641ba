import { createHash } from 'node:crypto';

/** A submission's identity for repeats: the digest of its form and fields (base64url, a Firestore document id). */
export function repeatKey(form: string, data: Record<string, string>): string {
  return createHash('sha256')
    .update(JSON.stringify([form, data]))
    .digest('base64url');
}

export interface RepeatMemory<T> {
  /** The first's outcome, while it is within the window; else undefined. */
  outcomeOf(key: string): Promise<T> | undefined;
  /** Records a first. */
  remember(key: string, outcome: Promise<T>): void;
  /** Takes one back (it failed), so that the next try is tried. */
  forget(key: string): void;
}

/**
 * One instance's memory of the submissions received within the last `windowMs`, oldest first.
 * It answers a repeat that reaches the same instance with the first's outcome, even while the
 * first is being written; the store's guard (SubmissionStore) keeps a repeat that reaches another
 * instance from being stored twice.
 */
export function createRepeatMemory<T>(windowMs: number, now: () => number): RepeatMemory<T> {
  const received = new Map<string, { at: number; outcome: Promise<T> }>();
  function forgetOld() {
    for (const [key, { at }] of received) {
      if (now() - at < windowMs) break;
      received.delete(key);
    }
  }
  return {
    outcomeOf(key) {
      forgetOld();
      return received.get(key)?.outcome;
    },
    remember(key, outcome) {
      received.set(key, { at: now(), outcome });
    },
    forget(key) {
      received.delete(key);
    },
  };
}
