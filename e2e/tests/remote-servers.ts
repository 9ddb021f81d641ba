import { createServer, type Server, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { builtPageOfRoute } from '@school/shared/site-layout';
import { createFolderServer } from '../../scripts/static-server.mjs';
import { SHELL_ORIGIN } from './local-apps';
import { AREA_REMOTES, ROUTES } from './route-table';

/**
 * Answers the shell's /remotes.json with the site's map now plus these overrides (MF name ->
 * manifest URL), and each overridden remote's pages with the shell's page as built, without
 * content: the area's code, from the override, is all that can show them.
 */
export async function overrideRemotes(page: Page, overrides: Record<string, string>) {
  const live = (await (await fetch(`${SHELL_ORIGIN}/remotes.json`)).json()) as Record<string, string>;
  const remotes = { ...live, ...overrides };
  await page.route('**/remotes.json', (route) =>
    route.fulfill({ json: remotes, headers: { 'Cache-Control': 'no-store' } }),
  );
  for (const name of Object.keys(overrides)) {
    for (const { path } of ROUTES.filter((route) => AREA_REMOTES[route.area] === name)) {
      const built = builtPageOfRoute(path);
      // Continued from the network, not fulfilled: a page Playwright fulfills counts as public, and
      // the browser then keeps it from the loopback address of a remote served on another port.
      await page.route(`${SHELL_ORIGIN}${path}`, (route) => route.continue({ url: `${SHELL_ORIGIN}${built}` }));
    }
  }
}

export function distOf(app: string): string {
  return fileURLToPath(new URL(`../../${app}/dist`, import.meta.url));
}

/** Serves an app's built files on another port, as a team hosting its remote elsewhere would. */
export function serveDist(app: string, port: number): Promise<() => Promise<void>> {
  return serveDir(distOf(app), port);
}

/** Serves a folder on its own port (files are looked up per request, so it can be swapped). */
export async function serveDir(dir: string, port: number): Promise<() => Promise<void>> {
  const server = createFolderServer({ dir });
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
