// Signs the school's staff in to the content editor (/admin/, Decap CMS) with their GitHub
// account: GitHub's OAuth web flow, then the token handed to the editor's window by Decap's
// "external OAuth client" protocol. Served on the site's own origin (Hosting rewrites
// CMS_AUTH_PATH/** to it), which is therefore the editor's `base_url` (cms/README.md).
//
// The client secret lives here only. The flow's `state` is kept in the `__session` cookie, the one
// cookie Firebase Hosting passes on to a function. The page that ends the flow runs no inline
// script: CMS_AUTH_PATH/done.js (same origin, allowed by any `script-src 'self'`) reads the message
// from its own element and gives it only to a window of the site's origin.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const CMS_AUTH_PATH = '/cms-auth';
const CALLBACK = `${CMS_AUTH_PATH}/callback`;
const DONE_SCRIPT = `${CMS_AUTH_PATH}/done.js`;
const STATE_COOKIE = '__session';
const STATE_MAX_AGE_S = 600;
/** What Decap asks for: `repo`, to commit content files (public_repo would do for a public repository). */
const DEFAULT_SCOPE = 'repo';

export interface CmsAuthOptions {
  /** The GitHub OAuth App's client id and secret. */
  clientId: string;
  clientSecret: string;
  /** The site's origin, where /admin/ runs and where this handler is served. */
  siteOrigin: string;
  /** GitHub's web origin (a fake one in tests). */
  github?: string;
  fetch?: typeof fetch;
  random?: (bytes: number) => Buffer;
}

export interface CmsAuthRequest {
  method: string;
  /** The path and query, as received. */
  target: string;
  cookie?: string | undefined;
}

export interface CmsAuthAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Runs in the sign-in window: the handshake Decap's Authenticator expects, then the message. */
export const DONE_JS = `(() => {
  const { message, provider, origin } = document.currentScript.dataset;
  if (!window.opener) return;
  window.addEventListener('message', (event) => {
    if (event.origin === origin && event.data === 'authorizing:' + provider) window.opener.postMessage(message, origin);
  });
  window.opener.postMessage('authorizing:' + provider, origin);
})();
`;

const NO_STORE = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

function sameSecret(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(a), digest(b));
}

function text(status: number, body: string): CmsAuthAnswer {
  return { status, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' }, body };
}

export function createCmsAuth(options: CmsAuthOptions): (request: CmsAuthRequest) => Promise<CmsAuthAnswer> {
  const siteOrigin = new URL(options.siteOrigin).origin;
  const github = options.github ?? 'https://github.com';
  const fetchFn = options.fetch ?? fetch;
  const random = options.random ?? randomBytes;

  /** The page that hands Decap the outcome: `authorization:github:success:{...}` or `...:error:{...}`. */
  function done(outcome: 'success' | 'error', data: object, status = 200): CmsAuthAnswer {
    const message = `authorization:github:${outcome}:${JSON.stringify(data)}`;
    const words =
      outcome === 'success'
        ? 'Signed in. This window closes itself.'
        : 'Sign-in failed. Close this window and try again.';
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in to the editor</title><meta name="robots" content="noindex"></head><body><p>${words}</p><script src="${DONE_SCRIPT}" data-provider="github" data-origin="${escapeAttribute(siteOrigin)}" data-message="${escapeAttribute(message)}"></script></body></html>`;
    return {
      status,
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': `default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
        // The state is used: forget it.
        'Set-Cookie': `${STATE_COOKIE}=; Path=${CMS_AUTH_PATH}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
      },
      body,
    };
  }

  function start(url: URL): CmsAuthAnswer {
    if (url.searchParams.get('provider') !== 'github') return text(400, 'Only the github provider signs in here.');
    const state = random(24).toString('base64url');
    const authorize = new URL('/login/oauth/authorize', github);
    authorize.search = new URLSearchParams({
      client_id: options.clientId,
      redirect_uri: `${siteOrigin}${CALLBACK}`,
      scope: url.searchParams.get('scope') || DEFAULT_SCOPE,
      state,
    }).toString();
    return {
      status: 302,
      headers: {
        ...NO_STORE,
        Location: authorize.href,
        'Set-Cookie': `${STATE_COOKIE}=${state}; Path=${CMS_AUTH_PATH}; Max-Age=${STATE_MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`,
      },
      body: '',
    };
  }

  async function callback(url: URL, cookie: string | undefined): Promise<CmsAuthAnswer> {
    const state = url.searchParams.get('state') ?? '';
    const expected = cookieValue(cookie, STATE_COOKIE) ?? '';
    if (!state || !expected || !sameSecret(state, expected)) {
      return done('error', { message: 'The sign-in expired or did not start here. Try again.' }, 400);
    }
    const refused = url.searchParams.get('error');
    if (refused) return done('error', { message: url.searchParams.get('error_description') || refused }, 403);
    const code = url.searchParams.get('code');
    if (!code) return done('error', { message: 'GitHub sent no code.' }, 400);
    try {
      const response = await fetchFn(new URL('/login/oauth/access_token', github), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          client_id: options.clientId,
          client_secret: options.clientSecret,
          code,
          redirect_uri: `${siteOrigin}${CALLBACK}`,
        }),
      });
      const answer = (await response.json()) as { access_token?: string; error_description?: string; error?: string };
      if (!response.ok || !answer.access_token) {
        return done(
          'error',
          { message: answer.error_description || answer.error || `GitHub answered ${response.status}` },
          502,
        );
      }
      return done('success', { token: answer.access_token, provider: 'github' });
    } catch {
      return done('error', { message: 'GitHub could not be reached. Try again.' }, 502);
    }
  }

  return async ({ method, target, cookie }) => {
    if (method !== 'GET') return text(405, 'Only GET.');
    const url = new URL(target, siteOrigin);
    if (url.pathname === CMS_AUTH_PATH) return start(url);
    if (url.pathname === CALLBACK) return callback(url, cookie);
    if (url.pathname === DONE_SCRIPT) {
      return {
        status: 200,
        headers: {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
          'X-Content-Type-Options': 'nosniff',
        },
        body: DONE_JS,
      };
    }
    return text(404, 'Not found.');
  };
}
