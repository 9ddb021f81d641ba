import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { contentSecurityPolicy } from './csp.mjs';
import { readEnvironment } from './environment.mjs';
import { siteConfig } from './hosting.mjs';
import { headersFor } from './hosting.mjs';
import { deployRemote } from './release/remote-change.mjs';
import { deployShell } from './release/deploy-shell.mjs';
import { createLocalHosting } from './release/local-hosting.mjs';
import { createFolderServer, createSiteServer } from './static-server.mjs';

const script = `export const text = ${JSON.stringify('compressible '.repeat(400))};\n`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const config = siteConfig('local');
const quiet = () => {};
const servers = [];
let hosting;
let site;

async function listen(server) {
  servers.push(server);
  await new Promise((resolve) => server.listen(0, resolve));
  return `http://localhost:${server.address().port}`;
}

const bytes = (text) => Buffer.from(text);

/** A stand-in for the form service's listener: says what it was sent. */
function answerAsForms(req, res) {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    res.writeHead(201, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ function: 'forms', method: req.method, url: req.url, body }));
  });
}
const remoteBuild = (id) =>
  new Map([
    ['mf-manifest.json', bytes(`{"metaData":{"buildId":"${id}"}}`)],
    ['remoteEntry.js', bytes(script)],
    ['assets/area-abc123.js', bytes(script)],
  ]);

before(async () => {
  hosting = createLocalHosting({ dir: mkdtempSync(join(tmpdir(), 'site-server-')) });
  site = await listen(createSiteServer({ hosting, functions: { forms: answerAsForms } }));
  assert.equal((await fetch(`${site}/`)).status, 503, 'nothing released yet');
  await deployShell({
    hosting,
    files: new Map([
      ['/index.html', bytes('<!doctype html><title>home</title>')],
      ['/about/index.html', bytes('<!doctype html><title>about</title>')],
      ['/404.html', bytes('<!doctype html><title>not found</title>')],
      ['/config.json', bytes('{"firebase":null}')],
      ['/assets/index-abc123.js', bytes(script)],
    ]),
    buildId: 's1',
    config,
    remoteApps: ['careers'],
    log: quiet,
  });
  await deployRemote({
    hosting,
    dir: 'mfe-careers',
    files: remoteBuild('c1'),
    buildId: 'c1',
    log: quiet,
  });
});
after(() => servers.forEach((server) => server.close()));

/** A GET of `target` exactly as written (a browser would have normalised it): status and headers. */
function rawRequest(port, target) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head] = received.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

test('gzips text for clients that accept it and says it varies by Accept-Encoding; identity for others', async () => {
  const url = `${site}/apps/careers/c1/remoteEntry.js`;
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(response.headers.get('content-encoding'), 'gzip');
  assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/i);
  assert.match(response.headers.get('content-type'), /^text\/javascript/);
  assert.equal(await response.text(), script);
  const raw = await rawGet(url, { 'Accept-Encoding': 'identity' });
  assert.equal(raw.headers['content-encoding'], undefined);
  assert.equal(raw.body.toString(), script);
  assert.throws(() => gunzipSync(raw.body));
});

test('pages: each route’s own HTML with the local CSP, a trailing slash redirected away', async () => {
  const csp = contentSecurityPolicy(readEnvironment('local'));
  for (const [path, title] of [
    ['/', 'home'],
    ['/about', 'about'],
  ]) {
    const response = await fetch(`${site}${path}`);
    assert.equal(response.status, 200, path);
    assert.equal(await response.text(), `<!doctype html><title>${title}</title>`);
    assert.equal(response.headers.get('content-security-policy'), csp);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  }
  const slash = await fetch(`${site}/about/?x=1`, { redirect: 'manual' });
  assert.equal(slash.status, 301);
  assert.equal(slash.headers.get('location'), '/about?x=1');
});

