// Serves the composed production build: the shell on :4173, each remote on its own port, and
// the local form endpoint. Run `pnpm build` first (`pnpm start` does both).
import { existsSync } from 'node:fs';
import { listApps } from './apps.mjs';
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

function stop() {
  for (const server of servers) server.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
