import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listApps } from '../../../scripts/apps.mjs';
import { remoteNames } from '@school/shared/site-layout';
import { expect, test } from '@playwright/test';
import { AREA_REMOTES, ROUTES } from '../route-table';

/**
 * The route table (shell/src/routing/route-table.json) gives each path to one area, and each area to one
 * remote. What a remote serves is what its build prerendered (one fragment per page it routes to,
 * stamped with its area and path): the two must agree, both ways.
 */
const remotes = (listApps() as { dir: string; isShell: boolean; distDir: string }[]).filter((app) => !app.isShell);

function prerendered(distDir: string): { area: string; path: string }[] {
  const dir = join(distDir, 'fragments');
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const stamp = /^<div data-area-fragment="([^"]+)" data-build="[^"]+" data-path="([^"]+)"/.exec(
        readFileSync(join(dir, file), 'utf8'),
      );
      if (!stamp) throw new Error(`${join(dir, file)} is not a stamped fragment`);
      return { area: stamp[1]!, path: stamp[2]! };
    });
}

for (const app of remotes) {
  test(`${app.dir} prerenders exactly the table's pages of its area, no more, no fewer`, () => {
    const areas = Object.entries(AREA_REMOTES)
      .filter(([, remote]) => remote === remoteNames(app.dir).federationName)
      .map(([area]) => area);
    expect(areas, `the table gives ${app.dir} one area`).toHaveLength(1);
    const fragments = prerendered(app.distDir);
    expect(new Set(fragments.map((fragment) => fragment.area))).toEqual(new Set(areas));
    expect(fragments.map((fragment) => fragment.path).sort()).toEqual(
      ROUTES.filter((route) => route.area === areas[0])
        .map((route) => route.path)
        .sort(),
    );
  });
}

test('every area of the table has a remote of the workspace', () => {
  const names = new Set(remotes.map((app) => remoteNames(app.dir).federationName));
  for (const route of ROUTES) expect(names, route.path).toContain(AREA_REMOTES[route.area]);
});
