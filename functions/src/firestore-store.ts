// The store of the live service: each submission a document of `submissions` (the form, its
// fields, a server timestamp), its notification a document of `mail` that the Trigger Email
// extension sends, and its repeat guard a document of `formRepeats`, the three written in one
// atomic commit, so a submission is never stored without its mail, nor twice.
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { Notification } from './notification.js';
import type { RepeatGuard, Submission, SubmissionStore } from './store.js';

export interface FirestoreCollections {
  submissions: string;
  /** The Trigger Email extension's collection (its "Email documents collection" parameter). */
  mail: string;
  /** One document per recent submission, named by the digest of its form and fields. */
  repeats: string;
}

export const COLLECTIONS: FirestoreCollections = { submissions: 'submissions', mail: 'mail', repeats: 'formRepeats' };

export interface FirestoreStoreOptions {
  collections?: FirestoreCollections;
  /** The new submission's document id (its mail's too); Firestore's own by default. */
  newId?: () => string;
}

/** gRPC's ALREADY_EXISTS, which a `create` of a document that exists fails the whole commit with. */
const ALREADY_EXISTS = 6;
const alreadyExists = (error: unknown) => (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;

/**
 * Exactly once across instances, by the repeat guard: the document named by the submission's
 * digest (RepeatGuard.key). A save creates the guard, the submission and its mail in one batch:
 * `create` fails when the document exists, and a batch is all or nothing. So of two instances
 * that receive the same post at once, one commits and the other's commit fails on the guard; it
 * reads the guard, finds it within the window and answers 'repeat' (the first is stored, with
 * its mail, as the guard is). A commit that fails otherwise writes nothing, the guard included,
 * so the parent's next try is tried. A guard older than the window is replaced in a transaction
 * that reads it again, so two instances cannot both replace it. Guards carry `expireAt`, for a
 * TTL policy to delete them (docs/deploying.md).
 */
export function createFirestoreStore(
  db: Firestore,
  { collections = COLLECTIONS, newId }: FirestoreStoreOptions = {},
): SubmissionStore {
  const newSubmission = () =>
    newId ? db.collection(collections.submissions).doc(newId()) : db.collection(collections.submissions).doc();

  function writes(submission: Submission, notification: Notification, guard: RepeatGuard, ref: DocumentReference) {
    return {
      guard: {
        at: Timestamp.fromMillis(guard.at),
        expireAt: Timestamp.fromMillis(guard.at + guard.windowMs),
        submission: ref.id,
      },
      submission: { form: submission.form, fields: submission.data, receivedAt: FieldValue.serverTimestamp() },
      mail: db.collection(collections.mail).doc(ref.id),
      notification: { to: notification.to, message: notification.message },
    };
  }

  const isRecent = (at: Timestamp | undefined, guard: RepeatGuard) =>
    at !== undefined && guard.at - at.toMillis() < guard.windowMs;

  /** The rare path: the guard exists but is older than the window. */
  function replaceStaleGuard(submission: Submission, notification: Notification, guard: RepeatGuard) {
    const guardRef = db.collection(collections.repeats).doc(guard.key);
    return db.runTransaction(async (transaction) => {
      const previous = await transaction.get(guardRef);
      if (isRecent(previous.get('at') as Timestamp | undefined, guard)) return 'repeat' as const;
      const ref = newSubmission();
      const write = writes(submission, notification, guard, ref);
      transaction.set(guardRef, write.guard).create(ref, write.submission).create(write.mail, write.notification);
      return 'stored' as const;
    });
  }

  return {
    async save(submission, notification, guard) {
      const guardRef = db.collection(collections.repeats).doc(guard.key);
      const ref = newSubmission();
      const write = writes(submission, notification, guard, ref);
      try {
        await db
          .batch()
          .create(guardRef, write.guard)
          .create(ref, write.submission)
          .create(write.mail, write.notification)
          .commit();
        return 'stored';
      } catch (error) {
        if (!alreadyExists(error)) throw error;
        const previous = await guardRef.get();
        // Another document was in the way (a mail of the same id): nothing was written.
        if (!previous.exists) throw error;
        if (isRecent(previous.get('at') as Timestamp | undefined, guard)) return 'repeat';
        return replaceStaleGuard(submission, notification, guard);
      }
    },
  };
}
