import type { Page, Route } from '@playwright/test';
import { consoleErrors, expect, expectArea, test } from '../fixtures';
import { CONTENT_WAIT_MS } from '../../../shell/src/early-script/start-app';
import { holdAreaCode, refuseAreaCode } from '../code-arrival';
import { onRemote, SHELL_ORIGIN } from '../local-apps';
import { ROUTES } from '../route-table';
import { builtPageOfRoute } from '@school/shared/site-layout';
import { KEPT_SIGN_IN_KEY } from '../../../shell/src/auth/kept-sign-in';

/** Any file of any remote. */
const REMOTE_FILES = onRemote();

/** Each route's own words, as the spec gives them: they must read from the HTML alone. */
const TEXTS: Record<string, (string | RegExp)[]> = {
  '/': ['Welcome to Al-Ihsan School', '200+'],
  '/about': ['About Us', 'Anthem, Pledge and Prayer'],
  '/admissions': ['₦43,230', 'Registration fee: ₦5,000, paid once (one-time).'],
  '/academics': ['1:16', 'Teacher-student ratio'],
  '/news-events': ['News & Events', 'Latest News'],
  '/newsletter': ['Subscribe to Our Newsletter', 'School Updates Weekly'],
  '/jobs': ['Career Opportunities', 'Mathematics Teacher'],
  '/contact': ['Contact Us', '0803 123 4567', '8:00 AM-4:00 PM'],
};

/** Every route of the table (a new page needs its words here), its area from the table. */
const ROUTE_TEXTS = ROUTES.map(({ path, area }) => {
  const texts = TEXTS[path];
  if (!texts) throw new Error(`content-first.spec.ts: say which words ${path} must read with`);
  return { path, area, texts };
});

/** The area's code has taken over the fragment: mounted over the prerendered root, not in its place. */
async function expectHydrated(page: Page, area: string) {
  await expectArea(page, area);
  await expect(page.locator(`[data-area-host="${area}"] [data-area-root] > [data-boundary="${area}"]`)).toHaveCount(1);
}

