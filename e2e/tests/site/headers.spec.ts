import { createHash } from 'node:crypto';
import { test as plain } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, expectArea, FORM_ENDPOINT, test } from '../fixtures';
import { parseCsp as parseCspHeader, sourcesAllow } from '../../../scripts/csp.mjs';
import { remoteNames, remoteOfArea } from '@school/shared/site-layout';
import { REMOTE_APPS, SHELL_ORIGIN } from '../local-apps';

// The local composed site sends the headers production sends: both come from firebase.json.
const SHELL = SHELL_ORIGIN;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const FIREBASE_JSON = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[] };
};
/** Set per environment by scripts/csp.mjs; every other header value is firebase.json's, verbatim. */
const GENERATED = new Set(['Content-Security-Policy']);

function parseCsp(header: string | undefined): Record<string, string[]> {
  expect(header, 'Content-Security-Policy').toBeTruthy();
  return parseCspHeader(header!);
}

/** Whether a CSP source list lets the browser load from this URL's origin. */
function allows(sources: string[], url: string): boolean {
  return sourcesAllow(sources, url) || (sources.includes("'self'") && new URL(url).origin === SHELL);
}

/** firebase.json's rule for every path ("**"), without the generated values. */
function staticHeaders() {
  const all = FIREBASE_JSON.hosting.headers.find((rule) => rule.source === '**')!.headers;
  return all.filter(({ key }) => !GENERATED.has(key));
}

/** firebase.json's rule for documents only (a regex: a path with no dot, or an .html one). */
const DOCUMENT_RULE = FIREBASE_JSON.hosting.headers.find((rule) => rule.regex !== undefined)!;
const DOCUMENT_ONLY = DOCUMENT_RULE.headers.map(({ key }) => key.toLowerCase());

