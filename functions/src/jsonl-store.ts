// The store of `npm start`: one JSON line per submission in the data file, one per notification
// in the mail file beside it (mail.jsonl), as the Firestore store writes `submissions` and `mail`.
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Notification } from './notification.js';
import type { Submission, SubmissionStore } from './store.js';

/** What the store needs of an open file (fs/promises' FileHandle); tests give it one that fails. */
export type AppendFile = Pick<FileHandle, 'stat' | 'write' | 'datasync' | 'truncate' | 'close'>;

export interface JsonlStoreOptions {
  /** Where the notifications go; mail.jsonl beside the data file by default. */
  mailFile?: string;
  /** Opens a file for appending. */
  openFile?: (path: string) => Promise<AppendFile>;
}

/** A line queued for the next batch. */
interface Waiting {
  submission: Buffer;
  mail: Buffer;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * `save` appends the submission as one JSON line to the data file and its notification to the
 * mail file, syncs both to disk, and resolves once they are there. All or nothing: an append that
 * fails (a full disk) is truncated back to the size before it, in both files, so neither ever
 * holds a partial line nor a submission without its notification, and rejects. Saves are written
 * one batch at a time (the lines that arrived while the previous batch was written, in one write
 * and one sync per file), so concurrent posts never interleave and each waits for one sync, not
 * for everyone's. Written by one process only: it leaves repeats to the handler's memory.
 */
export function createJsonlStore(
  dataFile: string,
  { mailFile = join(dirname(dataFile), 'mail.jsonl'), openFile = (path) => open(path, 'a') }: JsonlStoreOptions = {},
): SubmissionStore {
  let waiting: Waiting[] = [];
  let writing = false;

  /** Appends and syncs; on failure truncates back and rethrows. Resolves to a way to undo it. */
  async function append(path: string, bytes: Buffer): Promise<() => Promise<void>> {
    await mkdir(dirname(path), { recursive: true });
    const file = await openFile(path);
    let size = 0;
    const undo = async () => {
      const again = await openFile(path);
      try {
        await again.truncate(size);
      } finally {
        await again.close().catch(() => {});
      }
    };
    try {
      size = (await file.stat()).size;
      try {
        for (let offset = 0; offset < bytes.length;) {
          offset += (await file.write(bytes, offset, bytes.length - offset)).bytesWritten;
        }
        await file.datasync();
      } catch (error) {
        await file.truncate(size).catch((truncateError: Error) => {
          if (error instanceof Error) error.message += ` (and truncating it back failed: ${truncateError.message})`;
        });
        throw error;
      }
    } finally {
      // Written and synced, or truncated back: a failing close loses nothing.
      await file.close().catch(() => {});
    }
    return undo;
  }

  /** Both files at once; when either append fails, the other is taken back too. */
  async function writeBatch(batch: Waiting[]) {
    const [submissions, mail] = await Promise.allSettled([
      append(dataFile, Buffer.concat(batch.map((line) => line.submission))),
      append(mailFile, Buffer.concat(batch.map((line) => line.mail))),
    ]);
    const failed = [submissions, mail].find((outcome) => outcome.status === 'rejected');
    if (!failed) return;
    const error: unknown = failed.reason;
    for (const outcome of [submissions, mail]) {
      if (outcome.status !== 'fulfilled') continue;
      await outcome.value().catch((undoError: Error) => {
        if (error instanceof Error)
          error.message += ` (and taking the other file's lines back failed: ${undoError.message})`;
      });
    }
    throw error;
  }

  async function writeBatches() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await writeBatch(batch);
        for (const line of batch) line.resolve();
      } catch (error) {
        for (const line of batch) line.reject(error);
      }
    }
    writing = false;
  }

  return {
    save(submission: Submission, notification: Notification) {
      return new Promise((resolve, reject) => {
        waiting.push({
          submission: Buffer.from(`${JSON.stringify(submission)}\n`),
          mail: Buffer.from(`${JSON.stringify(notification)}\n`),
          resolve: () => resolve('stored'),
          reject,
        });
        if (!writing) void writeBatches();
      });
    },
  };
}
