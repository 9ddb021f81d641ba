// The generated security headers, most of them from an environment's files
// (deploy/<env>/remotes.json, config.json, site.json) so that the origins are listed once:
//   - the shell's Content-Security-Policy (scripts only from itself and the remotes, connections
//     only to the form endpoint, the remotes and Firebase, frames only for the map);
//   - the shell's Permissions-Policy (the same everywhere, but written here, not by hand);
//   - the origin the remotes allow by CORS (the shell's).
// Used by scripts/deploy.mjs (production headers in firebase.json) and by the local static server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

export const ENVIRONMENTS_DIR = join(ROOT, 'deploy');
/** The shell's run-time files that differ per environment. */
export const ENVIRONMENT_FILES = ['remotes.json', 'config.json'];

/**
 * The one inline script the shell's pages carry (its early script, see
 * shell/src/seo/early-script-build.ts), allowed by its hash. The shell's build fails when the
 * script no longer matches this file.
 */
export const EARLY_SCRIPT_HASH_FILE = join(ROOT, 'shell', 'early-script.csp.json');

export function earlyScriptHash(file = EARLY_SCRIPT_HASH_FILE) {
  const { earlyScript } = JSON.parse(readFileSync(file, 'utf8'));
  if (!/^'sha256-[A-Za-z0-9+/]+=*'$/.test(earlyScript)) throw new Error(`${file}: earlyScript is not a sha256 source`);
  return earlyScript;
}

/** Firebase Auth (accounts, token refresh) and Firestore (student profiles). */
export const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];
/** The contact page's embedded map (maps.google.com redirects to www.google.com/maps). */
export const MAP_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Reads deploy/<env>/{remotes,config,site}.json. */
export function readEnvironment(env, dir = ENVIRONMENTS_DIR) {
  const read = (file) => JSON.parse(readFileSync(join(dir, env, file), 'utf8'));
  return { name: env, remotes: read('remotes.json'), config: read('config.json'), site: read('site.json') };
}

function originOf(url, what) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what}: "${url}" is not an absolute URL`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`${what}: "${url}" is not http(s)`);
  return parsed.origin;
}

/**
 * The remotes' origins as CSP sources. A relative manifest URL is the shell's own origin ('self').
 * A loopback origin allows any port of its host: local servers move between ports (the e2e suite
 * serves a remote from another port and changes only the map). Production maps name real hosts,
 * which are listed exactly.
 */
export function remoteSources(remotes) {
  const sources = new Set();
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string') throw new Error(`remotes.json: ${name} must be a URL`);
    if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) continue;
    const origin = new URL(originOf(url, `remotes.json: ${name}`));
    sources.add(LOOPBACK.has(origin.hostname) ? `${origin.protocol}//${origin.hostname}:*` : origin.origin);
  }
  return [...sources].sort();
}

/** Where the shell's code connects to besides the remotes: the form endpoint and Firebase. */
function serviceSources(config) {
  const sources = [originOf(config.formEndpoint, 'config.json: formEndpoint')];
  if (config.firebase) sources.push(...FIREBASE_ORIGINS);
  const emulators = config.emulators ?? {};
  if (emulators.auth) sources.push(originOf(emulators.auth, 'config.json: emulators.auth'));
  if (emulators.firestore) sources.push(originOf(`http://${emulators.firestore}`, 'config.json: emulators.firestore'));
  return sources;
}

const unique = (list) => [...new Set(list)];

/** The shell's Content-Security-Policy for an environment. */
export function contentSecurityPolicy({ remotes, config }) {
  const remotesList = remoteSources(remotes);
  const directives = {
    'default-src': ["'self'"],
    // The shell's own and the remotes' entries and chunks, and the early script inline in the
    // shell's pages by its hash. No other inline script, no eval (JSON-LD blocks are data and are
    // not executed).
    'script-src': ["'self'", earlyScriptHash(), ...remotesList],
    // Emotion writes its rules into runtime <style> elements whose content is computed in the
    // browser: no hash can name it, and a static host cannot send a per-response nonce.
    'style-src': ["'self'", "'unsafe-inline'", ...remotesList],
    'img-src': ["'self'", 'data:', ...remotesList],
    'font-src': ["'self'", ...remotesList],
    'connect-src': unique(["'self'", ...remotesList, ...serviceSources(config)]),
    'frame-src': MAP_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Powerful features the site never uses, denied to the shell and every frame in it. Only names
 * Chromium recognises: it logs "Unrecognized feature" on every page for any other (it never
 * made 'bluetooth' a policy feature). scripts/csp.test.mjs holds the list of recognised ones.
 */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The shell's Permissions-Policy: every feature in DENIED_FEATURES allowed to no origin. */
export function permissionsPolicy() {
  return DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');
}

/** The origin remotes allow by CORS: the shell's. */
export function shellOrigin({ site }) {
  return originOf(site.origin, 'site.json: origin');
}

/** The generated headers of an environment, by the hosting target they belong to. */
export function environmentHeaders(env) {
  return {
    shell: { 'Content-Security-Policy': contentSecurityPolicy(env), 'Permissions-Policy': permissionsPolicy() },
    remote: { 'Access-Control-Allow-Origin': shellOrigin(env) },
  };
}
