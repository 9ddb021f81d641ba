// The local stand-in for Firebase Hosting: serves the live version of a local release store
// (scripts/release/local-hosting.mjs) as Hosting serves a site. One origin: the shell's pages at
// /, every remote's builds under /apps/. Files, headers and the trailing-slash rule all come from
// the released version, which a deploy wrote from firebase.json, so what runs here is what a
// deploy sends. A path with no file answers 404 with /404.html, unless a rewrite sends it to one
// of the site's functions (`functions`, by the name Hosting runs it under: the form service at
// /f/**); a remote's missing file is a 404 (the redeploy recovery depends on it). Text is gzipped with
// `Vary: Accept-Encoding`, as Hosting does. A new release is served from the next request on.
// A request it cannot serve answers 500, logged in one line; the server stays up.
import { createServer } from 'node:http';
import { extname } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { guardedServerOptions, MAX_CONNECTIONS } from '../functions/lib/local.js';
import { CONTENT_TYPES, globToRegExp, headersFor } from './hosting.mjs';

/**
 * The request target's path as sent (percent-encoded, dot segments resolved, a `\` read as `/` as
 * browsers read it), its decoded form for finding the file, and its query. Read against this
 * server's own origin, so that a target such as `//evil.example/` stays a path.
 */
function requestPath(req) {
  const target = (req.url ?? '/').replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  const { pathname: encoded, search } = new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
  try {
    return { encoded, pathname: decodeURIComponent(encoded), search };
  } catch {
    return { encoded, pathname: encoded, search };
  }
}

/**
 * Where the trailing-slash redirect goes: the encoded path without its trailing slashes, never
 * starting with `//` or `/\` (a browser reads either as another host), so never off the origin.
 * `/%2Fevil.example/` goes to `/%2Fevil.example`, a path of this site.
 */
function withoutTrailingSlash(encoded, search) {
  return `${encoded.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/'}${search}`;
}

/** The file Hosting serves for a path: the file itself, or the folder's index.html. */
function fileFor(files, pathname) {
  if (files[pathname]) return pathname;
  const index = `${pathname.replace(/\/$/, '')}/index.html`;
  return files[index] ? index : null;
}

/**
 * One request the server cannot serve (a blob of the store it cannot read, say): one line in the
 * log naming the path and the error, a short 500 to the visitor, and the server stays up.
 */
function cannotServe(req, res, error) {
  console.error(`[site] ${req.method} ${req.url}: ${error instanceof Error ? error.message : error}`);
  if (res.headersSent) return res.destroy();
  res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : 'Internal server error: this file could not be read\n');
}

/** The function a rewrite of the serving config sends `pathname` to (its service id), or null. */
function rewriteOf(config, pathname) {
  return config.rewrites?.find(({ glob }) => globToRegExp(glob).test(pathname))?.run.serviceId ?? null;
}

/** Answers one request from the live version of the store; may throw (see cannotServe). */
function serveSite(hosting, functions, req, res) {
  const site = hosting.liveSite();
  if (!site) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
    return res.end('Nothing is released yet: node scripts/deploy.mjs --all --env local\n');
  }
  const { encoded, pathname, search } = requestPath(req);
  const ruleHeaders = headersFor(site.config, pathname);
  const send = (status, headers, body) => {
    res.writeHead(status, { ...ruleHeaders, ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const file = fileFor(site.files, pathname);
  // As Hosting: a file first, then a rewrite to a function, which answers any method.
  const rewrite = file ? null : rewriteOf(site.config, pathname);
  if (rewrite) {
    if (functions[rewrite]) return functions[rewrite](req, res);
    return send(404, { 'Content-Type': 'text/plain; charset=utf-8' }, `The function ${rewrite} is not run locally\n`);
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, { Allow: 'GET, HEAD' }, '');
  if (site.config.trailingSlashBehavior === 'REMOVE' && encoded.length > 1 && encoded.endsWith('/')) {
    return send(301, { Location: withoutTrailingSlash(encoded, search) }, '');
  }
  if (!file) {
    const notFound = site.files['/404.html'];
    if (!notFound) return send(404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not found\n');
    return send(404, { 'Content-Type': CONTENT_TYPES['.html'] }, site.read(notFound));
  }
  const hash = site.files[file];
  const etag = `"${hash}"`;
  if (req.headers['if-none-match'] === etag) return send(304, { ETag: etag }, '');
  const type = ruleHeaders['Content-Type'] ?? CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
  send(200, { 'Content-Type': type, ETag: etag }, site.read(hash));
}

/**
 * The site's server, with the form service's headers and request timeouts and connection cap. A
 * request it cannot serve (a file of the store it cannot read, the 404 page's included) answers
 * 500 and is logged; it never ends the server for every other visitor. `functions` are the request
 * listeners of the functions the rewrites name (`forms`: form-endpoint.mjs's createFormsFunction).
 * @param {{ hosting: ReturnType<import('./release/local-hosting.mjs').createLocalHosting>, functions?: Record<string, import('node:http').RequestListener> }} options
 */
export function createSiteServer({ hosting, functions = {} }) {
  const compress = compression();
  const server = createServer(guardedServerOptions(), (req, res) => {
    // compression calls its next synchronously: what serveSite throws is caught here.
    try {
      compress(req, res, () => serveSite(hosting, functions, req, res));
    } catch (error) {
      cannotServe(req, res, error);
    }
  });
  server.maxConnections = MAX_CONNECTIONS;
  return server;
}

/**
 * A plain folder over HTTP, open to any origin: a developer's own server of one remote (its
 * `vite preview`), which an override points the site at. The e2e suite stands one up this way.
 */
export function createFolderServer({ dir }) {
  const serve = sirv(dir, { dev: true, etag: true });
  return createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found\n');
    });
  });
}
