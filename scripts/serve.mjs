// Serves the composed production build on one origin, http://localhost:4173: every app's build
// is deployed into the local release store through the production deploy code (scripts/deploy.mjs
// --env local), and the store's live version is served as Firebase Hosting serves the site. Also
// the school's form service (the Cloud Function's handler, storing in .data/), the Firebase Auth
// emulator, and the local backend of the staff's content editor at /admin (admin-editor.mjs).
// Run `pnpm build` first (`pnpm start` does both).
import { startLocalBackend } from './admin-editor.mjs';
import { listApps } from './apps.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';
import { deployApps } from './deploy.mjs';
import { createFormsFunction, isLoopback } from './form-endpoint.mjs';
import { listenHost } from './listen-host.mjs';
import { createLocalHosting } from './release/local-hosting.mjs';
import { createSiteServer } from './static-server.mjs';

/** This machine only, unless SCHOOL_LISTEN_HOST says otherwise (scripts/listen-host.mjs). */
const HOST = listenHost();
const SITE_PORT = listApps().find((app) => app.isShell).port;
const servers = [];

function listen(server, port, label) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      console.log(`[serve] ${label} on http://${HOST}:${port}/`);
      resolve();
    });
  });
}

try {
  await deployApps(
    listApps().map((app) => app.dir),
    { env: 'local' },
  );
} catch (error) {
  console.error(`[serve] ${error.message}`);
  process.exit(1);
}
// The form service at /f/** on the site's origin, as Hosting's rewrite serves the function live.
// This machine's own posts (a developer's, the e2e suite's) are not rate limited.
const forms = createFormsFunction({ unlimited: isLoopback });
const site = createSiteServer({ hosting: createLocalHosting(), functions: { forms } });
servers.push(site);
await listen(site, SITE_PORT, 'the site (the local release store’s live version)');
// The staff's editor writes this working tree's content files through Decap's local backend.
const stopLocalBackend = await startLocalBackend().catch((error) => {
  console.error(`[serve] ${error.message}`);
  process.exit(1);
});
console.log('[serve] the content editor on http://localhost:4173/admin (docs/content.md)');
console.log('[serve] the form service on http://localhost:4173/f/school (.data/submissions.jsonl)');
console.log('[serve] the site is ready on http://localhost:4173/');

// The site works signed out without it, so a failure here is a warning, not a stop.
const stopping = new AbortController();
const authEmulator = startAuthEmulator({ echo: true, signal: stopping.signal }).catch((error) => {
  if (!stopping.signal.aborted) console.warn(`[serve] no Auth emulator, so no sign-in: ${error.message}`);
  return null;
});

async function stop() {
  for (const server of servers) server.close();
  await stopLocalBackend();
  stopping.abort();
  await (await authEmulator)?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
