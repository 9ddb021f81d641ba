// A client of the Firebase Hosting REST API (v1beta1) for one site, with local-hosting.mjs's methods.
// Reference: https://firebase.google.com/docs/reference/hosting/rest
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';

const API_ROOT = 'https://firebasehosting.googleapis.com/v1beta1/';

/** How many paths one versions.populateFiles call carries at most. */
const POPULATE_BATCH = 1000;

/**
 * One authorized call to a Google API, its body `json` or `body` of `contentType`: resolves to
 * { status, date, text }; an answer not ok is an Error (its message, or its text's start) unless
 * its status is in `expected` (404, 412).
 */
export const googleApi =
  ({ fetch, accessToken }) =>
  async (method, url, { json, body, contentType, expected = [] } = {}) => {
    const headers = { Authorization: `Bearer ${await accessToken()}` };
    if (json) [body, contentType] = [JSON.stringify(json), 'application/json'];
    if (contentType) headers['Content-Type'] = contentType;
    const response = await fetch(url, { method, headers, body });
    const text = await response.text();
    if (!response.ok && !expected.includes(response.status)) {
      let message = text.slice(0, 200);
      try {
        message = JSON.parse(text).error?.message ?? message;
      } catch {
        // not JSON (a proxy's HTML page): keep the text
      }
      throw new Error(`${method} ${new URL(url).pathname}: ${response.status} ${message}`);
    }
    return { status: response.status, date: response.headers.get('date'), text };
  };

/** A Hosting backend for the deploys (scripts/release/remote-change.mjs, deploy-shell.mjs), over the REST API. */
export function createHostingApi({
  site,
  accessToken,
  fetch = globalThis.fetch,
  pollIntervalMs = 1000,
  siteOrigin = `https://${site}.web.app`,
}) {
  const request = googleApi({ fetch, accessToken });
  /** One call of a path under API_ROOT (`options` as googleApi's): its JSON answer, null for a 404. */
  async function call(method, path, options) {
    const { status, text } = await request(method, `${API_ROOT}${path}`, options);
    return status === 404 ? null : JSON.parse(text || '{}');
  }

  return {
    async liveVersion() {
      const channel = await call('GET', `sites/${site}/channels/live`, { expected: [404] });
      return channel?.release?.version?.name ?? null;
    },

    async versionConfig(version) {
      return (await call('GET', version)).config ?? {};
    },

    async listFiles(version) {
      const files = {};
      let pageToken = '';
      do {
        const query = pageToken ? `?pageToken=${encodeURIComponent(pageToken)}` : '';
        const page = await call('GET', `${version}/files${query}`);
        for (const file of page.files ?? []) files[file.path] = file.hash;
        pageToken = page.nextPageToken ?? '';
      } while (pageToken);
      return files;
    },

    async readLiveFile(path) {
      const url = `${siteOrigin}${path}`;
      const response = await fetch(url, { cache: 'no-store' });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },

    async createVersion() {
      return (await call('POST', `sites/${site}/versions`, { json: {} })).name;
    },

    async cloneVersion(sourceVersion, { include = [], exclude = [] } = {}) {
      // The filter is a oneof in the API: a request may carry include or exclude, not both.
      if (include.length > 0 && exclude.length > 0) {
        throw new Error('versions.clone takes include or exclude filters, not both');
      }
      const json = { sourceVersion, finalize: false };
      if (include.length > 0) json.include = { regexes: include };
      if (exclude.length > 0) json.exclude = { regexes: exclude };
      let operation = await call('POST', `sites/${site}/versions:clone`, { json });
      while (!operation.done) {
        await sleep(pollIntervalMs);
        operation = await call('GET', operation.name);
      }
      if (operation.error) throw new Error(`cloning ${sourceVersion} failed: ${operation.error.message}`);
      return operation.response.name;
    },

    async setConfig(version, config) {
      await call('PATCH', `${version}?updateMask=config`, { json: { config } });
    },

    async addFiles(version, files) {
      const gzippedByHash = new Map();
      const entries = [];
      for (const [path, bytes] of files) {
        if (!path.startsWith('/')) throw new Error(`Hosting paths start with "/": ${path}`);
        // Hosting stores a file gzipped, by the hex SHA-256 of those bytes.
        const gzipped = gzipSync(bytes, { level: 9 });
        const hash = createHash('sha256').update(gzipped).digest('hex');
        gzippedByHash.set(hash, gzipped);
        entries.push([path, hash]);
      }
      const uploaded = new Set();
      for (let i = 0; i < entries.length; i += POPULATE_BATCH) {
        const batch = Object.fromEntries(entries.slice(i, i + POPULATE_BATCH));
        const { uploadUrl, uploadRequiredHashes = [] } = await call('POST', `${version}:populateFiles`, {
          json: { files: batch },
        });
        for (const hash of uploadRequiredHashes) {
          if (uploaded.has(hash)) continue;
          const bytes = gzippedByHash.get(hash);
          if (!bytes) throw new Error(`populateFiles asked for ${hash}, which is none of the files sent`);
          // The upload's answer is not documented as JSON, and nothing reads it.
          await request('POST', `${uploadUrl}/${hash}`, { body: bytes, contentType: 'application/octet-stream' });
          uploaded.add(hash);
        }
      }
    },

    async finalize(version) {
      await call('PATCH', `${version}?updateMask=status`, { json: { status: 'FINALIZED' } });
    },

    async release(version, message) {
      const path = `sites/${site}/releases?versionName=${encodeURIComponent(version)}`;
      return (await call('POST', path, { json: { message } })).name;
    },

    async deleteVersion(version) {
      await call('DELETE', version, { expected: [404] });
    },
  };
}

/** An OAuth access token: GOOGLE_OAUTH_ACCESS_TOKEN, or the one gcloud prints for the signed-in account. */
export async function accessTokenFromEnvironment({ env = process.env, run = spawnSync } = {}) {
  if (env.GOOGLE_OAUTH_ACCESS_TOKEN) return env.GOOGLE_OAUTH_ACCESS_TOKEN.trim();
  const result = run('gcloud', ['auth', 'print-access-token'], { encoding: 'utf8', env });
  const token = result.status === 0 ? String(result.stdout ?? '').trim() : '';
  if (token) return token;
  const reason = result.error?.message ?? (String(result.stderr ?? '').trim() || `exit status ${result.status}`);
  throw new Error(
    'No access token for the Firebase Hosting API: set GOOGLE_OAUTH_ACCESS_TOKEN, or sign in with ' +
      `\`gcloud auth login\` so that \`gcloud auth print-access-token\` works (it failed: ${reason})`,
  );
}

/** How old an access token may be before it is fetched again: Google's last an hour, or less. */
export const TOKEN_MAX_AGE_MS = 45 * 60_000;

/**
 * `fetchToken` as an `accessToken()` for the clients here: kept, and fetched again before its next
 * use once it is `maxAgeMs` old, so a deploy that waits for the lock never calls with an expired
 * one. A failed fetch is not kept: the next use tries again.
 */
export function refreshingAccessToken(fetchToken, { now = Date.now, maxAgeMs = TOKEN_MAX_AGE_MS } = {}) {
  let current = null;
  return () => {
    if (!current || now() - current.fetchedAt >= maxAgeMs) {
      const token = Promise.resolve().then(fetchToken);
      const kept = { token, fetchedAt: now() };
      current = kept;
      token.catch(() => {
        if (current === kept) current = null;
      });
    }
    return current.token;
  };
}
