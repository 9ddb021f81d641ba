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
      return { dir, name: pkg.name, port: pkg.config.port, isShell: dir === 'shell', distDir: join(ROOT, dir, 'dist') };
    })
    .sort((a, b) => a.port - b.port);
}
