// Serves one app's production build the way Firebase Hosting does, with the headers of its
// hosting target in firebase.json (one source of truth: hashed assets cached forever, everything
// else revalidated; the shell's CSP and security headers; the remotes' CORS for the shell), the
// environment's values generated from deploy/<env>/ (scripts/csp.mjs). The shell falls back to
// index.html as its rewrite says, and answers remotes.json and config.json from deploy/<env>/.
// Text (HTML, JS, CSS, JSON, SVG) is gzipped with `Vary: Accept-Encoding`, as the hosting does.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { ENVIRONMENT_FILES, ENVIRONMENTS_DIR, environmentHeaders, readEnvironment } from './csp.mjs';
import {
  headersFor,
  hostingEntry,
  readFirebaseJson,
  rewritesToIndex,
  targetOfDist,
  withEnvironment,
} from './hosting.mjs';

/** The hosting entry of a target with the environment's values, read once per server. */
export function localHosting({ target, env = 'local', firebaseJson = readFirebaseJson() }) {
  return hostingEntry(withEnvironment(firebaseJson, environmentHeaders(readEnvironment(env))), target);
}

/**
 * @param {{ distDir: string, isShell: boolean, target?: string, env?: string }} app
 *   target defaults to the app folder's ("mfe-news/dist" -> "news"); an unknown folder (a copy of
 *   a remote's build elsewhere) gets the headers of the first remote target.
 */
export function createStaticServer({ distDir, isShell, target, env = 'local' }) {
  const firebaseJson = readFirebaseJson();
  const targets = firebaseJson.hosting.map((entry) => entry.target);
  let name = target ?? (isShell ? 'shell' : targetOfDist(distDir));
  if (!targets.includes(name)) name = targets.find((t) => t !== 'shell');
  const entry = localHosting({ target: name, env, firebaseJson });
  const setHeaders = (res, pathname) => {
    for (const [key, value] of Object.entries(headersFor(entry, pathname))) res.setHeader(key, value);
  };
  const requestPath = (req) => {
    const { pathname } = new URL(req.url, 'http://localhost');
    try {
      return decodeURIComponent(pathname);
    } catch {
      return pathname;
    }
  };
  const environmentFiles = name === 'shell' ? ENVIRONMENT_FILES : [];

  const serve = sirv(distDir, {
    etag: true,
    single: rewritesToIndex(entry),
    // Looks files up per request, so a rebuilt remote is served without a restart.
    dev: true,
    // Hosting matches header rules against the request path, not the file served.
    setHeaders: (res) => setHeaders(res, requestPath(res.req)),
  });
  const compress = compression();
  return createServer((req, res) => {
    const pathname = requestPath(req);
    if (name !== 'shell' && req.method === 'OPTIONS') {
      setHeaders(res, pathname);
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD' });
      return res.end();
    }
    compress(req, res, () => {
      const file = pathname.slice(1);
      if (environmentFiles.includes(file) && (req.method === 'GET' || req.method === 'HEAD')) {
        setHeaders(res, pathname);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        return res.end(req.method === 'HEAD' ? undefined : readFileSync(join(ENVIRONMENTS_DIR, env, file)));
      }
      serve(req, res, () => {
        setHeaders(res, pathname);
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found');
      });
    });
  });
}
