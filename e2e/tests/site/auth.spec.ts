import type { Page, Request } from '@playwright/test';
import { startAuthEmulator } from '../../../scripts/auth-emulator.mjs';
import { expect, expectArea, test } from '../fixtures';
import { ROUTES } from '../route-table';
import { KEPT_SIGN_IN_KEY } from '../../../shell/src/auth/kept-sign-in';

// As in deploy/local/config.json.
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const API_KEY = 'demo-api-key';
const STORED_USER_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;

interface FetchedScript {
  url: string;
  body: string;
}

/** A request that may be for code: a script, a module preload, anything named .js or .mjs. */
const mayBeScript = (request: Request) =>
  request.resourceType() === 'script' || /\.m?js$/.test(new URL(request.url()).pathname);

/** The script a request fetched (URL and body), once it has come; undefined if it was none or failed. */
async function scriptOf(request: Request): Promise<FetchedScript | undefined> {
  const response = await request.response();
  if (!response) return undefined;
  const isScript = request.resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
  return isScript ? { url: response.url(), body: await response.text() } : undefined;
}

/**
 * Every request URL of the page, and its scripts: scripts() waits for every script requested so
 * far to have come (or failed), and returns them (URL and body).
 */
function recordNetwork(page: Page) {
  const urls: string[] = [];
  const scripts: Promise<FetchedScript | undefined>[] = [];
  page.on('request', (request) => {
    urls.push(request.url());
    if (mayBeScript(request)) scripts.push(scriptOf(request));
  });
  return {
    urls,
    scripts: async () => (await Promise.all(scripts)).filter((script): script is FetchedScript => script !== undefined),
  };
}

const urlsOf = (scripts: FetchedScript[], pattern: RegExp) =>
  scripts.filter(({ body }) => pattern.test(body)).map(({ url }) => url);

test.describe('auth on a signed-out page view', () => {
  for (const { path, area } of ROUTES) {
    test(`${path} shows its content and fetches no Firestore or Firebase SDK code`, async ({ page }) => {
      const network = recordNetwork(page);
      await page.goto(path);
      // The area's code runs: the shell's code started, made its first auth check (content waits
      // for it) and loaded the area, so whatever Firebase code a signed-out view would fetch has
      // been asked for by now. Every script asked for so far counts, once it has come.
      await expectArea(page, area);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      const scripts = await network.scripts();

      // The check saw the code that did load: the shell's auth start-up, which names the
      // lazily loaded Firebase chunk without fetching it, and the area's remote entry.
      expect(urlsOf(scripts, /connect-firebase/)).not.toEqual([]);
      expect(scripts.map(({ url }) => url)).toContainEqual(expect.stringMatching(/remoteEntry[^/]*\.js$/));

      expect(network.urls.filter((url) => /firestore|googleapis/i.test(url))).toEqual([]);
      // The SDK's own host names it (the signed-in test below proves the signature finds it); the
      // bare word would also match the shell's config validation of `emulators.firestore`.
      expect(urlsOf(scripts, /firestore\.googleapis\.com/), 'scripts containing Firestore code').toEqual([]);
      // Nor Firebase Auth: with no stored user the first check needs no SDK at all.
      expect(urlsOf(scripts, /identitytoolkit/i), 'scripts containing Firebase Auth code').toEqual([]);
    });
  }

  test('the auth service is not exposed on window in production', async ({ page }) => {
    await page.goto('/about');
    await expectArea(page, 'home-about');
    expect(await page.evaluate(() => 'schoolAuth' in window)).toBe(false);
  });
});

test.describe('auth for a returning signed-in user', () => {
  // The webServer (scripts/serve.mjs) runs the Auth emulator; this starts one only if it is not there.
  let emulator: Awaited<ReturnType<typeof startAuthEmulator>> | undefined;
  test.describe.configure({ timeout: 180_000 });
  test.beforeAll(async () => {
    emulator = await startAuthEmulator({ log: () => {} });
  });
  test.afterAll(() => emulator?.stop());

  test('gets content after the first check, with Firestore fetched for the profile', async ({ page, request }) => {
    const response = await request.post(
      `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${API_KEY}`,
      {
        data: { email: `returning-${crypto.randomUUID()}@example.com`, password: 'secret123', returnSecureToken: true },
      },
    );
    const account = await response.json();
    // What Firebase's local persistence keeps for a signed-in user.
    const storedUser = {
      uid: account.localId,
      email: account.email,
      emailVerified: false,
      isAnonymous: false,
      providerData: [],
      stsTokenManager: {
        refreshToken: account.refreshToken,
        accessToken: account.idToken,
        expirationTime: Date.now() + 3_600_000,
      },
      createdAt: String(Date.now()),
      lastLoginAt: String(Date.now()),
      apiKey: API_KEY,
      appName: '[DEFAULT]',
    };
    // And the site's own note of the sign-in, which the shell wrote when Firebase reported it.
    await page.addInitScript(
      ({ key, value, note }) => {
        localStorage.setItem(key, value);
        localStorage.setItem(note, JSON.parse(value).apiKey);
      },
      { key: STORED_USER_KEY, value: JSON.stringify(storedUser), note: KEPT_SIGN_IN_KEY },
    );
    // No Firestore emulator runs here: the profile read fails fast and the role stays empty.
    const firestoreCalls: string[] = [];
    await page.route('https://firestore.googleapis.com/**', (route) => {
      firestoreCalls.push(`${route.request().url()} ${route.request().postData() ?? ''}`);
      return route.abort('internetdisconnected');
    });
    const network = recordNetwork(page);

    await page.goto('/about');
    await expectArea(page, 'home-about');
    // The profile read, which needs both SDKs: Firestore asks for the user's document (refused
    // here, and retried by the SDK, so the network may never be idle).
    await expect
      .poll(() => firestoreCalls)
      .toContainEqual(expect.stringContaining(`/documents/users/${account.localId}`));
    const scripts = await network.scripts();

    expect(urlsOf(scripts, /identitytoolkit/i), 'the Firebase Auth SDK').not.toEqual([]);
    expect(urlsOf(scripts, /firestore\.googleapis\.com/), 'the Firestore SDK').not.toEqual([]);
    // Still signed in: Firebase accepted the stored session.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_USER_KEY)).toContain(account.localId);
  });
});
