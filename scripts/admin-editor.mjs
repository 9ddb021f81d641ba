// The staff's content editor at /admin (cms/, docs/content.md). Its files, its settings and its
// own headers are deployed with the shell (scripts/deploy.mjs editorFiles, firebase.json's /admin rule);
// on a developer's machine it writes the working tree through Decap's local backend, started here.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

/** Starts Decap's local backend on this working tree (cms's `local-backend`); resolves to a stop. */
export function startLocalBackend() {
  const child = spawn(process.execPath, [join(ROOT, 'cms', 'build', 'local-backend.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return () => child.kill();
}