test.describe('without the remotes’ code', () => {
  for (const route of ROUTE_TEXTS) {
    test(`${route.path} still reads: its own content inside the layout, with a Retry`, async ({ page }) => {
      await refuseAreaCode(page);
      await page.goto(route.path);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const area = page.locator(`main [data-boundary="${route.area}"]`);
      for (const text of route.texts) await expect(area.getByText(text, { exact: true }).first()).toBeVisible();
      const notice = page.getByTestId('area-unfinished');
      await expect(notice.getByText('This page has not finished loading')).toBeVisible();
      await expect(notice.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(page.getByTestId('area-fallback')).toHaveCount(0);
    });
  }

  test('Home’s spinner gives way to its content 1.5 s after the page began, by CSS alone', async ({ page }) => {
    await refuseAreaCode(page);
    // When each first became visible, in ms since the page began (rendering, not polling, decides).
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      Object.assign(window, { __seen: seen });
      const look = () => {
        const home = document.querySelector('[data-boundary="home-about"]');
        const spinner = home?.querySelector('[role="status"]');
        const heading = home?.querySelector('h1');
        if (spinner?.checkVisibility({ visibilityProperty: true })) seen.spinner ??= performance.now();
        if (heading?.checkVisibility({ visibilityProperty: true })) seen.content ??= performance.now();
        if (home) seen.fragment ??= performance.now();
        if (seen.content === undefined) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/');
    const home = page.locator('main [data-boundary="home-about"]');
    await expect(home.getByRole('heading', { level: 1, name: 'Welcome to Al-Ihsan School' })).toBeVisible();
    await expect(home.getByRole('status').filter({ hasText: 'Loading the home page' })).toBeHidden();
    const seen = await page.evaluate(() => (window as unknown as { __seen: Record<string, number> }).__seen);
    expect(seen.content).toBeGreaterThanOrEqual(1500);
    // The fragment came before 1.5 s had passed: its spinner showed until then.
    if (seen.fragment! < 1400) expect(seen.spinner).toBeLessThan(seen.content!);
  });
});

test.describe('hydration', () => {
  for (const route of ROUTE_TEXTS) {
    test(`${route.path}: the code hydrates the prerendered HTML, with no error and the same nodes`, async ({
      page,
    }) => {
      const errors = consoleErrors(page);
      const release = await holdAreaCode(page);
      await page.goto(route.path);
      const heading = page.locator(`main [data-boundary="${route.area}"] h1`).first();
      await expect(heading).toBeAttached();
      await heading.evaluate((node) => Object.assign(node, { __prerendered: true }));
      await release();
      await expectHydrated(page, route.area);
      expect(await heading.evaluate((node) => (node as { __prerendered?: boolean }).__prerendered)).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('a value typed before hydration survives it and is sent', async ({ page, formPosts }) => {
    const release = await holdAreaCode(page);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel(/Full Name/).fill('Aisha Bello');
    await form.getByLabel(/Email Address/).fill('aisha@example.com');
    await release();
    await expectHydrated(page, 'contact-newsletter');
    await expect(form.getByLabel(/Full Name/)).toHaveValue('Aisha Bello');
    await form.getByLabel(/Subject/).selectOption('fees');
    await form.getByLabel(/Message/).fill('May we visit on Monday?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => formPosts.length).toBe(1);
    expect(formPosts[0]!.json).toMatchObject({ name: 'Aisha Bello', email: 'aisha@example.com', subject: 'fees' });
  });

  test('Apply Now tapped before hydration leads at once to the application’s own page; after, it opens the dialog', async ({
    page,
  }) => {
    const release = await holdAreaCode(page);
    await page.goto('/jobs');
    const card = page.getByRole('article', { name: 'English Language Teacher' });
    // A link until the code runs: the browser follows it, nothing is held, nothing waits for the code.
    await card.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL('/jobs/apply/english-language-teacher');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Apply for: English Language Teacher' })).toBeVisible();
    await expect(main.getByLabel('Position')).toHaveValue('English Language Teacher');
    await page.goBack();
    await release();
    await expectHydrated(page, 'careers');
    const applyNow = card.getByRole('button', { name: 'Apply Now' });
    await applyNow.click();
    const dialog = page.getByRole('dialog', { name: 'Apply for: English Language Teacher' });
    await expect(dialog.getByLabel('Position')).toHaveValue('English Language Teacher');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(applyNow).toBeFocused();
  });

  test('a filter tapped before hydration says it is loading, then filters', async ({ page }) => {
    const release = await holdAreaCode(page);
    await page.goto('/jobs');
    const filter = page.getByRole('group', { name: 'Filter positions by category' });
    const administrative = filter.getByRole('button', { name: 'Administrative' });
    await administrative.click();
    await expect(administrative).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('area-unfinished')).toContainText('Still loading');
    await release();
    await expect(administrative).toHaveAttribute('aria-pressed', 'true');
    await expect(administrative).not.toHaveAttribute('aria-busy');
    await expect(page.getByText('0 open positions')).toBeVisible();
    await expect(page.getByTestId('area-unfinished')).toHaveCount(0);
  });

  test('HTML from another build of the remote (redeployed in between) is rendered afresh, cleanly', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    // The page as a deploy wrote it with a live copy of another build than the one remotes.json names.
    await page.route(`${SHELL_ORIGIN}/jobs`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(data-area-fragment="careers" data-build=")[^"]*"/,
        '$120200101T000000Z-0000"',
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/jobs');
    const careers = page.locator('main [data-boundary="careers"]');
    await expect(careers.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
    await expect.poll(() => page.locator('main [data-area-fragment]').count()).toBe(0);
    await expect(page.locator('main [data-boundary="careers"]')).toHaveCount(1);
    await page.getByRole('article', { name: 'Mathematics Teacher' }).getByRole('button', { name: 'Apply Now' }).click();
    await expect(page.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('for a visitor with a kept sign-in, the page waits for the first auth check', async ({ page }) => {
  // A kept sign-in whose session is not valid: Firebase checks it and signs the visitor out.
  await page.addInitScript((note) => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    localStorage.setItem(note, 'demo-api-key');
  }, KEPT_SIGN_IN_KEY);
  const firebase: Route[] = [];
  await page.route(/\/assets\/connect-firebase-[\w-]+\.js$/, (route) => void firebase.push(route));
  await page.goto('/jobs');
  await expect(page.locator('#area-fragment [data-boundary="careers"]')).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeHidden();
  await expect.poll(() => firebase.length).toBeGreaterThan(0);
  await Promise.all(firebase.map((route) => route.continue()));
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
});

test('the content comes with the page’s HTML, written in by the remote’s deploy from its current build, whose code then comes', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  const build = new URL('.', new URL(remotes.mfe_careers!, SHELL_ORIGIN)).href;
  const buildId = build.split('/').at(-2)!;
  const html = await (await page.request.get('/jobs')).text();
  expect(html).toContain(`<div data-area-fragment="careers" data-build="${buildId}" data-path="/jobs">`);
  // Nothing is fetched for the content: no preload, no live copy.
  expect(html.includes('rel="preload"')).toBe(false);
  await page.goto('/jobs');
  await expectHydrated(page, 'careers');
  expect(requests[0]).toBe(`${SHELL_ORIGIN}/jobs`);
  expect(requests.filter((url) => url.includes('/fragments/') || url.includes('/live/'))).toEqual([]);
  expect(requests.filter((url) => REMOTE_FILES.test(url) && !url.startsWith(build))).toEqual([]);
  expect(requests.filter((url) => url.startsWith(build) && /\.js(\?|$)/.test(url)).length).toBeGreaterThan(0);
});

test('a page whose content is not written in yet (its remote never deployed) is rendered by the area’s code, fetching no fragment', async ({
  page,
}) => {
  const built = await (await page.request.get(builtPageOfRoute('/jobs'))).text();
  // Its slot is empty.
  expect(/<div id="area-fragment" data-remote="mfe-careers" data-path="\/jobs"><\/div>/.test(built)).toBe(true);
  await page.route(`${SHELL_ORIGIN}/jobs`, (route) =>
    route.fulfill({ body: built, contentType: 'text/html; charset=utf-8' }),
  );
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  await expectArea(page, 'careers');
  expect(requests.filter((url) => url.includes('/fragments/') || url.includes('/live/'))).toEqual([]);
});

test('the content is on screen before the shell’s code is even requested', async ({ page }) => {
  const html = await (await page.request.get('/jobs')).text();
  expect(html).not.toContain('<script type="module"');
  expect(html).not.toContain('<link rel="modulepreload"');
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.getElementById('area-fragment')?.hasChildNodes()) return;
      Object.assign(window, { contentAt: performance.now() });
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/jobs');
  await expectHydrated(page, 'careers');
  const { contentAt, codeAt, htmlAt } = await page.evaluate(() => ({
    contentAt: (window as { contentAt?: number }).contentAt,
    codeAt: Math.min(
      ...performance
        .getEntriesByType('resource')
        .filter(({ name }) => name.startsWith(`${location.origin}/`) && /\.js(\?|$)/.test(name))
        .map((entry) => entry.startTime),
    ),
    htmlAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseStart,
  }));
  expect(contentAt).toBeGreaterThan(0);
  // The code waits for the content unless the content is later than CONTENT_WAIT_MS (a busy
  // test machine can make it so), counted from the early script's start, which is after htmlAt.
  if (codeAt < contentAt!) expect(codeAt).toBeGreaterThanOrEqual(htmlAt + CONTENT_WAIT_MS);
});

test('the Menu opens and closes the navigation before the shell’s code runs, which then keeps its state', async ({
  page,
}) => {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/mf-entry-bootstrap-[\w-]+\.js$/, (route) =>
    released ? route.continue() : void held.push(route),
  );
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeVisible();
  await expect.poll(() => held.length).toBe(1);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await expectArea(page, 'careers');
  // The shell hydrated the same header: the menu is still open, and says so.
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});
