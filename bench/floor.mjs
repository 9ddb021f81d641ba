// The static floor: the same page as a route of the composed site (the shell's HTML for /jobs with
// the careers fragment written in, its base styles, header stand-in and words), as plain HTML with
// no script at all, served gzipped from a port of its own. Lighthouse measures it in the same run,
// so each route's LCP is compared with what the same kind of content costs with no composition.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { ROOT } from '../scripts/apps.mjs';
import { listenHost } from '../scripts/listen-host.mjs';
import { TOKENS } from '@school/shared/build-contract';
import { remoteOfArea } from '@school/shared/site-layout';

export const FLOOR_PORT = 4180;
/** The page the floor is made of; its remote and fragment come from the route table. */
const FLOOR_PATH = '/jobs';

function floorRoute() {
  const table = JSON.parse(readFileSync(new URL('../shell/src/routing/route-table.json', import.meta.url), 'utf8'));
  const route = table.routes.find((row) => row.path === FLOOR_PATH);
  if (!route) throw new Error(`the route table has no ${FLOOR_PATH}`);
  const remoteDir = remoteOfArea(route.area);
  return { path: FLOOR_PATH, remoteDir, fragment: `fragments/${FLOOR_PATH.slice(1)}.html` };
}

/** The shell's HTML of a route with its fragment in the slot and every script and preload removed. */
export function floorHtml(shellHtml, fragmentHtml) {
  const withoutCode = shellHtml
    .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="(?:modulepreload|preload)"[^>]*>/g, '');
  const slot = /(<div id="area-fragment"[^>]*>)(<\/div>)/;
  if (!slot.test(withoutCode)) throw new Error('the shell HTML has no fragment slot');
  return withoutCode.replace(slot, (_, open, close) => `${open}${fragmentHtml}${close}`);
}

export async function serveFloor() {
  const FLOOR_ROUTE = floorRoute();
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const shell = readFileSync(join(ROOT, 'shell/dist', FLOOR_ROUTE.path, 'index.html'), 'utf8');
  const fragment = readFileSync(join(ROOT, FLOOR_ROUTE.remoteDir, 'dist', FLOOR_ROUTE.fragment), 'utf8');
  writeFileSync(join(dir, 'index.html'), floorHtml(shell, fragment.replaceAll(TOKENS.remoteBase, '/')));
  writeFileSync(join(dir, 'logo.svg'), readFileSync(join(ROOT, 'shell/dist/logo.svg')));
  const compress = compression();
  const serve = sirv(dir, { etag: true });
  const server = createServer((req, res) => compress(req, res, () => serve(req, res)));
  await new Promise((resolve) => server.listen(FLOOR_PORT, listenHost(), resolve));
  return { url: `http://localhost:${FLOOR_PORT}/`, close: () => server.close() };
}
