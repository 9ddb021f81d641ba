// The school's form service as `npm start` runs it, at /f/school on the site's own origin as
// Hosting serves it live: the handler of @school/functions (functions/src/handler.ts, whose header
// states the contract), mounted by the local site server, storing in .data/submissions.jsonl with
// each notification in .data/mail.jsonl. The live service is the same handler in a Cloud Function
// with the Firestore store (docs/deploying.md). Needs functions/lib: `pnpm install` makes it.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createFormListener,
  createFormServer,
  createJsonlStore,
  isLoopback,
  readEnvFile,
  recipientsFromEnv,
} from '../functions/lib/local.js';
import { ROOT } from './apps.mjs';
import { readEnvironment } from './environment.mjs';
import { listenHost } from './listen-host.mjs';

export * from '../functions/lib/local.js';

export const DEFAULT_DATA_FILE = join(ROOT, '.data', 'submissions.jsonl');

/** Each form's recipients for an environment: functions/.env.<its Firebase project>, as the deploy reads them. */
export function recipientsOf(env = 'local') {
  const { projectId } = readEnvironment(env).config.firebase;
  return recipientsFromEnv(readEnvFile(join(ROOT, 'functions', `.env.${projectId}`)));
}

/**
 * The local service's options: where submissions go (default: createJsonlStore(dataFile)), each
 * form's recipients, rateLimit (posts a minute per address) and unlimited (the addresses it does
 * not apply to).
 * @typedef {Omit<import('../functions/lib/local.js').FormServerOptions, 'store' | 'recipients'> & {
 *   dataFile?: string,
 *   store?: import('../functions/lib/local.js').SubmissionStore,
 *   recipients?: import('../functions/lib/local.js').Recipients,
 * }} LocalFormOptions
 */

/** @param {LocalFormOptions} options */
function localOptions({
  dataFile = DEFAULT_DATA_FILE,
  store = createJsonlStore(dataFile),
  recipients = recipientsOf('local'),
  ...options
}) {
  return { store, recipients, ...options };
}

/**
 * The service as `npm start` mounts it on the site's own origin, where Hosting's rewrite sends
 * /f/** to the function `forms` (scripts/static-server.mjs).
 * @param {LocalFormOptions} [options]
 */
export const createFormsFunction = (options = {}) => createFormListener(localOptions(options));

/**
 * The service alone on a server of its own (the contract's tests; `node scripts/form-endpoint.mjs`).
 * @param {LocalFormOptions} [options]
 */
export const createFormEndpoint = (options = {}) => createFormServer(localOptions(options));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.FORM_ENDPOINT_PORT ?? 4179);
  // This machine only, unless SCHOOL_LISTEN_HOST says otherwise (scripts/listen-host.mjs).
  const host = listenHost();
  const dataFile = process.env.FORM_DATA_FILE ?? DEFAULT_DATA_FILE;
  createFormEndpoint({ dataFile, unlimited: isLoopback }).listen(port, host, () => {
    console.log(`[form-endpoint] listening on http://${host}:${port}/f/school`);
  });
}
