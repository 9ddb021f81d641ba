// For the tests: a fake of Cloud Storage's JSON API for one bucket (objects.get, objects.insert
// as a multipart upload, objects.delete), enforcing `ifGenerationMatch` as the API does, on a
// clock of its own (the storage's: each object's `updated`, each answer's Date header), and
// recording every request. `authorize(header)` says whether an Authorization header is valid now.
import assert from 'node:assert/strict';
import { createStorageLockStore } from './storage-lock.mjs';

export const BUCKET = 'school.firebasestorage.app';
export const OBJECT = 'deploy-lock/school.json';
export const API = 'https://storage.googleapis.com/';
export const OBJECT_URL = `${API}storage/v1/b/${BUCKET}/o/${encodeURIComponent(OBJECT)}`;
export const UPLOAD_URL = `${API}upload/storage/v1/b/${BUCKET}/o`;

/** The resource part of a multipart/related upload body. */
function resourceOf(body, contentType) {
  const boundary = /boundary=(.+)$/.exec(contentType)[1];
  const [resource] = body.split(`--${boundary}`).slice(1, -1);
  return JSON.parse(resource.split('\r\n\r\n')[1]);
}

export function fakeStorage({
  now = () => Date.now(),
  authorize = (header) => header === 'Bearer storage-token',
  accessToken = async () => 'storage-token',
} = {}) {
  const objects = new Map();
  const requests = [];
  let generations = 1_700_000_000_000_000;
  const answer = (status, json) =>
    new Response(json === undefined ? null : JSON.stringify(json), {
      status,
      headers: { Date: new Date(now()).toUTCString() },
    });
  const preconditionFailed = () =>
    answer(412, { error: { code: 412, message: 'At least one of the pre-conditions you specified did not hold.' } });
  const notFound = () => answer(404, { error: { code: 404, message: 'No such object' } });
  const matches = (name, wanted) => String(objects.get(name)?.generation ?? 0) === wanted;

  async function fetch(url, { method = 'GET', headers = {}, body } = {}) {
    const { origin, pathname, searchParams } = new URL(url);
    requests.push({ method, path: `${origin}${pathname}`, query: Object.fromEntries(searchParams), headers });
    if (!authorize(headers.Authorization)) {
      return answer(401, { error: { code: 401, message: 'Invalid Credentials' } });
    }
    const wanted = searchParams.get('ifGenerationMatch');
    if (method === 'POST' && `${origin}${pathname}` === UPLOAD_URL) {
      assert.equal(searchParams.get('uploadType'), 'multipart');
      assert.ok(wanted !== null, 'every write names the generation it expects');
      const resource = resourceOf(body, headers['Content-Type']);
      if (!matches(resource.name, wanted)) return preconditionFailed();
      const updated = new Date(now()).toISOString();
      const object = { ...resource, bucket: BUCKET, generation: String(++generations), updated };
      objects.set(resource.name, object);
      return answer(200, object);
    }
    const name = decodeURIComponent(pathname.slice(`/storage/v1/b/${BUCKET}/o/`.length));
    const object = objects.get(name);
    if (method === 'GET') return object ? answer(200, object) : notFound();
    if (method === 'DELETE') {
      assert.ok(wanted !== null, 'a delete names the generation it expects');
      if (!object) return notFound();
      if (!matches(name, wanted)) return preconditionFailed();
      objects.delete(name);
      return answer(204);
    }
    throw new Error(`unexpected ${method} ${url}`);
  }
  const store = () => createStorageLockStore({ bucket: BUCKET, object: OBJECT, accessToken, fetch });
  return { objects, requests, store, fetch };
}