test.describe('the shell', () => {
  for (const [path, status] of [
    ['/', 200],
    ['/jobs', 200],
    ['/about', 200],
    ['/no-such-page', 404],
  ] as const) {
    test(`${path} answers ${status} with the CSP and security headers, revalidated`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(status);
      const headers = response.headers();
      expect(headers['content-type']).toMatch(/^text\/html/);
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(headers['permissions-policy']).toContain(`${feature}=()`);
      }
      for (const { key, value } of [...staticHeaders(), ...DOCUMENT_RULE.headers]) {
        if (key !== 'Cache-Control' && !GENERATED.has(key)) expect(headers[key.toLowerCase()], key).toBe(value);
      }

      const csp = parseCsp(headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toContain("'self'");
      // Only 'self', origins and the inline scripts' hashes: no 'unsafe-inline', 'unsafe-eval',
      // data:, blob: or wildcard hosts.
      for (const source of csp['script-src']!) {
        expect(source).toMatch(/^(?:'self'|'sha256-[A-Za-z0-9+/]{43}='|https?:\/\/[a-z0-9.-]+(?::(?:\d+|\*))?)$/);
      }
      // The page's executable inline scripts, data saver's mark and the early script, are allowed
      // by exactly their hashes, in the page's order.
      const inline = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter(([, attributes]) => !attributes!.includes('application/ld+json'))
        .map(([, , code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
      expect(inline).toHaveLength(2);
      expect(csp['script-src']!.filter((source) => source.startsWith("'sha"))).toEqual(inline);
      expect(csp['frame-src']).toEqual(expect.arrayContaining(['https://www.google.com', 'https://maps.google.com']));
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
      expect(csp['font-src']).toContain("'self'");
      for (const host of ['identitytoolkit', 'securetoken', 'firestore']) {
        expect(csp['connect-src']).toContain(`https://${host}.googleapis.com`);
      }
      expect(allows(csp['connect-src']!, FORM_ENDPOINT)).toBe(true);
      // Nothing else: a CDN, a wildcard host or a scheme-only source would open every directive up.
      expect(
        Object.values(csp)
          .flat()
          .filter((source) => source === '*' || /^https?:$/.test(source)),
      ).toEqual([]);
    });
  }

  test('the CSP allows the site itself, where remotes.json puts every remote, and this environment’s services', async ({
    request,
  }) => {
    const csp = parseCsp((await request.get('/')).headers()['content-security-policy']);
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
    const config = (await (await request.get('/config.json')).json()) as { emulators?: { auth?: string } };
    expect(Object.keys(remotes)).toHaveLength(5);
    for (const url of Object.values(remotes)) {
      expect(url).toMatch(/^\/apps\/[\w-]+\/[\w.-]+\/mf-manifest\.json$/);
      for (const directive of ['script-src', 'connect-src', 'img-src', 'font-src', 'style-src']) {
        expect(allows(csp[directive]!, new URL(url, SHELL).href), `${directive} allows ${url}`).toBe(true);
      }
    }
    // Besides the site: this machine's ports only, because the local config allows remote overrides.
    expect(csp['script-src']!.filter((source) => /^https?:/.test(source))).toEqual([
      'http://127.0.0.1:*',
      'http://localhost:*',
    ]);
    expect(allows(csp['connect-src']!, FORM_ENDPOINT)).toBe(true);
    if (config.emulators?.auth) expect(allows(csp['connect-src']!, config.emulators.auth)).toBe(true);
    // The map is framed, never scripted or fetched.
    expect(allows(csp['script-src']!, 'https://www.google.com/maps')).toBe(false);
    expect(allows(csp['connect-src']!, 'https://www.google.com/maps')).toBe(false);
  });

  test('the page and its config are revalidated, remotes.json never kept; hashed assets are cached for a year', async ({
    request,
  }) => {
    for (const path of ['/config.json', '/index.html']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
    }
    // It names the current builds: never kept, so a deploy is seen at once.
    expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-store');
    const html = await (await request.get('/')).text();
    // The shell's code is named by the early script's data attributes (it starts it after the content).
    const named = [...html.matchAll(/(?:src|href|data-entry|data-preload)="([^"]+)"/g)].flatMap((m) =>
      m[1]!.split(' '),
    );
    const assets = named.filter((url) => url.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(5);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
    }
    const entry = named.find((url) => /^\/remoteEntry[^/]*\.js$/.test(url));
    if (entry) expect((await request.get(entry)).headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('the remotes, each in its build folder on the site', () => {
  for (const app of REMOTE_APPS) {
    test(`${app}: manifest, entry and code immutable, the site’s security headers, no CORS; a missing file is a 404`, async ({
      request,
    }) => {
      const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
      const manifestPath = remotes[remoteNames(remoteOfArea(app)).federationName]!;
      expect(manifestPath).toMatch(new RegExp(`^/apps/${app}/[\\w.-]+/mf-manifest\\.json$`));
      const folder = manifestPath.replace(/mf-manifest\.json$/, '');
      const manifestResponse = await request.get(manifestPath);
      const manifest = (await manifestResponse.json()) as {
        metaData: { remoteEntry: { name: string } };
        exposes: { assets: { js: { sync: string[] } } }[];
      };
      const entry = await request.get(`${folder}${manifest.metaData.remoteEntry.name}`);
      const asset = await request.get(`${folder}${manifest.exposes[0]!.assets.js.sync[0]}`);
      for (const response of [manifestResponse, entry, asset]) {
        expect(response.status(), response.url()).toBe(200);
        expect(response.headers()['cache-control'], response.url()).toBe(IMMUTABLE);
        expect(response.headers()['access-control-allow-origin'], response.url()).toBeUndefined();
        for (const { key, value } of staticHeaders()) {
          if (key !== 'Cache-Control') expect(response.headers()[key.toLowerCase()], key).toBe(value);
        }
        // The CSP and the other document headers apply to documents only: on every script and
        // manifest they would be ~2 KB of headers for nothing (HTTP/1.1 does not compress them).
        for (const key of DOCUMENT_ONLY) expect(response.headers()[key], `${key} on ${response.url()}`).toBeUndefined();
      }
      const missing = await request.get(`${folder}assets/area-gone.js`);
      expect(missing.status()).toBe(404);
      expect(missing.headers()['content-type']).not.toMatch(/javascript/);
      expect((await request.get(`/apps/${app}/builds.json`)).headers()['cache-control']).toBe('no-store');
    });
  }
});

// Without the suite's fixtures: this test provokes violations on purpose, to prove the browser
// enforces the policy and reports what the suite's cspViolations fixture listens for.
plain(
  'the browser enforces the CSP: inline script, eval, an inline handler and a foreign script are blocked and reported',
  async ({ page }) => {
    await page.goto(SHELL);
    await expectArea(page, 'home-about');
    const outcome = await page.evaluate(async () => {
      const reported: string[] = [];
      Object.assign(window, { __reported: reported });
      document.addEventListener('securitypolicyviolation', (event) => reported.push(event.effectiveDirective));
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true;';
      document.body.append(inline);
      // A string timer is eval; an attribute handler is inline script (evaluate() itself is exempt).
      (window.setTimeout as unknown as (code: string) => void)('window.__evalRan = true;');
      const image = document.createElement('img');
      image.setAttribute('onerror', 'window.__handlerRan = true;');
      image.src = 'data:,not-an-image';
      document.body.append(image);
      const foreign = document.createElement('script');
      foreign.src = 'https://cdn.example.com/x.js';
      const foreignBlocked = new Promise<boolean>((resolve) => {
        foreign.onerror = () => resolve(true);
        foreign.onload = () => resolve(false);
      });
      document.body.append(foreign);
      const blocked = await foreignBlocked;
      return blocked;
    });
    expect(outcome, 'the foreign script failed to load').toBe(true);
    // Reported as the suite's fixture sees them: eval, the inline handler, both script elements.
    await expect
      .poll(() => page.evaluate(() => [...(window as unknown as { __reported: string[] }).__reported].sort()))
      .toEqual(['script-src', 'script-src-attr', 'script-src-elem', 'script-src-elem']);
    const ran = await page.evaluate(() => {
      const flags = window as { __inlineRan?: boolean; __evalRan?: boolean; __handlerRan?: boolean };
      return {
        inline: Boolean(flags.__inlineRan),
        eval: Boolean(flags.__evalRan),
        handler: Boolean(flags.__handlerRan),
      };
    });
    expect(ran).toEqual({ inline: false, eval: false, handler: false });
  },
);
