// The production deploy lock's store (deploy-lock.mjs): one Cloud Storage object, through the
// JSON API (https://cloud.google.com/storage/docs/json_api/v1/objects) with `ifGenerationMatch`
// on every write (0: only if there is none), so a write another deploy's came before fails with
// 412. The lease is in the object's custom metadata (and its content, for whoever reads the
// bucket), so one objects.get gives the generation, the lease and `updated` (the storage's time of
// the write); the answer's Date header is the storage's time now. No browser reads or writes the
// bucket (storage.rules); the deploy's account does, through IAM.
import { randomBytes } from 'node:crypto';
import { googleApi } from './hosting-api.mjs';

/** The lease as custom metadata (string values only), and back. */
const metadataOf = ({ token, owner, acquiredAt, leaseMs }) => ({
  token,
  ...owner,
  commit: owner.commit ?? 'unknown',
  acquiredAt,
  leaseMs: String(leaseMs),
});
const leaseOf = (metadata = {}) => ({
  token: metadata.token ?? '',
  owner: {
    app: metadata.app ?? '(unknown app)',
    build: metadata.build ?? '(unknown build)',
    commit: metadata.commit,
    machine: metadata.machine ?? '(unknown machine)',
  },
  acquiredAt: metadata.acquiredAt ?? '(unknown)',
  // An object without a lease (written by hand) counts as one that ran out; a lease that names
  // no length lasts as long as the reader's do.
  leaseMs: metadata.token ? Number(metadata.leaseMs) || undefined : 0,
});

/** A time the storage gave (a Date header, an RFC 3339 stamp) in ms; an error if there is none. */
function storageTime(value, what) {
  const ms = Date.parse(value ?? '');
  if (Number.isNaN(ms)) throw new Error(`the deploy lock's storage gave no time (${what}: ${value ?? 'missing'})`);
  return ms;
}

/** `bucket` and `object` name the lock; `accessToken()` resolves to an OAuth token. */
export function createStorageLockStore({ bucket, object, accessToken, fetch = globalThis.fetch }) {
  const api = 'https://storage.googleapis.com/';
  const objectUrl = `${api}storage/v1/b/${encodeURIComponent(bucket)}/o/${encodeURIComponent(object)}`;
  const uploadUrl = `${api}upload/storage/v1/b/${encodeURIComponent(bucket)}/o`;
  const call = googleApi({ fetch, accessToken });

  return {
    async read() {
      const { status, date, text } = await call('GET', objectUrl, { expected: [404] });
      const now = storageTime(date, 'the Date header');
      if (status === 404) return { now, generation: 0, lease: null, writtenAt: null };
      const json = JSON.parse(text);
      const writtenAt = storageTime(json.updated, "the object's updated");
      return { now, generation: json.generation, lease: leaseOf(json.metadata), writtenAt };
    },

    async write(lease, generation) {
      const match = `ifGenerationMatch=${encodeURIComponent(generation)}`;
      if (!lease) {
        const { status } = await call('DELETE', `${objectUrl}?${match}`, { expected: [404, 412] });
        return status === 404 || status === 412 ? null : 0;
      }
      // A multipart upload: the object's resource (name, metadata) and its content in one request.
      const boundary = `lock-${randomBytes(8).toString('hex')}`;
      const resource = { name: object, contentType: 'application/json', metadata: metadataOf(lease) };
      const body = [
        `--${boundary}`,
        'Content-Type: application/json; charset=UTF-8',
        '',
        JSON.stringify(resource),
        `--${boundary}`,
        'Content-Type: application/json',
        '',
        JSON.stringify(lease),
        `--${boundary}--`,
        '',
      ].join('\r\n');
      const { status, text } = await call('POST', `${uploadUrl}?uploadType=multipart&${match}`, {
        body,
        contentType: `multipart/related; boundary=${boundary}`,
        expected: [412],
      });
      return status === 412 ? null : JSON.parse(text).generation;
    },
  };
}
