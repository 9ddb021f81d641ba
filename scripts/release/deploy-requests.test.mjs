// The requests a deploy sends to Firebase Hosting: the deploys (remote-change.mjs, deploy-shell.mjs) driven through
// hosting-api.mjs against a fake fetch that plays the Hosting REST API (v1beta1) and the site
// itself (https://<site>.web.app/…) over a tiny in-memory model, recording every request.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { gunzipSync, gzipSync } from 'node:zlib';
import { deployRemote, moveRemote } from './remote-change.mjs';
import { deployShell } from './deploy-shell.mjs';
import { createHostingApi } from './hosting-api.mjs';
import { fragmentSlotHtml } from '@school/shared/page-composition';

const SITE = 'school';
const API = 'https://firebasehosting.googleapis.com/v1beta1/';
const ORIGIN = `https://${SITE}.web.app`;
const UPLOAD = 'https://upload-firebasehosting.googleapis.com/upload/';
const DAY = 24 * 60 * 60 * 1000;
const GRACE = 7 * DAY;
const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const ago = (days) => new Date(NOW - days * DAY).toISOString();
const v = (n) => `sites/${SITE}/versions/v${n}`;

const bytesOf = (content) =>
  Buffer.isBuffer(content) ? content : Buffer.from(typeof content === 'string' ? content : JSON.stringify(content));
const gzip = (bytes) => gzipSync(bytes, { level: 9 });
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/**
 * A fake of the Hosting API and of the live site. The model: versions (name -> { status, config,
 * files: path -> hash }), blobs (hash -> gzipped bytes), the live version, clone operations.
 * `live`: the live version's files (path -> string, object as JSON, or bytes) and config.
 * `afterRequest(request, model)` runs after each answer (a test moves the live version there).
 */
