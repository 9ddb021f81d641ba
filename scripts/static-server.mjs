// Serves one app's production build the way the hosting does: hashed assets cached forever,
// the files that name them (HTML, remotes.json, config.json, mf-manifest.json, remote entries)
// revalidated every time; remotes answer CORS; the shell falls back to index.html. Text
// (HTML, JS, CSS, JSON, SVG) is gzipped with `Vary: Accept-Encoding`, as the hosting does.
import { createServer } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';

const REVALIDATE =
  /(^|\/)(index\.html|remotes\.json|config\.json|mf-manifest\.json|mf-stats\.json|remoteEntry[^/]*\.js)$/;

export function cacheControlFor(pathname) {
  const isDocument = !/\.[a-z0-9]+$/i.test(pathname);
  if (REVALIDATE.test(pathname) || isDocument) return 'no-cache';
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * @param {{ distDir: string, isShell: boolean }} app
 */
export function createStaticServer({ distDir, isShell }) {
  const serve = sirv(distDir, {
    etag: true,
    single: isShell,
    // Looks files up per request, so a rebuilt remote is served without a restart.
    dev: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (!isShell) res.setHeader('Access-Control-Allow-Origin', '*');
    },
  });
  const compress = compression();
  return createServer((req, res) => {
    if (!isShell && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
      return res.end();
    }
    compress(req, res, () =>
      serve(req, res, () => {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found');
      }),
    );
  });
}
