import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { after, before, beforeEach, test } from 'node:test';
import { runInNewContext } from 'node:vm';
import { CMS_AUTH_PATH, DONE_JS, createCmsAuth } from '../lib/cms-auth.js';

const SITE = 'https://school.example';
const CLIENT = { clientId: 'client-id', clientSecret: 'client-secret' };

/** GitHub's token endpoint, faked: it knows one code, and records what it was sent. */
async function fakeGitHub({ status = 200 } = {}) {
  const received = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ method: req.method, url: req.url, accept: req.headers.accept, json: JSON.parse(body || '{}') });
    const json = JSON.parse(body || '{}');
    const answer =
      status !== 200
        ? { error: 'server_error' }
        : json.code === 'good-code' && json.client_secret === CLIENT.clientSecret
          ? { access_token: 'gho_token', token_type: 'bearer', scope: 'repo' }
          : { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' };
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${server.address().port}`, received, close: () => server.close() };
}

/** One fake GitHub for the file; each test starts with nothing received. */
let github;
before(async () => (github = await fakeGitHub()));
beforeEach(() => (github.received.length = 0));
after(() => github.close());

/** The handler, signing in with the fake GitHub. */
const signInService = () => createCmsAuth({ ...CLIENT, siteOrigin: SITE, github: github.origin });

/** The message the done page hands Decap, read from its script element. */
function messageOf(html) {
  const message = /data-message="([^"]*)"/.exec(html)?.[1] ?? '';
  return message.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

async function signIn(auth, { code = 'good-code', tamperState = false } = {}) {
  const start = await auth({
    method: 'GET',
    target: `${CMS_AUTH_PATH}?provider=github&site_id=school.example&scope=repo`,
  });
  const location = new URL(start.headers.Location);
  const cookie = start.headers['Set-Cookie'].split(';')[0];
  const state = tamperState ? 'someone-elses-state' : location.searchParams.get('state');
  const done = await auth({
    method: 'GET',
    target: `${CMS_AUTH_PATH}/callback?code=${code}&state=${encodeURIComponent(state)}`,
    cookie: `other=1; ${cookie}`,
  });
  return { start, location, cookie, done };
}

test('starts GitHub’s web flow with the app’s id, the callback on the site’s origin and a fresh state in __session', async () => {
  const auth = signInService();
  const { start, location, cookie } = await signIn(auth);
  assert.equal(start.status, 302);
  assert.equal(location.origin + location.pathname, `${github.origin}/login/oauth/authorize`);
  assert.equal(location.searchParams.get('client_id'), 'client-id');
  assert.equal(location.searchParams.get('redirect_uri'), `${SITE}/cms-auth/callback`);
  assert.equal(location.searchParams.get('scope'), 'repo');
  assert.match(location.searchParams.get('state'), /^[\w-]{32}$/);
  assert.equal(cookie, `__session=${location.searchParams.get('state')}`);
  assert.match(start.headers['Set-Cookie'], /HttpOnly; Secure; SameSite=Lax/);
  assert.equal(start.headers['Cache-Control'], 'no-store');
  const again = await auth({ method: 'GET', target: `${CMS_AUTH_PATH}?provider=github` });
  assert.notEqual(new URL(again.headers.Location).searchParams.get('state'), location.searchParams.get('state'));
});

test('exchanges the code for a token with the secret, and hands Decap its success message', async () => {
  const auth = signInService();
  const { done } = await signIn(auth);
  assert.equal(done.status, 200);
  assert.equal(messageOf(done.body), 'authorization:github:success:{"token":"gho_token","provider":"github"}');
  assert.match(
    done.body,
    /<script src="\/cms-auth\/done.js" data-provider="github" data-origin="https:\/\/school.example"/,
  );
  assert.doesNotMatch(done.body, /<script>/, 'no inline script');
  assert.match(done.headers['Content-Security-Policy'], /script-src 'self'/);
  assert.match(done.headers['Set-Cookie'], /^__session=; .*Max-Age=0/);
  assert.deepEqual(github.received, [
    {
      method: 'POST',
      url: '/login/oauth/access_token',
      accept: 'application/json',
      json: {
        ...{ client_id: 'client-id', client_secret: 'client-secret' },
        code: 'good-code',
        redirect_uri: `${SITE}/cms-auth/callback`,
      },
    },
  ]);
});

test('refuses a callback whose state is not the one this browser started with, and asks GitHub nothing', async () => {
  const auth = signInService();
  const { done } = await signIn(auth, { tamperState: true });
  assert.equal(done.status, 400);
  assert.match(messageOf(done.body), /^authorization:github:error:\{"message":"The sign-in expired/);
  const noCookie = await auth({ method: 'GET', target: `${CMS_AUTH_PATH}/callback?code=good-code&state=x` });
  assert.equal(noCookie.status, 400);
  assert.equal(github.received.length, 0);
});

test('passes GitHub’s refusals on as Decap’s error message, never as a token', async () => {
  const auth = signInService();
  const badCode = await signIn(auth, { code: 'stale-code' });
  assert.equal(badCode.done.status, 502);
  assert.equal(
    messageOf(badCode.done.body),
    'authorization:github:error:{"message":"The code passed is incorrect or expired."}',
  );
  const start = await auth({ method: 'GET', target: `${CMS_AUTH_PATH}?provider=github` });
  const state = new URL(start.headers.Location).searchParams.get('state');
  const denied = await auth({
    method: 'GET',
    target: `${CMS_AUTH_PATH}/callback?error=access_denied&error_description=The+user+has+denied+your+application+access.&state=${state}`,
    cookie: start.headers['Set-Cookie'].split(';')[0],
  });
  assert.equal(denied.status, 403);
  assert.match(messageOf(denied.body), /:error:\{"message":"The user has denied your application access."\}$/);
  const down = await fakeGitHub({ status: 500 });
  down.close();
  const unreachable = createCmsAuth({ ...CLIENT, siteOrigin: SITE, github: down.origin });
  const { done } = await signIn(unreachable);
  assert.equal(done.status, 502);
  assert.match(messageOf(done.body), /:error:\{"message":"GitHub could not be reached/);
});

test('escapes what it writes into the page', async () => {
  const auth = createCmsAuth({
    ...CLIENT,
    siteOrigin: SITE,
    fetch: async () => Response.json({ error: 'x', error_description: '"><script>alert(1)</script>' }, { status: 400 }),
  });
  const { done } = await signIn(auth);
  assert.doesNotMatch(done.body, /<script>alert/);
  assert.match(messageOf(done.body), /"\\"><script>alert\(1\)<\/script>"/);
});

test('answers only its own paths, the github provider and GET', async () => {
  const auth = createCmsAuth({ ...CLIENT, siteOrigin: SITE });
  assert.equal((await auth({ method: 'GET', target: `${CMS_AUTH_PATH}?provider=gitlab` })).status, 400);
  assert.equal((await auth({ method: 'POST', target: CMS_AUTH_PATH })).status, 405);
  assert.equal((await auth({ method: 'GET', target: `${CMS_AUTH_PATH}/elsewhere` })).status, 404);
  const script = await auth({ method: 'GET', target: `${CMS_AUTH_PATH}/done.js` });
  assert.equal(script.headers['Content-Type'], 'text/javascript; charset=utf-8');
  assert.equal(script.body, DONE_JS);
});

/** The done page's script in a fake sign-in window, its opener recording what it is sent. */
function runDoneScript({ opener = true } = {}) {
  const sent = [];
  const listeners = [];
  const window = {
    opener: opener ? { postMessage: (data, origin) => sent.push({ data, origin }) } : null,
    addEventListener: (type, listener) => listeners.push(listener),
  };
  const document = {
    currentScript: {
      dataset: {
        message: 'authorization:github:success:{"token":"t","provider":"github"}',
        provider: 'github',
        origin: SITE,
      },
    },
  };
  runInNewContext(DONE_JS, { window, document });
  return { sent, hear: (event) => listeners.forEach((listener) => listener(event)) };
}

test('the done script says "authorizing", then gives the token only to the site’s own editor', () => {
  const { sent, hear } = runDoneScript();
  assert.deepEqual(sent, [{ data: 'authorizing:github', origin: SITE }]);
  hear({ origin: 'https://evil.example', data: 'authorizing:github' });
  hear({ origin: SITE, data: 'something else' });
  assert.equal(sent.length, 1);
  hear({ origin: SITE, data: 'authorizing:github' });
  assert.deepEqual(sent[1], { data: 'authorization:github:success:{"token":"t","provider":"github"}', origin: SITE });
  assert.doesNotThrow(() => runDoneScript({ opener: false }));
});
