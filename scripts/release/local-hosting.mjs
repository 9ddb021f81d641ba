// The local release store: Firebase Hosting's model of a site (versions of files and serving
// config, one released to the live channel) in a folder, with hosting-api.mjs's methods, so
// `npm start` and the e2e suite deploy through the same code as production:
//
//   <dir>/blobs/<sha256>                  file contents, stored once
//   <dir>/versions/<id>.json              { status, config, files: { path: hash } }
//   <dir>/channel.json                    { live: version name | null, releases: [...] }
//   <dir>/deploy-lock/<generation>.json   the deploy lock (deploy-lock.mjs), localLockOf(dir)
//
// Like the API, a version takes files and config only while CREATED, and only a FINALIZED one
// is released. A clone copies files only, never the config (the stricter reading of the API
// reference), so a deploy that forgot to set it fails locally. `releaseLatencyMs`: a test option
// (docs/deploying.md#drills-and-test-options).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { ROOT } from '../apps.mjs';
import { createDeployLock } from './deploy-lock.mjs';

const LOCAL_SITE = 'local';
export const LOCAL_STORE = join(ROOT, '.data', 'hosting');

/**
 * The deploy lock of the local store in `dir`; `options` reach createDeployLock. Its lease is
 * short: a deploy killed on this machine (an e2e run stopped while `serve.mjs` deploys) holds up
 * the next one well within Playwright's wait for its web server. Renewing a file costs nothing.
 */
export function localLockOf(dir = LOCAL_STORE, options = {}) {
  return createDeployLock(createFileLockStore(join(dir, 'deploy-lock')), { leaseMs: 15_000, ...options });
}

/**
 * The local store's lock: each generation is a file, `<generation>.json`, holding the read's
 * { lease, writtenAt } (lease null: freed; writtenAt by this machine's clock, `now`), written
 * whole and linked to its name, which fails when that exists: so two deploys that read the same
 * generation cannot both write the next. The newest file is the lock.
 */
export function createFileLockStore(dir, { now = Date.now } = {}) {
  mkdirSync(dir, { recursive: true });
  const fileOf = (generation) => join(dir, `${String(generation).padStart(12, '0')}.json`);
  const generations = () =>
    readdirSync(dir)
      .map((name) => Number(/^(\d{12})\.json$/.exec(name)?.[1]))
      .filter(Number.isInteger)
      .sort((a, b) => a - b);

  return {
    async read() {
      for (;;) {
        const newest = generations().at(-1);
        if (newest === undefined) return { now: now(), generation: 0, lease: null, writtenAt: null };
        try {
          return { now: now(), generation: newest, ...JSON.parse(readFileSync(fileOf(newest), 'utf8')) };
        } catch (error) {
          if (error.code !== 'ENOENT') throw error; // two newer writes pruned it: read again
        }
      }
    },
    async write(lease, generation) {
      // Refused unless the store is still at `generation`: a stalled writer's may be pruned, and
      // the next one's name free again. The link settles two writers that both passed this.
      if ((generations().at(-1) ?? 0) !== generation) return null;
      try {
        writeWhole(fileOf(generation + 1), JSON.stringify({ lease, writtenAt: now() }), linkSync);
      } catch (error) {
        if (error.code === 'EEXIST') return null;
        throw error;
      }
      for (const old of generations()) if (old < generation) rmSync(fileOf(old), { force: true });
      return generation + 1;
    },
  };
}

/** Writes a file whole or not at all (others read the store): `place` renames, or links (fails if it exists). */
function writeWhole(file, text, place = renameSync) {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, text);
  try {
    place(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

export function createLocalHosting({ dir = LOCAL_STORE, releaseLatencyMs = 0 } = {}) {
  mkdirSync(join(dir, 'blobs'), { recursive: true });
  mkdirSync(join(dir, 'versions'), { recursive: true });
  const channelFile = join(dir, 'channel.json');
  const versionFile = (name) => {
    const id = /^sites\/[\w-]+\/versions\/([\w-]+)$/.exec(name)?.[1];
    if (!id) throw new Error(`"${name}" is not a version name`);
    return join(dir, 'versions', `${id}.json`);
  };
  const readChannel = () =>
    existsSync(channelFile) ? JSON.parse(readFileSync(channelFile, 'utf8')) : { live: null, releases: [] };
  const readVersion = (name) => {
    const file = versionFile(name);
    if (!existsSync(file)) throw new Error(`${name} does not exist`);
    return JSON.parse(readFileSync(file, 'utf8'));
  };
  const writeVersion = (name, version) => writeWhole(versionFile(name), JSON.stringify(version));
  const editable = (name) => {
    const version = readVersion(name);
    if (version.status !== 'CREATED') throw new Error(`${name} is ${version.status}: only a CREATED version changes`);
    return version;
  };
  const newVersion = (files) => {
    const name = `sites/${LOCAL_SITE}/versions/${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
    writeVersion(name, { status: 'CREATED', config: {}, files });
    return name;
  };
  const readBlob = (hash) => readFileSync(join(dir, 'blobs', hash));
  /** Released versions never change: the server reads each once. */
  const released = new Map();

  return {
    async liveVersion() {
      return readChannel().live;
    },
    async versionConfig(name) {
      return readVersion(name).config;
    },
    async listFiles(name) {
      return { ...readVersion(name).files };
    },
    async readLiveFile(path) {
      const { live } = readChannel();
      const hash = live && readVersion(live).files[path];
      return hash ? readBlob(hash) : null;
    },
    async createVersion() {
      return newVersion({});
    },
    async cloneVersion(source, { include = [], exclude = [] } = {}) {
      if (include.length && exclude.length) throw new Error('a clone takes include or exclude filters, not both');
      const matches = (path, regexes) => regexes.some((regex) => new RegExp(regex).test(path));
      const files = Object.fromEntries(
        Object.entries(readVersion(source).files).filter(([path]) =>
          include.length ? matches(path, include) : !matches(path, exclude),
        ),
      );
      return newVersion(files);
    },
    async setConfig(name, config) {
      writeVersion(name, { ...editable(name), config });
    },
    async addFiles(name, files) {
      const version = editable(name);
      for (const [path, bytes] of files) {
        if (!path.startsWith('/')) throw new Error(`file paths start with "/": "${path}"`);
        const hash = createHash('sha256').update(bytes).digest('hex');
        const blob = join(dir, 'blobs', hash);
        if (!existsSync(blob)) writeWhole(blob, bytes);
        version.files[path] = hash;
      }
      writeVersion(name, version);
    },
    async finalize(name) {
      writeVersion(name, { ...editable(name), status: 'FINALIZED' });
    },
    async release(name, message) {
      if (readVersion(name).status !== 'FINALIZED') throw new Error(`${name} is not FINALIZED`);
      if (releaseLatencyMs > 0) await delay(releaseLatencyMs);
      const channel = readChannel();
      const release = { version: name, message, at: new Date().toISOString() };
      writeWhole(channelFile, JSON.stringify({ live: name, releases: [...channel.releases, release] }, null, 2));
      return `sites/${LOCAL_SITE}/releases/${channel.releases.length + 1}`;
    },
    async deleteVersion(name) {
      if (readChannel().live === name) throw new Error(`${name} is live: it cannot be deleted`);
      writeVersion(name, { ...readVersion(name), status: 'DELETED', files: {} });
    },
    /** What the local server serves: the live version's config and files (the channel is read each call). */
    liveSite() {
      const { live } = readChannel();
      if (!live) return null;
      if (!released.has(live)) released.set(live, readVersion(live));
      const { config, files } = released.get(live);
      return { version: live, config, files, read: readBlob };
    },
  };
}
