import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  contentSecurityPolicy,
  earlyScriptHash,
  environmentHeaders,
  permissionsPolicy,
  readEnvironment,
  remoteSources,
} from './csp.mjs';
import { hostingEntry, readFirebaseJson } from './hosting.mjs';

const directives = (csp) =>
  Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

const production = readEnvironment('production');

test('production: scripts only from self, the early script by its hash and the five remotes, listed exactly, never unsafe', () => {
  const csp = directives(contentSecurityPolicy(production));
  const origins = Object.values(production.remotes).map((url) => new URL(url).origin);
  assert.equal(origins.length, 5);
  assert.deepEqual(csp['script-src'], ["'self'", earlyScriptHash(), ...[...new Set(origins)].sort()]);
  assert.match(earlyScriptHash(), /^'sha256-[A-Za-z0-9+/]{43}='$/);
  assert.ok(!contentSecurityPolicy(production).includes('unsafe-eval'));
  assert.ok(!csp['script-src'].some((source) => source.includes('*') || source.includes('unsafe')));
  assert.deepEqual(csp['default-src'], ["'self'"]);
  assert.deepEqual(csp['object-src'], ["'none'"]);
  assert.deepEqual(csp['base-uri'], ["'self'"]);
  assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
  assert.deepEqual(csp['frame-src'], ['https://www.google.com', 'https://maps.google.com']);
  assert.deepEqual(csp['img-src'], ["'self'", 'data:', ...csp['script-src'].slice(2)]);
});

test('production: connections to the remotes, the form service and Firebase Auth and Firestore only', () => {
  const csp = directives(contentSecurityPolicy(production));
  const formOrigin = new URL(production.config.formEndpoint).origin;
  assert.deepEqual(csp['connect-src'], [
    "'self'",
    ...remoteSources(production.remotes),
    formOrigin,
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
  ]);
});

test('emulators, a missing Firebase config and relative remotes change the policy accordingly', () => {
  const csp = directives(
    contentSecurityPolicy({
      remotes: { mfe_news: '/news/mf-manifest.json', mfe_careers: 'https://careers.example.org/v2/mf-manifest.json' },
      config: {
        formEndpoint: 'https://forms.example.org/f/x',
        firebase: null,
        emulators: { auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080' },
      },
    }),
  );
  assert.deepEqual(csp['script-src'], ["'self'", earlyScriptHash(), 'https://careers.example.org']);
  assert.deepEqual(csp['connect-src'], [
    "'self'",
    'https://careers.example.org',
    'https://forms.example.org',
    'http://127.0.0.1:9099',
    'http://127.0.0.1:8080',
  ]);
});

test('a loopback remote allows any port of its host (local servers move); real hosts keep theirs', () => {
  assert.deepEqual(
    remoteSources({ a: 'http://localhost:4174/mf-manifest.json', b: 'http://localhost:4191/mf-manifest.json' }),
    ['http://localhost:*'],
  );
  assert.deepEqual(remoteSources({ a: 'https://news.example.org:8443/mf-manifest.json' }), [
    'https://news.example.org:8443',
  ]);
});

test('a malformed map or config fails loudly instead of producing a weaker policy', () => {
  assert.throws(() => remoteSources({ a: 'javascript:alert(1)' }), /not http/);
  assert.throws(() => remoteSources({ a: 42 }), /must be a URL/);
  assert.throws(
    () => contentSecurityPolicy({ remotes: {}, config: { formEndpoint: 'forms.example.org' } }),
    /formEndpoint/,
  );
});

test('remotes allow the environment’s shell origin', () => {
  assert.deepEqual(environmentHeaders(production).remote, {
    'Access-Control-Allow-Origin': 'https://www.alihsanschool.com.ng',
  });
  assert.deepEqual(environmentHeaders(readEnvironment('local')).remote, {
    'Access-Control-Allow-Origin': 'http://localhost:4173',
  });
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
  assert.equal(environmentHeaders(readEnvironment('local')).shell['Permissions-Policy'], permissionsPolicy());
  const shell = hostingEntry(readFirebaseJson(), 'shell');
  const sent = shell.headers.flatMap((rule) => rule.headers).find((header) => header.key === 'Permissions-Policy');
  assert.equal(sent?.value, permissionsPolicy());
});
