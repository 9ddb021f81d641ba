import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { accessTokenFromEnvironment, createHostingApi } from './hosting-api.mjs';

const API = 'https://firebasehosting.googleapis.com/v1beta1';
const UPLOAD_URL = 'https://upload-firebasehosting.googleapis.com/upload/sites/news/versions/v2/files';

/** A fetch that records every request and answers from `answers`, in order ({ status, json, text }). */
function fakeFetch(answers) {
  const requests = [];
  async function fetch(url, { method = 'GET', headers = {}, body, cache } = {}) {
    const json = headers['Content-Type'] === 'application/json';
    requests.push({ method, url, headers, body: json ? JSON.parse(body) : body, cache });
    const answer = answers.shift();
    assert.ok(answer, `unexpected request: ${method} ${url}`);
    const text = answer.text ?? (answer.json === undefined ? '' : JSON.stringify(answer.json));
    return new Response(text || null, { status: answer.status ?? 200 });
  }
  return { fetch, requests };
}

function hostingApi(answers, options = {}) {
  const { fetch, requests } = fakeFetch(answers);
  let tokens = 0;
  const api = createHostingApi({
    site: 'news',
    accessToken: async () => `token-${++tokens}`,
    fetch,
    pollIntervalMs: 0,
    ...options,
  });
  return { api, requests };
}

function hashOf(bytes) {
  return createHash('sha256')
    .update(gzipSync(bytes, { level: 9 }))
    .digest('hex');
}

test('the live version is the live channel’s release; none on a site never released', async () => {
  const { api, requests } = hostingApi([
    { json: { name: 'sites/news/channels/live', release: { version: { name: 'sites/news/versions/v1' } } } },
    { json: { name: 'sites/news/channels/live' } },
    { status: 404, json: { error: { message: 'Requested entity was not found.' } } },
  ]);
  assert.equal(await api.liveVersion(), 'sites/news/versions/v1');
  assert.equal(await api.liveVersion(), null);
  assert.equal(await api.liveVersion(), null);
  assert.deepEqual(
    requests.map((r) => [r.method, r.url, r.headers.Authorization]),
    [
      ['GET', `${API}/sites/news/channels/live`, 'Bearer token-1'],
      ['GET', `${API}/sites/news/channels/live`, 'Bearer token-2'],
      ['GET', `${API}/sites/news/channels/live`, 'Bearer token-3'],
    ],
  );
});

test('a clone with an exclude filter polls its operation until done and returns the new version', async () => {
  const operation = 'projects/p/operations/op1';
  const { api, requests } = hostingApi([
    { json: { name: operation, done: false } },
    { json: { name: operation, done: false } },
    { json: { name: operation, done: true, response: { name: 'sites/news/versions/v2', status: 'CREATED' } } },
  ]);
  const version = await api.cloneVersion('sites/news/versions/v1', { exclude: ['^/assets/old-'] });
  assert.equal(version, 'sites/news/versions/v2');
  assert.deepEqual(
    requests.map((r) => [r.method, r.url, r.body]),
    [
      [
        'POST',
        `${API}/sites/news/versions:clone`,
        { sourceVersion: 'sites/news/versions/v1', finalize: false, exclude: { regexes: ['^/assets/old-'] } },
      ],
      ['GET', `${API}/${operation}`, undefined],
      ['GET', `${API}/${operation}`, undefined],
    ],
  );
  assert.equal(requests[0].headers['Content-Type'], 'application/json');
});

test('a clone sends an include filter, no filter when both are empty, and refuses both at once', async () => {
  const done = { name: 'projects/p/operations/op', done: true, response: { name: 'sites/news/versions/v3' } };
  const { api, requests } = hostingApi([{ json: done }, { json: done }]);
  await api.cloneVersion('sites/news/versions/v1', { include: ['^/shell/', '^/index\\.html$'], exclude: [] });
  await api.cloneVersion('sites/news/versions/v1', {});
  assert.deepEqual(
    requests.map((r) => r.body),
    [
      {
        sourceVersion: 'sites/news/versions/v1',
        finalize: false,
        include: { regexes: ['^/shell/', '^/index\\.html$'] },
      },
      { sourceVersion: 'sites/news/versions/v1', finalize: false },
    ],
  );
  await assert.rejects(api.cloneVersion('sites/news/versions/v1', { include: ['a'], exclude: ['b'] }), /not both/);
  assert.equal(requests.length, 2);
});

