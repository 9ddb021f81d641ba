import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/** A file named by its content hash, as Vite names what it emits under assets/. */
const HASHED = /-[\w-]{8}\.[a-z0-9]+$/;
const TEXT = /\.(js|css|json|html|svg)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface Release {
  dir: string;
  buildId: string;
}

/** A copy of a build, as a host keeps one release. */
export function copyRelease(distDir: string): Release {
  const dir = mkdtempSync(join(tmpdir(), 'school-release-'));
  cpSync(distDir, dir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8')) as { metaData: { buildId: string } };
  return { dir, buildId: manifest.metaData.buildId };
}

/**
 * The remote's next release, as a team's redeploy produces it from changed sources: a new build
 * id, every hashed file under a new name (references updated) and the text changes in `edits`
 * (in the code and the prerendered pages alike).
 */
export function nextRelease(previous: Release, edits: [from: string, to: string][]): Release {
  const next = copyRelease(previous.dir);
  const buildId = `${previous.buildId}-next`;
  const renames = new Map<string, string>();
  for (const file of filesUnder(next.dir)) {
    const name = relative(next.dir, file);
    // The build's assets, and those of its retry copy (the same files under retry/).
    const folder = /^(retry\/)?assets\//.exec(name)?.[0];
    if (!folder || !HASHED.test(name)) continue;
    const renamed = name.replace(HASHED, (hash) => hash.replace(/^-/, '-n'));
    renameSync(file, join(next.dir, renamed));
    renames.set(name.slice(folder.length), renamed.slice(folder.length));
  }
  const replacements: [string, string][] = [
    ...[...renames].sort(([a], [b]) => b.length - a.length),
    [previous.buildId, buildId],
    ...edits,
  ];
  for (const file of filesUnder(next.dir)) {
    if (!TEXT.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    const changed = replacements.reduce((out, [from, to]) => out.replaceAll(from, to), text);
    if (changed !== text) writeFileSync(file, changed);
  }
  return { dir: next.dir, buildId };
}

export function removeRelease(release: Release): void {
  rmSync(release.dir, { recursive: true, force: true });
}
