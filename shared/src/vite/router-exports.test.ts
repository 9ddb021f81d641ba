// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { ROUTER_EXPORTS } from './index.js';

const WORKSPACE = fileURLToPath(new URL('../../../', import.meta.url));
const APPS = [
  'shell',
  'shared',
  'mfe-home-about',
  'mfe-admissions',
  'mfe-news',
  'mfe-careers',
  'mfe-contact-newsletter',
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

it('every app imports from react-router-dom only what the shared tree-shaken copy provides (ROUTER_EXPORTS)', () => {
  const imported = new Set<string>();
  for (const app of APPS)
    for (const file of sources(join(WORKSPACE, app, 'src')))
      for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g))
        for (const name of names!.split(','))
          if (name.trim() && !name.trim().startsWith('type ')) imported.add(name.trim().split(/\s+as\s+/)[0]!);
  // Another name would make the MF runtime fetch the whole library (~63 KB gzip) besides it.
  expect([...imported].filter((name) => !ROUTER_EXPORTS.includes(name))).toEqual([]);
  expect(imported.size).toBeGreaterThan(0);
});