function fakeHosting({ live, afterRequest = () => {} }) {
  const blobs = new Map();
  const versions = new Map();
  const operations = new Map();
  const requests = [];
  let versionCount = 0;
  let operationCount = 0;

  const model = {
    live: null,
    versions,
    newVersion(files = {}, config = {}) {
      const name = v(++versionCount);
      versions.set(name, { status: 'CREATED', config, files: { ...files } });
      return name;
    },
    /** Another deploy: a version with these files released straight away. */
    publish(files, config = {}) {
      const hashes = {};
      for (const [path, content] of Object.entries(files)) {
        const gzipped = gzip(bytesOf(content));
        const hash = sha256(gzipped);
        blobs.set(hash, gzipped);
        hashes[path] = hash;
      }
      const name = model.newVersion(hashes, config);
      versions.get(name).status = 'FINALIZED';
      model.live = name;
      return name;
    },
    /** The live version's files, path -> text. */
    liveFiles() {
      const files = versions.get(model.live).files;
      return Object.fromEntries(
        Object.entries(files).map(([path, hash]) => [path, gunzipSync(blobs.get(hash)).toString()]),
      );
    },
  };
  model.publish(live.files, live.config);

  const answer = (status, json) => new Response(json === undefined ? null : JSON.stringify(json), { status });
  const notFound = () => answer(404, { error: { code: 404, message: 'Requested entity was not found.' } });
  const badRequest = (message) => answer(400, { error: { code: 400, message } });
  const editable = (name) => versions.get(name)?.status === 'CREATED';

  function handle({ method, path, query, body }) {
    if (path.startsWith(ORIGIN)) {
      const hash = model.live && versions.get(model.live).files[path.slice(ORIGIN.length)];
      return hash ? new Response(gunzipSync(blobs.get(hash))) : new Response('Not Found', { status: 404 });
    }
    if (path.startsWith(UPLOAD)) {
      const hash = path.split('/').at(-1);
      if (sha256(body) !== hash) return badRequest('the bytes do not hash to the path');
      blobs.set(hash, body);
      return new Response(null);
    }
    const route = `${method} ${path.slice(API.length)}`;
    if (route === `GET sites/${SITE}/channels/live`) {
      if (!model.live) return notFound();
      return answer(200, { name: `sites/${SITE}/channels/live`, release: { version: { name: model.live } } });
    }
    if (route === `POST sites/${SITE}/versions:clone`) {
      const source = versions.get(body.sourceVersion);
      if (!source || source.status !== 'FINALIZED') return badRequest(`${body.sourceVersion} cannot be cloned`);
      if (body.include && body.exclude) return badRequest('include or exclude, not both');
      const matches = (path, regexes) => regexes.some((regex) => new RegExp(regex).test(path));
      const files = Object.entries(source.files).filter(([path]) =>
        body.include ? matches(path, body.include.regexes) : !matches(path, body.exclude?.regexes ?? []),
      );
      const operation = `projects/p/operations/clone-${++operationCount}`;
      operations.set(operation, model.newVersion(Object.fromEntries(files)));
      return answer(200, { name: operation, done: false });
    }
    if (method === 'GET' && operations.has(path.slice(API.length))) {
      const name = operations.get(path.slice(API.length));
      return answer(200, { name: path.slice(API.length), done: true, response: { name, status: 'CREATED' } });
    }
    if (route === `POST sites/${SITE}/releases`) {
      const name = query.get('versionName');
      if (versions.get(name)?.status !== 'FINALIZED') return badRequest(`${name} is not FINALIZED`);
      model.live = name;
      return answer(200, { name: `sites/${SITE}/channels/live/releases/r${versionCount}`, version: { name } });
    }
    const [, name, action] =
      /^(sites\/[\w-]+\/versions\/[\w-]+)(:populateFiles|\/files)?$/.exec(path.slice(API.length)) ?? [];
    const version = versions.get(name);
    if (!version) return notFound();
    if (method === 'GET' && !action) return answer(200, { name, status: version.status, config: version.config });
    if (method === 'GET' && action === '/files') {
      return answer(200, {
        files: Object.entries(version.files).map(([path, hash]) => ({ path, hash, status: 'ACTIVE' })),
      });
    }
    if (method === 'DELETE' && !action) {
      if (name === model.live) return badRequest(`${name} is live`);
      version.status = 'DELETED';
      return answer(200, {});
    }
    if (!editable(name)) return badRequest(`${name} is ${version.status}: only a CREATED version changes`);
    if (method === 'PATCH' && query.get('updateMask') === 'config') version.config = body.config;
    else if (method === 'PATCH' && query.get('updateMask') === 'status') {
      const missing = Object.values(version.files).filter((hash) => !blobs.has(hash));
      if (missing.length > 0) return badRequest(`${name} misses the uploads of ${missing.join(', ')}`);
      version.status = body.status;
    } else if (method === 'POST' && action === ':populateFiles') {
      Object.assign(version.files, body.files);
      const uploadRequiredHashes = [...new Set(Object.values(body.files))].filter((hash) => !blobs.has(hash));
      return answer(200, { uploadUrl: `${UPLOAD}${name}/files`, uploadRequiredHashes });
    } else return badRequest(`unexpected ${method} ${path}`);
    return answer(200, { name, status: version.status });
  }

  async function fetch(url, { method = 'GET', headers = {}, body } = {}) {
    const { origin, pathname, searchParams } = new URL(url);
    const path = `${origin}${pathname}`;
    const parsed = headers['Content-Type'] === 'application/json' ? JSON.parse(body) : body;
    const request = { method, url, path, query: searchParams, body: parsed, headers };
    // A short name for the sequence: API paths relative to the API root, with their query.
    request.label = `${method} ${url.startsWith(API) ? url.slice(API.length) : url}`;
    requests.push(request);
    const response = handle(request);
    request.answer = await response
      .clone()
      .json()
      .catch(() => undefined);
    afterRequest(request, model);
    return response;
  }

  const hosting = createHostingApi({ site: SITE, accessToken: async () => 'token', fetch, pollIntervalMs: 0 });
  return { hosting, model, requests };
}

const labels = (requests) => requests.map((request) => request.label);
const uploadsOf = (requests) => requests.filter((request) => request.url.startsWith(UPLOAD));
const populateOf = (requests, version) => requests.find((r) => r.label === `POST ${version}:populateFiles`);
/** The bytes uploaded for a path of a populateFiles request, gunzipped. */
const uploadedFile = (requests, populate, path) =>
  gunzipSync(uploadsOf(requests).find((r) => r.url.endsWith(`/${populate.body.files[path]}`)).body);
