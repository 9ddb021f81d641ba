// What the local form endpoint stored: one JSON line per submission (scripts/form-endpoint.mjs).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const SUBMISSIONS_FILE =
  process.env.WEBKIT_SUBMISSIONS_FILE ?? fileURLToPath(new URL('../../.data/submissions.jsonl', import.meta.url));

/** A marker no other send types: lower-case letters and digits, so it fits an e-mail address too. */
export const newMarker = () => `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The stored submissions that carry `marker` anywhere. */
export async function submissionsWith(marker) {
  const text = await readFile(SUBMISSIONS_FILE, 'utf8').catch((error) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  return text
    .split('\n')
    .filter((line) => line.includes(marker))
    .map((line) => JSON.parse(line));
}