test('a trailing-slash redirect never leaves the origin, whatever the encoded path holds', async () => {
  const { origin } = new URL(site);
  const { port } = new URL(site);
  for (const [target, location] of [
    ['/%2Fevil.example/', '/%2Fevil.example'],
    ['/%5Cevil.example/', '/%5Cevil.example'],
    ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
    ['//evil.example/', '/evil.example'],
    ['///evil.example//', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['/\\/evil.example/', '/evil.example'],
    ['/about/?next=//evil.example', '/about?next=//evil.example'],
  ]) {
    const answer = await rawRequest(port, target);
    assert.equal(answer.status, 301, target);
    assert.equal(answer.headers.location, location, target);
    assert.doesNotMatch(answer.headers.location, /^(?:[/\\]{2}|\\)/, target);
    assert.equal(new URL(answer.headers.location, site).origin, origin, target);
  }
});

test('a 404 at a dotted path that is no file type of the site gets every document header', async () => {
  const page = await fetch(`${site}/about`);
  for (const path of ['/x.php', '/wp-login.php', '/.env', '/a.b/c', '/forms/contact/sent.aspx']) {
    const response = await fetch(`${site}${path}`);
    assert.equal(response.status, 404, path);
    assert.equal(await response.text(), '<!doctype html><title>not found</title>');
    for (const key of ['content-security-policy', 'x-frame-options', 'permissions-policy']) {
      assert.ok(page.headers.get(key), key);
      assert.equal(response.headers.get(key), page.headers.get(key), `${path} ${key}`);
    }
  }
});

test('a path with no file is a 404 with the 404 page; a remote’s missing file is a 404, never a page of the site', async () => {
  const page = await fetch(`${site}/no-such-page`);
  assert.equal(page.status, 404);
  assert.equal(await page.text(), '<!doctype html><title>not found</title>');
  const gone = await fetch(`${site}/apps/careers/c0/assets/area-old.js`);
  assert.equal(gone.status, 404);
  assert.doesNotMatch(gone.headers.get('content-type'), /javascript/);
});

test('remotes.json is never cached and names the current build, whose files are immutable', async () => {
  const remotes = await fetch(`${site}/remotes.json`);
  assert.equal(remotes.headers.get('cache-control'), 'no-store');
  assert.deepEqual(await remotes.json(), { mfe_careers: '/apps/careers/c1/mf-manifest.json' });
  const asset = await fetch(`${site}/apps/careers/c1/assets/area-abc123.js`);
  assert.equal(asset.headers.get('cache-control'), IMMUTABLE);
  assert.equal(asset.headers.get('access-control-allow-origin'), null);
  const etag = asset.headers.get('etag');
  assert.equal(
    (await fetch(`${site}/apps/careers/c1/assets/area-abc123.js`, { headers: { 'If-None-Match': etag } })).status,
    304,
  );
});

test('every header is the released config’s, for the path requested', async () => {
  for (const path of ['/about', '/apps/careers/c1/mf-manifest.json', '/config.json']) {
    const response = await fetch(`${site}${path}`);
    for (const [key, value] of Object.entries(headersFor(config, path))) {
      assert.equal(response.headers.get(key), value, `${path} ${key}`);
    }
  }
});

test('a new release is served from the next request on', async () => {
  await deployRemote({
    hosting,
    dir: 'mfe-careers',
    files: remoteBuild('c2'),
    buildId: 'c2',
    log: quiet,
  });
  const remotes = await (await fetch(`${site}/remotes.json`)).json();
  assert.equal(remotes.mfe_careers, '/apps/careers/c2/mf-manifest.json');
  assert.equal((await fetch(`${site}/apps/careers/c1/remoteEntry.js`)).status, 200, 'the previous build stays');
});

test('the news remote’s files of their own: the calendar, an event’s file and the Atom feed, with their own types', async () => {
  await deployRemote({
    hosting,
    dir: 'mfe-news',
    files: new Map([
      ...remoteBuild('n1'),
      ['files/news-events/events.ics', bytes('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')],
      ['files/news-events/events/sports-day-2026.ics', bytes('BEGIN:VCALENDAR\r\nSUMMARY:Sports Day\r\n')],
      ['files/news-events/feed.xml', bytes('<feed xmlns="http://www.w3.org/2005/Atom"/>')],
    ]),
    buildId: 'n1',
    log: quiet,
  });
  const calendar = await fetch(`${site}/news-events/events.ics`);
  assert.equal(calendar.status, 200);
  assert.equal(calendar.headers.get('content-type'), 'text/calendar; charset=utf-8');
  assert.equal(calendar.headers.get('content-security-policy'), null, 'no document');
  assert.match(await calendar.text(), /^BEGIN:VCALENDAR\r\n/);
  // One event's own file ("Add to calendar"), a folder down, is served the same way.
  const event = await fetch(`${site}/news-events/events/sports-day-2026.ics`);
  assert.equal(event.status, 200);
  assert.equal(event.headers.get('content-type'), 'text/calendar; charset=utf-8');
  assert.equal(event.headers.get('content-security-policy'), null, 'no document');
  assert.match(await event.text(), /SUMMARY:Sports Day/);
  const feed = await fetch(`${site}/news-events/feed.xml`);
  assert.equal(feed.headers.get('content-type'), 'application/atom+xml; charset=utf-8');
  assert.equal(feed.headers.get('cache-control'), 'no-cache');
  // A 404 at the same kind of address is still the HTML 404 page.
  const missing = await fetch(`${site}/news-events/other.xml`);
  assert.equal(missing.status, 404);
  assert.match(missing.headers.get('content-type'), /^text\/html/);
});

test('a malformed path is a 404, not a crash; only GET and HEAD', async () => {
  assert.equal((await rawGet(`${site}/%E0%A4%A`, {})).status, 404);
  assert.equal((await fetch(`${site}/`, { method: 'POST' })).status, 405);
  assert.equal((await fetch(`${site}/`)).status, 200);
});

test('a file of the store it cannot read is a 500, logged in one line, and the server stays up', async (t) => {
  const errors = t.mock.method(console, 'error', () => {});
  const unreadable = new Set();
  // The same store, but the blobs in `unreadable` are gone from it: readFileSync throws ENOENT.
  const damaged = {
    liveSite() {
      const live = hosting.liveSite();
      return { ...live, read: (hash) => live.read(unreadable.has(hash) ? `${hash}-gone` : hash) };
    },
  };
  const server = await listen(createSiteServer({ hosting: damaged }));
  const { files } = hosting.liveSite();
  unreadable.add(files['/about/index.html']);

  const failed = await fetch(`${server}/about`);
  assert.equal(failed.status, 500);
  assert.match(failed.headers.get('content-type'), /^text\/plain/);
  assert.match(await failed.text(), /could not be read/);
  assert.equal(errors.mock.callCount(), 1);
  assert.match(errors.mock.calls[0].arguments[0], /^\[site\] GET \/about: ENOENT/);

  const next = await fetch(`${server}/`);
  assert.equal(next.status, 200, 'the next request is served');
  assert.equal(await next.text(), '<!doctype html><title>home</title>');

  // The 404 page is read the same way.
  unreadable.add(files['/404.html']);
  const notFound = await fetch(`${server}/no-such-page`);
  assert.equal(notFound.status, 500);
  assert.match(errors.mock.calls[1].arguments[0], /^\[site\] GET \/no-such-page: ENOENT/);
  assert.equal(errors.mock.callCount(), 2);
  assert.equal((await fetch(`${server}/`)).status, 200);
});

test('a folder server (a developer’s own server of one remote) answers any origin', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'folder-server-'));
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  const folder = await listen(createFolderServer({ dir }));
  const response = await fetch(`${folder}/mf-manifest.json`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  assert.equal((await fetch(`${folder}/missing.js`)).status, 404);
});

test("a rewrite sends /f/** to the form service's function, with any method, as Hosting does; other paths stay files or 404", async () => {
  const post = await fetch(`${site}/f/school?x=1`, { method: 'POST', body: 'name=Aisha' });
  assert.equal(post.status, 201);
  assert.deepEqual(await post.json(), { function: 'forms', method: 'POST', url: '/f/school?x=1', body: 'name=Aisha' });
  assert.equal((await fetch(`${site}/f`)).status, 201, '/f/** matches /f too, as the glob does');
  // A function the rewrites name that is not run here: a plain 404, never another function.
  assert.equal((await fetch(`${site}/cms-auth/callback`)).status, 404);
  assert.match(await (await fetch(`${site}/cms-auth`)).text(), /cmsauth is not run locally/);
  // Any other path is not rewritten: POST is refused, a missing file is the 404 page.
  assert.equal((await fetch(`${site}/about`, { method: 'POST', body: 'x' })).status, 405);
  assert.equal((await fetch(`${site}/form/school`, { method: 'POST', body: 'x' })).status, 405);
});
