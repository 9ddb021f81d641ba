import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listApps } from '../../../scripts/apps.mjs';
import { isShellAsset } from '../../../scripts/release/deploy-shell.mjs';
import { SINGLETON_SIGNATURES } from '../../../scripts/singleton-signatures.mjs';

/**
 * What the builds' federation options are for really happens (shared/src/vite): named by the
 * options the plugin documents (`filename`, `experiments.externalRuntime`), never by its defaults
 * or private plugin names.
 */
const apps = listApps() as { dir: string; isShell: boolean; distDir: string }[];
const shell = apps.find((app) => app.isShell)!;
const remotes = apps.filter((app) => !app.isShell);

const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/'));

test("the shell's MF entry is a hashed file under assets/, which its pages load and its deploy keeps", async ({
  request,
}) => {
  const entries = filesOf(shell.distDir).filter((file) => /remoteEntry/.test(file));
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatch(/^assets\/remoteEntry-[\w-]+\.js$/);
  expect(isShellAsset(`/${entries[0]}`)).toBe(true);
  const page = readFileSync(join(shell.distDir, 'jobs/index.html'), 'utf8');
  expect(page).toContain(`/${entries[0]}`);
  const response = await request.get(`/${entries[0]}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

for (const remote of remotes) {
  test(`${remote.dir}: its entry is remoteEntry.js, and it uses the shell's MF runtime instead of its own`, () => {
    const files = filesOf(remote.distDir);
    expect(files).toContain('remoteEntry.js');
    const manifest = JSON.parse(readFileSync(join(remote.distDir, 'mf-manifest.json'), 'utf8')) as {
      metaData: { remoteEntry: { name: string } };
    };
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
    const withRuntime = files
      .filter((file) => file.endsWith('.js') && !file.startsWith('retry/'))
      .filter((file) => SINGLETON_SIGNATURES['mf-runtime'].test(readFileSync(join(remote.distDir, file), 'utf8')));
    expect(withRuntime).toEqual([]);
  });
}
