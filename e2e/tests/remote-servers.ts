import { createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createStaticServer } from '../../scripts/static-server.mjs';
import { REMOTE_ORIGINS } from './local-apps';
import { AREA_REMOTES } from './route-table';

/** remotes.json as `npm start` serves it: each remote's manifest on its own local port. */
export const LOCAL_REMOTES: Record<string, string> = Object.fromEntries(
  Object.entries(AREA_REMOTES).map(([area, remote]) => [remote, `${REMOTE_ORIGINS[area]}/mf-manifest.json`]),
);

/** Answers the shell's /remotes.json with the local map plus these overrides. */
export async function overrideRemotes(page: Page, overrides: Record<string, string>) {
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: { ...LOCAL_REMOTES, ...overrides }, headers: { 'Cache-Control': 'no-store' } }),
  );
}

export function distOf(app: string): string {
  return fileURLToPath(new URL(`../../${app}/dist`, import.meta.url));
}

/** Serves an app's built files on another port, as a redeployed remote would be. */
export function serveDist(app: string, port: number): Promise<() => Promise<void>> {
  return serveDir(distOf(app), port);
}

/** Serves a folder as a remote's hosting does; files are looked up per request, so it can be swapped. */
export async function serveDir(dir: string, port: number): Promise<() => Promise<void>> {
  const server = createStaticServer({ distDir: dir, isShell: false });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // The page stays open after the drill: a kept-alive or preconnected socket of its own would
      // hold close() until the test times out.
      server.closeAllConnections();
    });
}

/** A server that accepts connections and never answers: the worst kind of slow remote. */
export async function serveNothing(port: number): Promise<() => Promise<void>> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
}
