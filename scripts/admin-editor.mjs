// The staff's content editor at /admin (cms/, docs/content.md). Its files, its settings and its
// own headers are deployed with the shell (scripts/deploy.mjs editorFiles, firebase.json's /admin rule);
// on a developer's machine it writes the working tree through Decap's local backend, started here.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';
import { LOCAL_BACKEND } from './csp.mjs';
import { portInUse } from './listen-host.mjs';

/**
 * Starts Decap's local backend on this working tree (cms's `local-backend`); resolves to a stop,
 * which resolves once the backend has exited. The editor only knows its fixed port, so one already
 * served there (a backend another checkout left running) would take this tree's edits: that is
 * refused, naming the port.
 */
export async function startLocalBackend({ port = new URL(LOCAL_BACKEND).port } = {}) {
  if (await portInUse(port)) {
    throw new Error(
      `port ${port}, the content editor's local backend, is in use: stop what serves it ` +
        `(\`fuser -k ${port}/tcp\`), or the editor would write another working tree`,
    );
  }
  const child = spawn(process.execPath, [join(ROOT, 'cms', 'build', 'local-backend.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  });
  const exited = once(child, 'exit');
  const kill = () => child.kill();
  process.once('exit', kill); // not left behind, holding the port, when serve ends another way
  return async () => {
    process.off('exit', kill);
    kill();
    await exited;
  };
}