test('a clone whose operation failed throws the operation’s error', async () => {
  const { api } = hostingApi([
    { json: { name: 'projects/p/operations/op', done: false } },
    { json: { name: 'projects/p/operations/op', done: true, error: { code: 9, message: 'source version DELETED' } } },
  ]);
  await assert.rejects(api.cloneVersion('sites/news/versions/v1'), /source version DELETED/);
});

test('files are gzipped, hashed, populated, and only the hashes asked for are uploaded, each once', async () => {
  const files = new Map([
    ['/news/remoteEntry.js', Buffer.from('export const remote = 1;')],
    ['/news/a.js', Buffer.from('same bytes')],
    ['/news/b.js', Buffer.from('same bytes')],
    ['/news/kept.css', Buffer.from('body{}')],
  ]);
  const entry = hashOf(files.get('/news/remoteEntry.js'));
  const same = hashOf(Buffer.from('same bytes'));
  const { api, requests } = hostingApi([
    // a hash shared by two paths may be asked for twice; it is uploaded once
    { json: { uploadUrl: UPLOAD_URL, uploadRequiredHashes: [entry, same, same] } },
    { text: '' },
    { text: '' },
  ]);
  await api.addFiles('sites/news/versions/v2', files);

  const [populate, ...uploads] = requests;
  assert.equal(populate.method, 'POST');
  assert.equal(populate.url, `${API}/sites/news/versions/v2:populateFiles`);
  assert.deepEqual(populate.body, {
    files: {
      '/news/remoteEntry.js': entry,
      '/news/a.js': same,
      '/news/b.js': same,
      '/news/kept.css': hashOf('body{}'),
    },
  });
  assert.deepEqual(
    uploads.map((r) => [r.method, r.url, r.headers['Content-Type'], r.headers.Authorization]),
    [
      ['POST', `${UPLOAD_URL}/${entry}`, 'application/octet-stream', 'Bearer token-2'],
      ['POST', `${UPLOAD_URL}/${same}`, 'application/octet-stream', 'Bearer token-3'],
    ],
  );
  assert.deepEqual(uploads[0].body, gzipSync(files.get('/news/remoteEntry.js'), { level: 9 }));
});

test('populateFiles is called in batches of at most 1000 paths', async () => {
  const files = new Map(Array.from({ length: 1001 }, (_, i) => [`/f/${i}.txt`, Buffer.from(String(i))]));
  const { api, requests } = hostingApi([{ json: { uploadUrl: UPLOAD_URL } }, { json: { uploadUrl: UPLOAD_URL } }]);
  await api.addFiles('sites/news/versions/v2', files);
  assert.deepEqual(
    requests.map((r) => Object.keys(r.body.files).length),
    [1000, 1],
  );
  assert.equal(requests[1].body.files['/f/1000.txt'], hashOf('1000'));
});

test('config and status are patched through updateMask; the release names its version in the query', async () => {
  const version = 'sites/news/versions/v2';
  const { api, requests } = hostingApi([
    { json: { name: version } },
    { json: { name: version } },
    { json: { name: 'sites/news/channels/live/releases/r1', version: { name: version } } },
  ]);
  await api.setConfig(version, { headers: [{ glob: '**', headers: { 'X-Frame-Options': 'DENY' } }] });
  await api.finalize(version);
  assert.equal(await api.release(version, 'news 1.4.0'), 'sites/news/channels/live/releases/r1');
  assert.deepEqual(
    requests.map((r) => [r.method, r.url, r.body]),
    [
      [
        'PATCH',
        `${API}/${version}?updateMask=config`,
        { config: { headers: [{ glob: '**', headers: { 'X-Frame-Options': 'DENY' } }] } },
      ],
      ['PATCH', `${API}/${version}?updateMask=status`, { status: 'FINALIZED' }],
      ['POST', `${API}/sites/news/releases?versionName=sites%2Fnews%2Fversions%2Fv2`, { message: 'news 1.4.0' }],
    ],
  );
});

