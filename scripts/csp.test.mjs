import assert from 'node:assert/strict';
import { test } from 'node:test';
import { earlyScriptHash } from '@school/shared/early-script-hash';
import { SAVES_DATA_SCRIPT } from '@school/shared/saves-data';
import { SITE_ORIGIN } from '@school/shared/site-layout';
import {
  EMPTY_STYLE,
  contentSecurityPolicy,
  cspHash,
  editorPolicy,
  environmentHeaders,
  LOCAL_BACKEND,
  parseCsp,
  permissionsPolicy,
  remoteSources,
  sourcesAllow,
} from './csp.mjs';
import { readdirSync } from 'node:fs';
import { ENVIRONMENTS_DIR, readEnvironment } from './environment.mjs';
import { readFirebaseJson, siteHosting } from './hosting.mjs';

const directives = (csp) =>
  Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const production = readEnvironment('production');

test('production: scripts, styles, images and fonts from the site itself only (and the two inline scripts by their hashes), never unsafe', () => {
  const csp = directives(contentSecurityPolicy(production));
  assert.deepEqual(csp['script-src'], ["'self'", cspHash(SAVES_DATA_SCRIPT), earlyScriptHash()]);
  assert.match(earlyScriptHash(), /^'sha256-[A-Za-z0-9+/]{43}='$/);
  assert.ok(!contentSecurityPolicy(production).includes('unsafe-eval'));
  assert.ok(!contentSecurityPolicy(production).includes('*'));
  // Each page's inline style blocks are added by hash at each deploy (release/page-styles.mjs).
  assert.deepEqual(csp['style-src'], ["'self'", EMPTY_STYLE]);
  assert.equal(EMPTY_STYLE, "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  assert.deepEqual(csp['img-src'], ["'self'", 'data:']);
  assert.deepEqual(csp['font-src'], ["'self'"]);
  assert.deepEqual(csp['default-src'], ["'self'"]);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['base-uri'], ["'self'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['frame-src'], ['https://www.google.com', 'https://maps.google.com']);
});

test('production: fetches to the site (the form service is on it), Firebase Auth and Firestore only', () => {
  const csp = directives(contentSecurityPolicy(production));
  assert.deepEqual(csp['connect-src'], [
    "'self'",
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
  ]);
});

test('emulators, a missing Firebase config and a remote hosted elsewhere change the policy accordingly', () => {
  const csp = directives(
    contentSecurityPolicy({
      site: { origin: 'https://school.example', remoteOrigins: ['https://careers.example.org/v2/'] },
      config: {
        firebase: null,
        emulators: { auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080' },
      },
    }),
  );
  assert.deepEqual(csp['script-src'], [
    "'self'",
    cspHash(SAVES_DATA_SCRIPT),
    earlyScriptHash(),
    'https://careers.example.org',
  ]);
  assert.deepEqual(csp['connect-src'], [
    "'self'",
    'https://careers.example.org',
    'http://127.0.0.1:9099',
    'http://127.0.0.1:8080',
  ]);
});

test('where remote overrides are allowed (local), a remote may come from any port of this machine; never in production', () => {
  const local = readEnvironment('local');
  assert.equal(local.config.remoteOverrides, true);
  assert.deepEqual(remoteSources(local), ['http://127.0.0.1:*', 'http://localhost:*']);
  assert.deepEqual(directives(contentSecurityPolicy(local))['script-src'].slice(3), [
    'http://127.0.0.1:*',
    'http://localhost:*',
  ]);
  assert.deepEqual(remoteSources(production), []);
});

test('a malformed site or config fails loudly instead of producing a weaker policy', () => {
  const site = { origin: 'https://school.example' };
  assert.throws(() => remoteSources({ config: {}, site: { remoteOrigins: ['javascript:alert(1)'] } }), /not http/);
  assert.throws(() => remoteSources({ config: {}, site: { remoteOrigins: 'https://a.example' } }), /must be a list/);
  assert.throws(
    () => contentSecurityPolicy({ site, config: { emulators: { auth: '127.0.0.1:9099' } } }),
    /emulators.auth/,
  );
});

/**
 * Features Chromium parses in a Permissions-Policy header (its permissions_policy_features.json5),
 * limited to the ones the shell denies, each there because the site never needs it. Checked by
 * hand against Chromium 156: a header naming all of these logs no "Unrecognized feature", while
 * 'bluetooth' (Web Bluetooth is gated by its own permission, not by a policy feature) does.
 */
const CHROMIUM_FEATURES = new Set([
  'accelerometer', // motion sensors: no page reads them
  'autoplay', // no page plays media, the map embed included
  'camera', // no photo or video capture (forms take text only)
  'display-capture', // no screen sharing
  'geolocation', // the map shows the school, never the visitor
  'gyroscope', // motion sensors
  'hid', // no hardware devices
  'magnetometer', // motion sensors
  'microphone', // no audio capture (About's recitations are played, not recorded)
  'midi', // no music devices
  'payment', // fees are paid at the school, not online
  'publickey-credentials-get', // sign-in is e-mail and password, no passkeys
  'serial', // no hardware devices
  'usb', // no hardware devices
  'xr-spatial-tracking', // no VR or AR
]);

test('the Permissions-Policy denies only features Chromium recognises, each once', () => {
  const entries = permissionsPolicy().split(', ');
  const features = entries.map((entry) => entry.replace(/=\(\)$/, ''));
  assert.ok(
    entries.every((entry) => /^[a-z-]+=\(\)$/.test(entry)),
    'every feature is allowed to no origin',
  );
  assert.deepEqual(
    features.filter((feature) => !CHROMIUM_FEATURES.has(feature)),
    [],
  );
  assert.equal(new Set(features).size, features.length);
  assert.ok(features.includes('camera') && features.includes('geolocation') && features.includes('microphone'));
});

test('the local site and firebase.json send the generated Permissions-Policy', () => {
  assert.equal(environmentHeaders(readEnvironment('local')).documents['Permissions-Policy'], permissionsPolicy());
  const hosting = siteHosting(readFirebaseJson());
  const sent = hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Permissions-Policy');
  assert.equal(sent?.value, permissionsPolicy());
});

test('parseCsp and sourcesAllow read a policy as the browser does: an origin, or its host with any port', () => {
  const csp = parseCsp("default-src 'self'; connect-src 'self' https://a.example:* http://localhost:4000");
  assert.deepEqual(csp['default-src'], ["'self'"]);
  assert.equal(sourcesAllow(csp['connect-src'], 'https://a.example/x.json'), true);
  assert.equal(sourcesAllow(csp['connect-src'], 'https://a.example:8443/x.json'), true);
  assert.equal(sourcesAllow(csp['connect-src'], 'http://a.example/x.json'), false);
  assert.equal(sourcesAllow(csp['connect-src'], 'http://localhost:4000/'), true);
  assert.equal(sourcesAllow(csp['connect-src'], 'http://localhost:4001/'), false);
  assert.equal(sourcesAllow(csp['default-src'], 'https://a.example/'), false);
});

test('no environment’s policy allows inline styles or scripts wholesale: never unsafe-inline, unsafe-hashes or unsafe-eval', () => {
  const environments = readdirSync(ENVIRONMENTS_DIR);
  assert.deepEqual(environments.sort(), ['local', 'production']);
  for (const env of environments) {
    const csp = contentSecurityPolicy(readEnvironment(env));
    for (const unsafe of ["'unsafe-inline'", "'unsafe-hashes'", "'unsafe-eval'"]) {
      assert.ok(!csp.includes(unsafe), `${env}: ${unsafe}`);
    }
  }
  const sent = siteHosting(readFirebaseJson())
    .headers.flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy');
  assert.ok(!sent.value.includes('unsafe-'), 'firebase.json');
});

test('form posts go to the site alone, where the form service is, in production and locally', () => {
  for (const env of [production, readEnvironment('local')]) {
    assert.deepEqual(directives(contentSecurityPolicy(env))['form-action'], ["'self'"]);
  }
});

test("the editor's policy: its own scripts with eval, inline styles, and GitHub or this machine's decap-server", () => {
  const github = directives(editorPolicy(production));
  assert.deepEqual(github['connect-src'], ["'self'", 'blob:', 'https://api.github.com']);
  assert.deepEqual(github['img-src'], ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com']);
  assert.deepEqual(github['script-src'], ["'self'", "'unsafe-eval'"]);
  assert.deepEqual(github['style-src'], ["'self'", "'unsafe-inline'"]);
  assert.deepEqual(github['frame-ancestors'], ["'none'"]);
  const local = directives(editorPolicy(readEnvironment('local')));
  assert.deepEqual(local['connect-src'], ["'self'", 'blob:', LOCAL_BACKEND]);
  assert.deepEqual(local['img-src'], ["'self'", 'data:', 'blob:']);
});

test("production's site.json names the site's one public origin", () => {
  assert.equal(production.site.origin, SITE_ORIGIN);
});
