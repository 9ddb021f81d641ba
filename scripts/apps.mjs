// The apps of the workspace and their local ports, read from each package.json ("config.port").
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function listApps() {
  return readdirSync(ROOT)
    .filter((dir) => dir === 'shell' || dir.startsWith('mfe-'))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8'));
      const isShell = dir === 'shell';
      const app = { dir, name: pkg.name, port: pkg.config.port, isShell, distDir: join(ROOT, dir, 'dist') };
      // The shell's deploy carries the staff's editor (cms/), which its build puts in cms/dist.
      return isShell ? { ...app, editorDir: join(ROOT, 'cms', 'dist') } : app;
    })
    .sort((a, b) => a.port - b.port);
}