test('a version’s files are listed across pages; its config, and a new version, are read back', async () => {
  const { api, requests } = hostingApi([
    { json: { files: [{ path: '/index.html', hash: 'h1', status: 'ACTIVE' }], nextPageToken: 'next/1=' } },
    { json: { files: [{ path: '/news/remoteEntry.js', hash: 'h2', status: 'ACTIVE' }] } },
    { json: { name: 'sites/news/versions/v1', status: 'FINALIZED' } },
    { json: { name: 'sites/news/versions/v9', status: 'CREATED' } },
  ]);
  assert.deepEqual(await api.listFiles('sites/news/versions/v1'), {
    '/index.html': 'h1',
    '/news/remoteEntry.js': 'h2',
  });
  assert.deepEqual(await api.versionConfig('sites/news/versions/v1'), {});
  assert.equal(await api.createVersion(), 'sites/news/versions/v9');
  assert.deepEqual(
    requests.map((r) => [r.method, r.url, r.body]),
    [
      ['GET', `${API}/sites/news/versions/v1/files`, undefined],
      ['GET', `${API}/sites/news/versions/v1/files?pageToken=next%2F1%3D`, undefined],
      ['GET', `${API}/sites/news/versions/v1`, undefined],
      ['POST', `${API}/sites/news/versions`, {}],
    ],
  );
});

test('an API error names the method, the path and the API’s message; deleting a missing version is fine', async () => {
  const { api, requests } = hostingApi([
    { status: 400, json: { error: { code: 400, message: 'Version is not in CREATED state.' } } },
    { status: 404, json: { error: { message: 'not found' } } },
    { status: 503, text: '<html>Service Unavailable</html>' },
  ]);
  await assert.rejects(
    api.finalize('sites/news/versions/v2'),
    (error) => error.message === 'PATCH /v1beta1/sites/news/versions/v2: 400 Version is not in CREATED state.',
  );
  await api.deleteVersion('sites/news/versions/v2');
  assert.deepEqual([requests[1].method, requests[1].url], ['DELETE', `${API}/sites/news/versions/v2`]);
  await assert.rejects(api.deleteVersion('sites/news/versions/v2'), /DELETE \/v1beta1\/sites\/news.* 503 <html>/);
});

test('a live file is read from the site itself, uncached and without the token', async () => {
  const { api, requests } = hostingApi(
    [{ text: '{"mfe_news":"x"}' }, { status: 404, text: 'Not Found' }, { status: 500 }],
    {
      siteOrigin: 'https://school.example.org',
    },
  );
  assert.deepEqual(await api.readLiveFile('/remotes.json'), Buffer.from('{"mfe_news":"x"}'));
  assert.equal(await api.readLiveFile('/missing.js'), null);
  await assert.rejects(api.readLiveFile('/remotes.json'), /GET https:\/\/school\.example\.org\/remotes\.json: 500/);
  assert.equal(requests[0].url, 'https://school.example.org/remotes.json');
  assert.equal(requests[0].cache, 'no-store');
  assert.equal(requests[0].headers.Authorization, undefined);
});

test('the access token comes from GOOGLE_OAUTH_ACCESS_TOKEN, else from gcloud, else a clear error', async () => {
  const calls = [];
  const gcloud = (answer) => (command, args) => {
    calls.push([command, ...args]);
    return answer;
  };
  assert.equal(
    await accessTokenFromEnvironment({ env: { GOOGLE_OAUTH_ACCESS_TOKEN: 'env-token' }, run: gcloud({}) }),
    'env-token',
  );
  assert.equal(calls.length, 0);
  assert.equal(
    await accessTokenFromEnvironment({ env: {}, run: gcloud({ status: 0, stdout: 'ya29.gcloud\n' }) }),
    'ya29.gcloud',
  );
  assert.deepEqual(calls, [['gcloud', 'auth', 'print-access-token']]);
  await assert.rejects(
    accessTokenFromEnvironment({ env: {}, run: gcloud({ status: null, error: new Error('spawn gcloud ENOENT') }) }),
    /GOOGLE_OAUTH_ACCESS_TOKEN.*gcloud auth print-access-token.*ENOENT/,
  );
});
