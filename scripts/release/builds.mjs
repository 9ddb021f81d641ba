// An app's build as a deploy reads it from its dist folder, and the build's id.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`: path relative to it, with forward slashes -> bytes. */
export function readBuild(dir) {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [relative(dir, file).split(sep).join('/'), readFileSync(file)];
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** An app's dist folder's files, or an error saying to build it first. */
export function readDist(app) {
  if (!existsSync(app.distDir)) throw new Error(`${app.dir}/dist is missing: build the app first`);
  return readBuild(app.distDir);
}

/** What a remote's build puts on the site: not the federation plugin's build stats. */
const NOT_DEPLOYED = new Set(['mf-stats.json']);

/** A remote's build as deployed, and its id from its manifest (shared/src/vite remoteBuild writes it). */
export function remoteBuildOf(app) {
  const files = new Map([...readDist(app)].filter(([path]) => !NOT_DEPLOYED.has(path)));
  const manifest = files.get('mf-manifest.json');
  if (!manifest) throw new Error('the build has no mf-manifest.json');
  const buildId = JSON.parse(manifest.toString('utf8')).metaData?.buildId;
  if (!buildId) throw new Error('mf-manifest.json names no build id');
  return { files, buildId };
}

/** The shell's build id: a digest of its files, so deploying the same build again is the same build. */
export function shellBuildId(files) {
  const digest = createHash('sha256');
  for (const [path, bytes] of files) digest.update(path).update(bytes);
  return digest.digest('hex').slice(0, 12);
}