const matcher = (regexes) => (path) => regexes.some((regex) => new RegExp(regex).test(path));

const REMOTES = {
  mfe_careers: '/apps/careers/b1/mf-manifest.json',
  mfe_news: '/apps/news/b0/mf-manifest.json',
  mfe_careers_old: '/apps/careers-old/b0/mf-manifest.json',
};
const CONFIG = { headers: [{ glob: '/remotes.json', headers: { 'Cache-Control': 'no-cache' } }] };

/** A page of the shell as built: its slot asks for `app`'s fragment for `/page`. */
const builtPage = (app, page) =>
  `<!DOCTYPE html><html><head></head><body><main id="main">${fragmentSlotHtml(`mfe-${app}`, `/${page}`)}</main></body></html>`;
const fragment = (app, build, words) =>
  `<div data-area-fragment="${app}" data-build="${build}" data-path="/x"><h1>${words}</h1><img src="__REMOTE_BASE__/a.svg" alt=""></div>`;

/** A live site with the shell, careers (b0 deployed 9 days ago, b1 8 days ago), news and careers-old. */
const liveSite = () => ({
  config: CONFIG,
  files: {
    '/index.html': '<!doctype html>',
    '/apps/shell/live/pages/jobs/index.html': builtPage('careers', 'jobs'),
    '/apps/shell/live/pages/news-events/index.html': builtPage('news', 'news-events'),
    '/jobs/index.html': 'the page with careers b1’s words',
    '/news-events/index.html': 'the page with news b0’s words',
    '/assets/index-s1.js': 'shell s1',
    '/remotes.json': REMOTES,
    '/apps/careers/builds.json': {
      builds: [
        { id: 'b0', deployedAt: ago(9) },
        { id: 'b1', deployedAt: ago(8) },
      ],
    },
    '/apps/careers/b0/mf-manifest.json': '{"id":"careers b0"}',
    '/apps/careers/b0/remoteEntry.js': 'careers b0',
    '/apps/careers/b1/mf-manifest.json': '{"id":"careers b1"}',
    '/apps/careers/b1/remoteEntry.js': 'careers b1',
    '/apps/careers/b1/assets/vendor.js': 'vendor 1',
    '/apps/careers-old/b0/mf-manifest.json': '{"id":"careers-old b0"}',
    '/apps/news/builds.json': { builds: [{ id: 'b0', deployedAt: ago(20) }] },
    '/apps/news/b0/mf-manifest.json': '{"id":"news b0"}',
  },
});

/** careers b2: vendor.js is unchanged since b1, so its bytes are already on Hosting. */
const careersB2 = () =>
  new Map(
    Object.entries({
      'mf-manifest.json': '{"id":"careers b2"}',
      'remoteEntry.js': 'careers b2',
      'assets/vendor.js': 'vendor 1',
      'retry/remoteEntry.js': 'careers b2',
      'fragments/jobs.html': fragment('careers', 'b2', 'Careers b2'),
    }).map(([path, text]) => [path, Buffer.from(text)]),
  );

const deployCareers = (hosting) =>
  deployRemote({
    hosting,
    dir: 'mfe-careers',
    files: careersB2(),
    buildId: 'b2',
    now: NOW,
    graceMs: GRACE,
    log() {},
  });

