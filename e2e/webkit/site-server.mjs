// The site the suite drives, as Playwright's webServer gives it to the other engines: the one
// already answering on SITE (`npm start`), or `node scripts/serve.mjs`, started here and stopped
// after the run. (`npm test` runs this suite after Playwright's, which stops its own server.)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SITE } from './session.mjs';

const SERVE = fileURLToPath(new URL('../../scripts/serve.mjs', import.meta.url));
const READY_WITHIN_MS = 60_000;

const answers = () =>
  fetch(SITE).then(
    (response) => response.ok,
    () => false,
  );

/** Serves the site unless something already does; resolves to what stops it. */
export async function serveSite() {
  if (await answers()) return { stop: async () => {} };
  const server = spawn(process.execPath, [SERVE], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await answers())) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill();
      throw new Error(`the site did not answer on ${SITE} (node scripts/serve.mjs)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}
