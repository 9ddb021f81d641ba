// The school's form service as `npm start` runs it, on http://localhost:4179/f/school: the
// handler of @school/functions (functions/src/handler.ts, whose header states the contract) on
// Node's HTTP server, storing in .data/submissions.jsonl with each notification in
// .data/mail.jsonl. The live service is the same handler in a Cloud Function with the Firestore
// store (docs/deploying.md). Needs functions/lib: `pnpm install` and `pnpm build` make it.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createFormServer,
  createJsonlStore,
  isLoopback,
  readEnvFile,
  recipientsFromEnv,
} from '../functions/lib/local.js';
import { ROOT } from './apps.mjs';
import { readEnvironment } from './csp.mjs';
import { listenHost } from './listen-host.mjs';

export * from '../functions/lib/local.js';

export const DEFAULT_DATA_FILE = join(ROOT, '.data', 'submissions.jsonl');

/** Each form's recipients for an environment: functions/.env.<its Firebase project>, as the deploy reads them. */
export function recipientsOf(env = 'local') {
  const { projectId } = readEnvironment(env).config.firebase;
  return recipientsFromEnv(readEnvFile(join(ROOT, 'functions', `.env.${projectId}`)));
}

/**
 * @param {Omit<import('../functions/lib/local.js').FormServerOptions, 'store' | 'recipients' | 'redirectOrigins'> & {
 *   dataFile?: string,
 *   store?: import('../functions/lib/local.js').SubmissionStore,
 *   recipients?: import('../functions/lib/local.js').Recipients,
 *   redirectOrigins?: string[],
 * }} [options] store: where submissions go (default: createJsonlStore(dataFile));
 *   redirectOrigins: where `_next` and `_error` may point (default: the local site's origin);
 *   rateLimit: posts a minute per address; unlimited: the addresses it does not apply to (none)
 */
export function createFormEndpoint({
  dataFile = DEFAULT_DATA_FILE,
  store = createJsonlStore(dataFile),
  recipients = recipientsOf('local'),
  redirectOrigins = [readEnvironment('local').site.origin],
  ...options
} = {}) {
  return createFormServer({ store, recipients, redirectOrigins, ...options });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.FORM_ENDPOINT_PORT ?? 4179);
  // This machine only, unless SCHOOL_LISTEN_HOST says otherwise (scripts/listen-host.mjs).
  const host = listenHost();
  const dataFile = process.env.FORM_DATA_FILE ?? DEFAULT_DATA_FILE;
  createFormEndpoint({ dataFile, unlimited: isLoopback }).listen(port, host, () => {
    console.log(`[form-endpoint] listening on http://${host}:${port}/f/school`);
  });
}
