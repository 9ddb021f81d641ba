// What `npm start` runs (scripts/form-endpoint.mjs): the same handler on Node's HTTP server, with
// the JSONL store. Nothing here loads Firebase.
import { readFileSync } from 'node:fs';

export * from './limits.js';
export { createFormHandler, type FormAnswer, type FormHandler, type FormRequest } from './handler.js';
export { createFormListener, createFormServer, guardedServerOptions, type FormServerOptions } from './node-server.js';
export { createJsonlStore, type AppendFile } from './jsonl-store.js';
export { isLoopback } from './rate-limit.js';
export { RESULT_FORMS } from './result-pages.js';
export {
  checkedRecipients,
  FORM_KEYS,
  formNameOf,
  notificationOf,
  recipientsFromEnv,
  recipientsVariable,
} from './notification.js';
export type { Notification, Recipients } from './notification.js';
export type { RepeatGuard, Submission, SubmissionStore } from './store.js';

/** A dotenv file's KEY=value lines (no expansion; `#` comments; optional quotes), as the Firebase CLI reads it. */
export function readEnvFile(path: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, key = '', raw = ''] = match;
    values[key] = /^(["']).*\1$/.test(raw) ? raw.slice(1, -1) : raw.replace(/\s+#.*$/, '');
  }
  return values;
}
