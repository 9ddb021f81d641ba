import type { Notification } from './notification.js';

/** What is stored of one submission: `data` without `_gotcha`, `_next` and `_error`. */
export interface Submission {
  /** When the service received it (ISO 8601). */
  receivedAt: string;
  /** The path it was posted to (/f/school). */
  form: string;
  data: Record<string, string>;
}

/** How the store tells a repeat: the digest of form and fields, the time it arrived, the window. */
export interface RepeatGuard {
  key: string;
  at: number;
  windowMs: number;
}

/**
 * Where submissions go. `save` stores the submission and queues its notification together, all
 * or nothing, and resolves once both are durable: 'stored'; or 'repeat' when the store already
 * holds the same submission received less than `guard.windowMs` before (a store shared by
 * several instances must check this atomically with its write; one written by one process only
 * may leave it to the handler's memory and always store). It rejects when nothing was stored.
 */
export interface SubmissionStore {
  save(submission: Submission, notification: Notification, guard: RepeatGuard): Promise<'stored' | 'repeat'>;
}