test('deployRemote: reads the live site, clones it without what it replaces or prunes, adds the build, releases', async () => {
  const { hosting, model, requests } = fakeHosting({ live: liveSite() });
  const result = await deployCareers(hosting);
  assert.deepEqual(result, { version: v(2), manifest: '/apps/careers/b2/mf-manifest.json', pruned: ['b0'] });

  const populate = populateOf(requests, v(2));
  const required = populate.answer.uploadRequiredHashes;
  assert.deepEqual(labels(requests), [
    `GET sites/${SITE}/channels/live`,
    `GET ${v(1)}`,
    `GET ${ORIGIN}/remotes.json`,
    `GET ${ORIGIN}/apps/careers/builds.json`,
    // the shell's pages as built, to find those with careers' content
    `GET ${v(1)}/files`,
    `GET ${ORIGIN}/apps/shell/live/pages/jobs/index.html`,
    `GET ${ORIGIN}/apps/shell/live/pages/news-events/index.html`,
    `POST sites/${SITE}/versions:clone`,
    'GET projects/p/operations/clone-1',
    // the pages it keeps, for the hashes of their inline styles (the CSP's style-src)
    `GET ${ORIGIN}/index.html`,
    `GET ${ORIGIN}/news-events/index.html`,
    `PATCH ${v(2)}?updateMask=config`,
    `POST ${v(2)}:populateFiles`,
    ...required.map((hash) => `POST ${UPLOAD}${v(2)}/files/${hash}`),
    `PATCH ${v(2)}?updateMask=status`,
    `GET sites/${SITE}/channels/live`,
    `POST sites/${SITE}/releases?versionName=${encodeURIComponent(v(2))}`,
    // the checks that the live release holds this deploy
    `GET sites/${SITE}/channels/live`,
    `GET ${v(2)}/files`,
    `GET ${ORIGIN}/remotes.json`,
  ]);
  for (const request of requests) {
    const api = !request.url.startsWith(ORIGIN);
    assert.equal(request.headers.Authorization, api ? 'Bearer token' : undefined, request.label);
  }

  // The clone drops exactly /remotes.json, careers' history and live copies, the new build's folder,
  // the pruned build's and the page with careers' content.
  const clone = requests.find((r) => r.label === `POST sites/${SITE}/versions:clone`);
  const { regexes } = clone.body.exclude;
  assert.deepEqual(clone.body, { sourceVersion: v(1), finalize: false, exclude: { regexes } });
  assert.equal(regexes.length, 6);
  const excluded = matcher(regexes);
  for (const path of [
    '/jobs/index.html',
    '/remotes.json',
    '/apps/careers/builds.json',
    '/apps/careers/live/fragments/jobs.html',
    '/apps/careers/b2/mf-manifest.json',
    '/apps/careers/b2/retry/remoteEntry.js',
    '/apps/careers/b0/mf-manifest.json',
    '/apps/careers/b0/remoteEntry.js',
  ]) {
    assert.ok(excluded(path), `${path} is excluded`);
  }
  for (const path of [
    '/remotesXjson',
    '/remotes.json.bak',
    '/index.html',
    '/jobs/index.html.bak',
    '/news-events/index.html',
    '/apps/shell/live/pages/jobs/index.html',
    '/apps/careers/b1/mf-manifest.json',
    '/apps/careers/b00/mf-manifest.json',
    '/apps/careers/builds.json.old',
    '/apps/careers-old/b0/mf-manifest.json',
    '/apps/careers-old/builds.json',
    '/apps/news/b0/mf-manifest.json',
    '/apps/news/builds.json',
    '/apps/news/live/fragments/news-events.html',
    '/apps/careers/lively/a.js',
    '/x/apps/careers/b0/a.js',
  ]) {
    assert.ok(!excluded(path), `${path} is kept`);
  }

  // The live version's config, read and set again on the new version.
  assert.deepEqual(requests.find((r) => r.label === `PATCH ${v(2)}?updateMask=config`).body, { config: CONFIG });

  // populateFiles names the build's files, its live copy, /remotes.json, careers' history and the
  // page with careers' content; uploads only what was asked for.
  assert.deepEqual(Object.keys(populate.body.files).sort(), [
    '/apps/careers/b2/assets/vendor.js',
    '/apps/careers/b2/fragments/jobs.html',
    '/apps/careers/b2/mf-manifest.json',
    '/apps/careers/b2/remoteEntry.js',
    '/apps/careers/b2/retry/remoteEntry.js',
    '/apps/careers/builds.json',
    '/apps/careers/live/fragments/jobs.html',
    '/jobs/index.html',
    '/remotes.json',
  ]);
  // The page is the shell's as built with b2's words in its slot, their URLs in b2's folder.
  const page = uploadedFile(requests, populate, '/jobs/index.html').toString();
  assert.equal(
    page,
    builtPage('careers', 'jobs').replace(
      '></div></main>',
      `>${fragment('careers', 'b2', 'Careers b2').replace('__REMOTE_BASE__/', '/apps/careers/b2/')}</div></main>`,
    ),
  );
  assert.ok(!required.includes(populate.body.files['/apps/careers/b2/assets/vendor.js']), 'vendor.js is on Hosting');
  assert.deepEqual(
    uploadsOf(requests).map((r) => r.url.split('/').at(-1)),
    required,
  );
  // remoteEntry.js and its retry/ copy are one upload, and so are the fragment and its live copy
  assert.equal(new Set(required).size, 6);
  assert.deepEqual(JSON.parse(uploadedFile(requests, populate, '/remotes.json')), {
    ...REMOTES,
    mfe_careers: '/apps/careers/b2/mf-manifest.json',
  });
  assert.deepEqual(JSON.parse(uploadedFile(requests, populate, '/apps/careers/builds.json')), {
    builds: [
      { id: 'b1', deployedAt: ago(8) },
      { id: 'b2', deployedAt: ago(0) },
    ],
  });
  assert.deepEqual(requests.find((r) => r.label === `PATCH ${v(2)}?updateMask=status`).body, { status: 'FINALIZED' });

  // What is live now: careers b1 and b2, not b0; the other apps and the shell untouched.
  assert.equal(model.live, v(2));
  assert.deepEqual(model.versions.get(v(2)).config, CONFIG);
  assert.deepEqual(Object.keys(model.liveFiles()).sort(), [
    '/apps/careers-old/b0/mf-manifest.json',
    '/apps/careers/b1/assets/vendor.js',
    '/apps/careers/b1/mf-manifest.json',
    '/apps/careers/b1/remoteEntry.js',
    '/apps/careers/b2/assets/vendor.js',
    '/apps/careers/b2/fragments/jobs.html',
    '/apps/careers/b2/mf-manifest.json',
    '/apps/careers/b2/remoteEntry.js',
    '/apps/careers/b2/retry/remoteEntry.js',
    '/apps/careers/builds.json',
    '/apps/careers/live/fragments/jobs.html',
    '/apps/news/b0/mf-manifest.json',
    '/apps/news/builds.json',
    '/apps/shell/live/pages/jobs/index.html',
    '/apps/shell/live/pages/news-events/index.html',
    '/assets/index-s1.js',
    '/index.html',
    '/jobs/index.html',
    '/news-events/index.html',
    '/remotes.json',
  ]);
  assert.equal(model.liveFiles()['/news-events/index.html'], 'the page with news b0’s words');
});

