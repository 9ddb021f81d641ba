// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { TREE_SHAKEN_EXPORTS } from './index.js';

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

it.each(Object.entries(TREE_SHAKEN_EXPORTS))(
  'every app imports from %s only what the shared tree-shaken copy provides',
  (library, provided) => {
    const imported = new Set<string>();
    const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${library}'`, 'g');
    for (const app of APPS)
      for (const file of sources(join(WORKSPACE, app, 'src')))
        for (const [, names] of readFileSync(file, 'utf8').matchAll(from))
          for (const name of names!.split(','))
            if (name.trim() && !name.trim().startsWith('type ')) imported.add(name.trim().split(/\s+as\s+/)[0]!);
    // Another name would make the MF runtime fetch the whole library besides it (react-router-dom
    // ~63 KB gzip).
    expect([...imported].filter((name) => !provided.includes(name))).toEqual([]);
    expect([...imported].sort()).toEqual([...provided].sort());
  },
);
