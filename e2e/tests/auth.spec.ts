import type { Page } from '@playwright/test';
import { startAuthEmulator } from '../../scripts/auth-emulator.mjs';
import { expect, expectArea, test } from './fixtures';
import { ROUTES } from './route-table';

// As in deploy/local/config.json.
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const API_KEY = 'demo-api-key';
const STORED_USER_KEY = `firebase:authUser:${API_KEY}:[DEFAULT]`;

interface FetchedScript {
  url: string;
  body: string;
}

/** Every request URL and every JavaScript response (URL and body) of the page. */
function recordNetwork(page: Page) {
  const urls: string[] = [];
  const scripts: Promise<FetchedScript>[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', (response) => {
    const isScript =
      response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (isScript) scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  return { urls, scripts: () => Promise.all(scripts) };
}

const urlsOf = (scripts: FetchedScript[], pattern: RegExp) =>
  scripts.filter(({ body }) => pattern.test(body)).map(({ url }) => url);

test.describe('auth on a signed-out page view', () => {
  for (const { path, area } of ROUTES) {
    test(`${path} shows its content and fetches no Firestore or Firebase SDK code`, async ({ page }) => {
      const network = recordNetwork(page);
      // The contact map's frame goes to Google, which this sandbox cannot reach: a connection that
      // hangs there would keep the network from ever being idle. It is no script of ours.
      await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => route.abort());
      await page.goto(path);
      await expectArea(page, area);
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      // Whatever the page still loads after its content appears counts too.
      await page.waitForLoadState('networkidle');
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
    await page.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: STORED_USER_KEY,
      value: JSON.stringify(storedUser),
    });
    // No Firestore emulator runs here: the profile read fails fast and the role stays empty.
    const firestoreCalls: string[] = [];
    await page.route('https://firestore.googleapis.com/**', (route) => {
      firestoreCalls.push(`${route.request().url()} ${route.request().postData() ?? ''}`);
      return route.abort('internetdisconnected');
    });
    const network = recordNetwork(page);

    await page.goto('/about');
    await expectArea(page, 'home-about');
    await page.waitForLoadState('networkidle');
    const scripts = await network.scripts();

    expect(urlsOf(scripts, /identitytoolkit/i), 'the Firebase Auth SDK').not.toEqual([]);
    expect(urlsOf(scripts, /firestore\.googleapis\.com/), 'the Firestore SDK').not.toEqual([]);
    expect(firestoreCalls).toContainEqual(expect.stringContaining(`/documents/users/${account.localId}`));
    // Still signed in: Firebase accepted the stored session.
    expect(await page.evaluate((key) => localStorage.getItem(key), STORED_USER_KEY)).toContain(account.localId);
  });
});