test('deployShell: clones only the remotes, /remotes.json and its kept assets, sets the config, adds the shell', async () => {
  const live = liveSite();
  Object.assign(live.files, {
    '/assets/index-sA.js': 'shell sA',
    '/assets/index-s0.js': 'shell s0',
    '/assets/vendor.js': 'vendor',
    '/remoteEntry-s1.js': 'shell s1 entry',
    '/about/index.html': '<!doctype html><title>About</title>',
    '/apps/careers/live/fragments/jobs.html': fragment('careers', 'b1', 'Careers b1'),
    '/apps/shell/builds.json': {
      builds: [
        // sA was replaced 10 days ago: pruned; s0 2 days ago: kept; s1 is the one before this deploy
        { id: 'sA', deployedAt: ago(30), files: ['/assets/index-sA.js'] },
        { id: 's0', deployedAt: ago(10), files: ['/assets/index-s0.js', '/assets/vendor.js'] },
        { id: 's1', deployedAt: ago(2), files: ['/assets/index-s1.js', '/assets/vendor.js', '/remoteEntry-s1.js'] },
      ],
    },
  });
  const { hosting, model, requests } = fakeHosting({ live });
  const files = new Map(
    Object.entries({
      '/index.html': '<!doctype html><title>s2</title>',
      '/jobs/index.html': builtPage('careers', 'jobs'),
      '/news-events/index.html': builtPage('news', 'news-events'),
      '/assets/index-s2.js': 'shell s2',
      '/assets/vendor.js': 'vendor',
    }).map(([path, text]) => [path, Buffer.from(text)]),
  );
  const config = { headers: [{ glob: '**', headers: { 'X-Frame-Options': 'DENY' } }], cleanUrls: true };
  const result = await deployShell({
    hosting,
    files,
    buildId: 's2',
    config,
    remoteApps: ['careers', 'news'],
    now: NOW,
    graceMs: GRACE,
    log() {},
  });
  assert.deepEqual(result, { version: v(2), pruned: ['sA'] });

  const populate = populateOf(requests, v(2));
  assert.deepEqual(labels(requests), [
    `GET sites/${SITE}/channels/live`,
    `GET ${ORIGIN}/apps/shell/builds.json`,
    `POST sites/${SITE}/versions:clone`,
    'GET projects/p/operations/clone-1',
    // where each remote's build is, for its fragments' URLs
    `GET ${ORIGIN}/remotes.json`,
    // the live copies its pages ask for (news has none yet), for its pages and their styles
    `GET ${ORIGIN}/apps/careers/live/fragments/jobs.html`,
    `GET ${ORIGIN}/apps/news/live/fragments/news-events.html`,
    // the live files, for the remotes' files of their own (none here)
    `GET ${v(1)}/files`,
    `PATCH ${v(2)}?updateMask=config`,
    `POST ${v(2)}:populateFiles`,
    ...populate.answer.uploadRequiredHashes.map((hash) => `POST ${UPLOAD}${v(2)}/files/${hash}`),
    `PATCH ${v(2)}?updateMask=status`,
    `GET sites/${SITE}/channels/live`,
    `POST sites/${SITE}/releases?versionName=${encodeURIComponent(v(2))}`,
    `GET ${ORIGIN}/apps/shell/builds.json`,
  ]);

  const clone = requests.find((r) => r.label === `POST sites/${SITE}/versions:clone`);
  const { regexes } = clone.body.include;
  assert.deepEqual(clone.body, { sourceVersion: v(1), finalize: false, include: { regexes } });
  // each remote's folder, /remotes.json, and the kept builds' assets this build does not replace
  assert.equal(regexes.length, 6);
  const included = matcher(regexes);
  for (const path of [
    '/apps/careers/b1/mf-manifest.json',
    '/apps/careers/builds.json',
    '/apps/news/b0/mf-manifest.json',
    '/remotes.json',
    '/assets/index-s0.js',
    '/assets/index-s1.js',
    '/remoteEntry-s1.js',
  ]) {
    assert.ok(included(path), `${path} is carried over`);
  }
  for (const path of [
    '/index.html',
    '/about/index.html',
    '/assets/index-sA.js',
    '/assets/vendor.js',
    '/assets/index-s0.js.map',
    '/apps/shell/builds.json',
    '/apps/shell/live/pages/jobs/index.html',
    '/apps/careers-old/b0/mf-manifest.json',
    '/apps/newsletter/b0/mf-manifest.json',
    '/remotes.json.bak',
  ]) {
    assert.ok(!included(path), `${path} is not carried over`);
  }

  assert.deepEqual(requests.find((r) => r.label === `PATCH ${v(2)}?updateMask=config`).body, { config });
  assert.ok(!labels(requests).includes(`GET ${v(1)}`), 'the live config is not read');
  assert.deepEqual(Object.keys(populate.body.files).sort(), [
    '/apps/shell/builds.json',
    '/apps/shell/live/pages/jobs/index.html',
    '/apps/shell/live/pages/news-events/index.html',
    '/assets/index-s2.js',
    '/assets/vendor.js',
    '/index.html',
    '/jobs/index.html',
    '/news-events/index.html',
  ]);
  // Its pages are kept as built, and served with the live copies' words written in (none for news yet).
  const served = model.liveFiles();
  assert.equal(served['/apps/shell/live/pages/jobs/index.html'], builtPage('careers', 'jobs'));
  assert.equal(
    served['/jobs/index.html'],
    builtPage('careers', 'jobs').replace(
      '></div></main>',
      `>${fragment('careers', 'b1', 'Careers b1').replace('__REMOTE_BASE__/', '/apps/careers/b1/')}</div></main>`,
    ),
  );
  assert.equal(
    populate.body.files['/news-events/index.html'],
    populate.body.files['/apps/shell/live/pages/news-events/index.html'],
  );
  assert.deepEqual(JSON.parse(uploadedFile(requests, populate, '/apps/shell/builds.json')), {
    builds: [
      { id: 's0', deployedAt: ago(10), files: ['/assets/index-s0.js', '/assets/vendor.js'] },
      { id: 's1', deployedAt: ago(2), files: ['/assets/index-s1.js', '/assets/vendor.js', '/remoteEntry-s1.js'] },
      { id: 's2', deployedAt: ago(0), files: ['/assets/index-s2.js', '/assets/vendor.js'] },
    ],
  });

  assert.equal(model.live, v(2));
  assert.deepEqual(model.versions.get(v(2)).config, config);
  const liveFiles = model.liveFiles();
  assert.equal(liveFiles['/index.html'], '<!doctype html><title>s2</title>');
  assert.deepEqual(JSON.parse(liveFiles['/remotes.json']), REMOTES);
  for (const gone of ['/about/index.html', '/assets/index-sA.js', '/apps/careers-old/b0/mf-manifest.json']) {
    assert.ok(!(gone in liveFiles), `${gone} is gone`);
  }
});

