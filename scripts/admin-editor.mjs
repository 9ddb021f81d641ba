// The staff's content editor at /admin (cms/, docs/content.md), as `npm start` serves it beside the
// parents' site: its own files from cms/dist, its own headers (Decap needs 'unsafe-eval' and
// inline styles, which the parents' pages never get), never indexed, and Decap's local backend,
// which writes the content files of this working tree.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { ADMIN_PATH, isAdminPath } from '../shared/src/site-layout.js';
import { ROOT } from './apps.mjs';

export const ADMIN_DIST = join(ROOT, 'cms', 'dist');
/** Where Decap's local backend listens (decap-server's own port). */
export const LOCAL_BACKEND = 'http://localhost:8081';

/** The editor's policy (cms/README.md): measured on the built editor, nothing more. */
export const ADMIN_CSP = [
  "default-src 'none'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  `connect-src 'self' https://api.github.com ${LOCAL_BACKEND}`,
  "font-src 'self'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

export const ADMIN_HEADERS = {
  'Content-Security-Policy': ADMIN_CSP,
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

/**
 * A handler for the editor's addresses: `/admin` is its page, `/admin/assets/…` its files. Answers
 * and returns true for those; returns false for every other path. Without a built editor
 * (cms/dist), `/admin` says how to build it.
 */
export function createAdminHandler({ dir = ADMIN_DIST } = {}) {
  // dev: read the folder at each request, so a build made after the server started is served.
  const serve = sirv(dir, {
    dev: true,
    etag: true,
    setHeaders(res, pathname) {
      for (const [name, value] of Object.entries(ADMIN_HEADERS)) res.setHeader(name, value);
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return (req, res, pathname) => {
    if (!isAdminPath(pathname)) return false;
    const notFound = () => {
      res.writeHead(404, { ...ADMIN_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(existsSync(dir) ? 'Not found\n' : 'The editor is not built: pnpm --filter @school/cms build\n');
    };
    const inside = pathname.slice(ADMIN_PATH.length) || '/';
    req.url = inside === '/' ? '/index.html' : inside;
    serve(req, res, notFound);
    return true;
  };
}

/** Starts Decap's local backend on this working tree (cms's `local-backend`); resolves to a stop. */
export function startLocalBackend() {
  const child = spawn(process.execPath, [join(ROOT, 'cms', 'build', 'local-backend.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return () => child.kill();
}
