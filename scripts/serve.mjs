// Serves the composed production build: the shell on :4173, each remote on its own port, the
// local form endpoint and the Firebase Auth emulator. Run `pnpm build` first (`pnpm start` does both).
import { existsSync } from 'node:fs';
import { listApps } from './apps.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';
import { createFormEndpoint } from './form-endpoint.mjs';
import { createStaticServer } from './static-server.mjs';

const FORM_ENDPOINT_PORT = Number(process.env.FORM_ENDPOINT_PORT ?? 4179);
const servers = [];

function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      console.log(`[serve] ${label} on http://localhost:${port}/`);
      resolve();
    });
  });
}

for (const app of listApps()) {
  if (!existsSync(app.distDir)) {
    console.error(`[serve] ${app.dir}/dist is missing: run \`pnpm build\` first`);
    process.exit(1);
  }
  const server = createStaticServer(app);
  servers.push(server);
  await listen(server, app.port, app.name);
}
const endpoint = createFormEndpoint();
servers.push(endpoint);
await listen(endpoint, FORM_ENDPOINT_PORT, 'form endpoint (POST /f/school)');
console.log('[serve] the site is ready on http://localhost:4173/');

// The site works signed out without it, so a failure here is a warning, not a stop.
const stopping = new AbortController();
const authEmulator = startAuthEmulator({ echo: true, signal: stopping.signal }).catch((error) => {
  if (!stopping.signal.aborted) console.warn(`[serve] no Auth emulator, so no sign-in: ${error.message}`);
  return null;
});

async function stop() {
  for (const server of servers) server.close();
  stopping.abort();
  await (await authEmulator)?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