test('deployRemote: the live version moved after the clone, so its version is deleted and it starts again', async () => {
  let moved = false;
  const { hosting, model, requests } = fakeHosting({
    live: liveSite(),
    afterRequest(request, model) {
      if (moved || request.label !== `POST sites/${SITE}/versions:clone`) return;
      moved = true;
      // meanwhile news b1 is released: a version of its own (v3), with /remotes.json naming it
      const files = model.liveFiles();
      model.publish({
        ...files,
        '/apps/news/b1/mf-manifest.json': '{"id":"news b1"}',
        '/remotes.json': { ...JSON.parse(files['/remotes.json']), mfe_news: '/apps/news/b1/mf-manifest.json' },
      });
    },
  });
  const result = await deployCareers(hosting);
  assert.equal(result.version, v(4));

  const all = labels(requests);
  const clones = requests.filter((r) => r.label === `POST sites/${SITE}/versions:clone`);
  assert.deepEqual(
    clones.map((r) => r.body.sourceVersion),
    [v(1), v(3)],
  );
  // the first attempt: populated and finalized v2, found v3 live, deleted v2, never released it
  const deleted = all.indexOf(`DELETE ${v(2)}`);
  assert.ok(deleted > all.indexOf(`PATCH ${v(2)}?updateMask=status`));
  assert.equal(all[deleted - 1], `GET sites/${SITE}/channels/live`);
  assert.equal(all[deleted + 1], `GET sites/${SITE}/channels/live`);
  assert.ok(deleted < all.indexOf(clones[1].label, deleted));
  assert.deepEqual(
    all.filter((label) => label.startsWith(`POST sites/${SITE}/releases`)),
    [`POST sites/${SITE}/releases?versionName=${encodeURIComponent(v(4))}`],
  );
  assert.equal(model.versions.get(v(2)).status, 'DELETED');

  // the second attempt read the new release's /remotes.json and keeps news b1
  assert.equal(model.live, v(4));
  const liveFiles = model.liveFiles();
  assert.deepEqual(JSON.parse(liveFiles['/remotes.json']), {
    ...REMOTES,
    mfe_careers: '/apps/careers/b2/mf-manifest.json',
    mfe_news: '/apps/news/b1/mf-manifest.json',
  });
  assert.ok('/apps/news/b1/mf-manifest.json' in liveFiles);
  assert.ok('/apps/careers/b2/mf-manifest.json' in liveFiles);
  assert.ok(!('/apps/careers/b0/mf-manifest.json' in liveFiles));
});

