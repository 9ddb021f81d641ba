// The generated security headers, from an environment's files (deploy/<env>/config.json and
// site.json) so that every origin is listed once:
//   - the site's Content-Security-Policy: scripts, styles and fetches from the site's own origin
//     (the shell, every remote and the form service are served from it) and Firebase, form posts
//     to the site alone, and no inline style but by its hash; a remote
//     from another origin only where site.json names it, or, where config.json allows remote
//     overrides (developers, never production), from this machine;
//   - the Permissions-Policy (the same everywhere, but written here, not by hand).
// Used by scripts/hosting.mjs (firebase.json's production headers, the site's serving config)
// and by the local server; an environment's files are read by scripts/environment.mjs.
import { createHash } from 'node:crypto';
import { earlyScriptHash } from '@school/shared/early-script-hash';
import { SAVES_DATA_SCRIPT } from '@school/shared/saves-data';

/** Firebase Auth (accounts, token refresh) and Firestore (student profiles). */
export const FIREBASE_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
];
/** The contact page's embedded map (maps.google.com redirects to www.google.com/maps). */
export const MAP_ORIGINS = ['https://www.google.com', 'https://maps.google.com'];

const unique = (list) => [...new Set(list)];

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

/** A Content-Security-Policy header's directives: name -> its sources. */
export function parseCsp(header) {
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Whether a CSP source list names this URL's origin, or its host with any port ('self' aside). */
export function sourcesAllow(sources, url) {
  const { protocol, hostname, origin } = new URL(url);
  return sources.some((source) => source === origin || source === `${protocol}//${hostname}:*`);
}

/** Any port of this machine: where a developer's own server of a remote runs. */
export const LOOPBACK_SOURCES = ['http://localhost:*', 'http://127.0.0.1:*'];

/**
 * Where remotes may come from besides the site itself: the origins site.json lists in
 * `remoteOrigins` (a team that hosts its remote elsewhere), and this machine's any port where
 * config.json allows remote overrides.
 */
export function remoteSources({ config, site }) {
  const origins = site.remoteOrigins ?? [];
  if (!Array.isArray(origins)) throw new Error('site.json: remoteOrigins must be a list of origins');
  const sources = origins.map((origin) => originOf(origin, 'site.json: remoteOrigins'));
  if (config.remoteOverrides === true) sources.push(...LOOPBACK_SOURCES);
  return unique(sources).sort();
}

/** Where the shell's code connects to besides the site (the form service is on it) and the remotes: Firebase. */
function serviceSources({ config }) {
  const sources = [];
  if (config.firebase) sources.push(...FIREBASE_ORIGINS);
  const emulators = config.emulators ?? {};
  if (emulators.auth) sources.push(originOf(emulators.auth, 'config.json: emulators.auth'));
  if (emulators.firestore) sources.push(originOf(`http://${emulators.firestore}`, 'config.json: emulators.firestore'));
  return sources;
}

/** A CSP hash source of a text ('sha256-…'), as the browser hashes an inline block's content. */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The empty string's hash. Emotion's production path fills empty <style> elements through
 * insertRule (the browser checks an inline block's text, which stays empty); a <style> that
 * script fills with text is still refused.
 */
export const EMPTY_STYLE = cspHash('');

/** The site's Content-Security-Policy for an environment. */
export function contentSecurityPolicy({ config, site }) {
  const remotesList = remoteSources({ config, site });
  const directives = {
    'default-src': ["'self'"],
    // The shell's own and the remotes' entries and chunks, and the two scripts inline in the
    // shell's pages by their hashes: data saver's mark and the early script. No other inline
    // script, no eval (JSON-LD blocks are data and are not executed).
    'script-src': ["'self'", cspHash(SAVES_DATA_SCRIPT), earlyScriptHash(), ...remotesList],
    // No 'unsafe-inline': each page's <style> blocks by their hashes (scripts/release/page-styles.mjs,
    // which every deploy applies), and the empty <style> elements Emotion fills through insertRule by the
    // empty string's. No style attribute is served.
    'style-src': ["'self'", EMPTY_STYLE, ...remotesList],
    'img-src': ["'self'", 'data:', ...remotesList],
    'font-src': ["'self'", ...remotesList],
    'connect-src': unique(["'self'", ...remotesList, ...serviceSources({ config })]),
    'frame-src': MAP_ORIGINS,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // A form posts with no script to the form service, on the site (FORM_SERVICE_PATH), which
    // redirects to the site's result page.
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

/** Decap's local backend (decap-server), where the editor writes the working tree. */
export const LOCAL_BACKEND = 'http://localhost:8081';

/**
 * The staff editor's policy (cms/README.md), for /admin only: Decap needs 'unsafe-eval' (ajv
 * compiles its validators with new Function) and inline styles (Emotion's, injected at run time),
 * which no parent's page gets. It talks to GitHub where cms.json names a repository (and shows
 * the signed-in person's picture from GitHub), to decap-server on this machine where none.
 */
export function editorPolicy({ cms }) {
  const github = Boolean(cms.repo);
  const directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'", "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(github ? ['https://avatars.githubusercontent.com'] : [])],
    // blob:: the media library reads a picture just uploaded, before it is saved, by its blob URL.
    'connect-src': ["'self'", 'blob:', github ? 'https://api.github.com' : LOCAL_BACKEND],
    'font-src': ["'self'"],
    'frame-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The generated headers of an environment, by the rules of firebase.json that carry them: the
 * documents' rule, and the staff editor's (hosting.mjs EDITOR_PATHS).
 */
export function environmentHeaders(env) {
  return {
    documents: { 'Content-Security-Policy': contentSecurityPolicy(env), 'Permissions-Policy': permissionsPolicy() },
    editor: { 'Content-Security-Policy': editorPolicy(env) },
  };
}