test('moveRemote: one guarded release that names the new manifest, writes its build’s live copies into its pages and prunes as a deploy', async () => {
  const elsewhere = 'https://careers.example.org/v3/mf-manifest.json';
  const csp =
    "default-src 'self'; script-src 'self' https://careers.example.org; connect-src 'self' https://careers.example.org";
  const config = { headers: [{ glob: '**', headers: { 'Content-Security-Policy': csp } }, ...CONFIG.headers] };
  const site = liveSite();
  site.config = config;
  site.files['/apps/careers/live/fragments/jobs.html'] = '<div data-build="b1"></div>';
  const { hosting, model, requests } = fakeHosting({ live: site });

  const result = await moveRemote({
    hosting,
    dir: 'mfe-careers',
    manifestUrl: elsewhere,
    files: careersB2(),
    buildId: 'b2',
    now: NOW,
    graceMs: GRACE,
    log() {},
  });
  assert.deepEqual(result, { version: v(2), pruned: ['b0'] });
  const populate = populateOf(requests, v(2));
  assert.deepEqual(labels(requests), [
    `GET sites/${SITE}/channels/live`,
    `GET ${v(1)}`,
    `GET ${ORIGIN}/remotes.json`,
    `GET ${ORIGIN}/apps/careers/builds.json`,
    `GET ${v(1)}/files`,
    `GET ${ORIGIN}/apps/shell/live/pages/jobs/index.html`,
    `GET ${ORIGIN}/apps/shell/live/pages/news-events/index.html`,
    `POST sites/${SITE}/versions:clone`,
    'GET projects/p/operations/clone-1',
    // the pages it keeps, for the hashes of their inline styles (the CSP's style-src)
    `GET ${ORIGIN}/index.html`,
    `GET ${ORIGIN}/news-events/index.html`,
    `PATCH ${v(2)}?updateMask=config`,
    `POST ${v(2)}:populateFiles`,
    ...populate.answer.uploadRequiredHashes.map((hash) => `POST ${UPLOAD}${v(2)}/files/${hash}`),
    `PATCH ${v(2)}?updateMask=status`,
    `GET sites/${SITE}/channels/live`,
    `POST sites/${SITE}/releases?versionName=${encodeURIComponent(v(2))}`,
    `GET ${ORIGIN}/remotes.json`,
  ]);
  assert.deepEqual(requests.find((r) => r.label === `PATCH ${v(2)}?updateMask=config`).body, { config });
  assert.deepEqual(Object.keys(populate.body.files).sort(), [
    '/apps/careers/builds.json',
    '/apps/careers/live/fragments/jobs.html',
    '/jobs/index.html',
    '/remotes.json',
  ]);
  // Its page comes with the content of its build there, its URLs there.
  assert.equal(
    model.liveFiles()['/jobs/index.html'],
    builtPage('careers', 'jobs').replace(
      '></div></main>',
      `>${fragment('careers', 'b2', 'Careers b2').replace('__REMOTE_BASE__/', 'https://careers.example.org/v3/')}</div></main>`,
    ),
  );

  assert.equal(model.live, v(2));
  const live = model.liveFiles();
  assert.deepEqual(JSON.parse(live['/remotes.json']), { ...REMOTES, mfe_careers: elsewhere });
  assert.deepEqual(JSON.parse(live['/apps/careers/builds.json']), {
    builds: [
      { id: 'b1', deployedAt: ago(8) },
      { id: 'elsewhere', deployedAt: ago(0), build: 'b2' },
    ],
  });
  assert.deepEqual(
    Object.keys(live)
      .filter((path) => path.startsWith('/apps/careers/'))
      .sort(),
    [
      '/apps/careers/b1/assets/vendor.js',
      '/apps/careers/b1/mf-manifest.json',
      '/apps/careers/b1/remoteEntry.js',
      '/apps/careers/builds.json',
      '/apps/careers/live/fragments/jobs.html',
    ],
  );
  assert.equal(live['/apps/careers/live/fragments/jobs.html'], fragment('careers', 'b2', 'Careers b2'));
  assert.ok(live['/apps/news/b0/mf-manifest.json'] && live['/index.html']);
});
