import type { Page, Response } from '@playwright/test';
import { liveCopyOf } from '@school/shared/site-layout';
import { SINGLETON_SIGNATURES } from '../../../scripts/singleton-signatures.mjs';
import { consoleErrors, expect, expectArea, test } from '../fixtures';
import { overrideRemotes, serveDist, serveNothing } from '../remote-servers';
import { SHELL_ORIGIN } from '../local-apps';
import { ROUTES, titleOf } from '../route-table';

/** Marks the current document; the mark survives only client-side navigation. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

for (const route of ROUTES) {
  test(`${route.path} renders its area inside the layout, deep-linked and reloaded`, async ({ page }) => {
    for (const load of [() => page.goto(route.path), () => page.reload()]) {
      await load();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectArea(page, route.area);
      await expect(page.locator(`[data-boundary="${route.area}"] h1`)).toBeVisible();
      await expect(page).toHaveTitle(titleOf(route));
      // The routes' links (the navigation also has its Close menu link for older engines).
      await expect(page.locator('nav[aria-label="Main"] li a')).toHaveCount(8);
    }
  });
}

test('the nav marks the current page and switches areas without a page load', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await expectArea(page, 'home-about');
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

  await nav.getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL('/jobs');
  await expectArea(page, 'careers');
  await expect(page.locator('[data-boundary="home-about"]')).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  await expect(page).toHaveTitle('Careers | Al-Ihsan School');

  await nav.getByRole('link', { name: 'News & Events' }).click();
  await expectArea(page, 'news');
  await page.goBack();
  await expect(page).toHaveURL('/jobs');
  await expectArea(page, 'careers');
  await expectSameDocument(page);
});

test('moving between two pages of one area updates it in place', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  await expectArea(page, 'home-about');
  const boundary = await page.locator('[data-boundary="home-about"]').elementHandle();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Academics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible();
  expect(await boundary!.evaluate((node) => node.isConnected)).toBe(true);
});

test('a link inside an area navigates without a page load', async ({ page }) => {
  await page.goto('/');
  await expectArea(page, 'home-about');
  await markDocument(page);
  await page.locator('[data-boundary="home-about"]').getByRole('link', { name: 'Apply Now' }).first().click();
  await expect(page).toHaveURL('/admissions');
  await expectArea(page, 'admissions');
  await expectSameDocument(page);
});

test('the footer links and Subscribe button navigate without a page load', async ({ page }) => {
  await page.goto('/contact');
  await expectArea(page, 'contact-newsletter');
  await markDocument(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/jobs');
  for (const [name, href] of <const>[
    ['About', '/about'],
    ['Admissions', '/admissions'],
    ['Academics', '/academics'],
    ['Contact', '/contact'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute('rel', 'noopener noreferrer');
  await footer.getByRole('link', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL('/newsletter');
  await expect(page).toHaveTitle('Newsletter | Al-Ihsan School');
  await expectSameDocument(page);
});

test('the logo link reloads the page', async ({ page }) => {
  await page.goto('/about');
  await expectArea(page, 'home-about');
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'Al-Ihsan School' }).click();
  await expect(page).toHaveURL('/');
  await expectArea(page, 'home-about');
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
});

test('the mobile menu opens, closes, and closes after navigation', async ({ page }) => {
  await page.goto('/');
  // The shell's own header, not the first paint's (a tap on that one is held: content-first.spec.ts).
  await expectArea(page, 'home-about');
  const button = page.getByRole('button', { name: 'Menu' });
  const nav = page.locator('nav[aria-label="Main"]');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expect(button).toHaveAttribute('aria-controls', (await nav.getAttribute('id'))!);

  await button.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toBeHidden();

  await button.click();
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/contact');
  await expectArea(page, 'contact-newsletter');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('an unknown path answers 404 and shows the not-found page inside the layout', async ({ page, axe }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Al-Ihsan School');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expectArea(page, 'home-about');
  expect(await axe()).toEqual([]);
});

/**
 * Long enough for a busy test machine. How soon the fallback shows (within 10 s) is a budget,
 * measured on a quiet machine by `pnpm bench`, not by a timed test.
 */
const FALLBACK_WAIT_MS = 20_000;

test.describe('a failed remote never blanks the site', () => {
  test('a remote whose server refuses connections shows the fallback; Retry recovers once it is back', async ({
    page,
  }) => {
    test.slow();
    const port = 4191;
    await overrideRemotes(page, { mfe_careers: `http://localhost:${port}/mf-manifest.json` });
    page.on('console', () => {});
    await page.goto('/jobs');
    await expect(page.getByTestId('area-fallback')).toBeVisible({ timeout: FALLBACK_WAIT_MS });
    await expect(page.getByRole('alert')).toHaveText(/This part of the site could not be loaded/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    // The rest of the site keeps working, without a reload.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admissions' }).click();
    await expectArea(page, 'admissions');
    await page.goBack();
    await expect(page.getByTestId('area-fallback')).toBeVisible({ timeout: FALLBACK_WAIT_MS });

    const stop = await serveDist('mfe-careers', port);
    try {
      await page.getByRole('button', { name: 'Retry' }).click();
      await expectArea(page, 'careers');
      await expect(page.getByTestId('area-fallback')).toHaveCount(0);
    } finally {
      await stop();
    }
  });

  test('a remote that never answers shows the fallback; Retry recovers once it is back', async ({ page }) => {
    test.slow();
    const port = 4192;
    let stopHanging = await serveNothing(port);
    try {
      await overrideRemotes(page, { mfe_news: `http://localhost:${port}/mf-manifest.json` });
      await page.goto('/news-events');
      await expect(page.getByTestId('area-fallback')).toBeVisible({ timeout: FALLBACK_WAIT_MS });
      await expect(page.getByRole('banner')).toBeVisible();

      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await expectArea(page, 'contact-newsletter');
      await page.goBack();
      await expect(page.getByTestId('area-fallback')).toBeVisible({ timeout: FALLBACK_WAIT_MS });

      await stopHanging();
      stopHanging = await serveDist('mfe-news', port);
      await page.getByRole('button', { name: 'Retry' }).click();
      await expectArea(page, 'news');
    } finally {
      await stopHanging();
    }
  });
});

test('a remote hosted elsewhere needs only its remotes.json entry, and logs no error', async ({ page }) => {
  const port = 4193;
  const stop = await serveDist('mfe-news', port);
  try {
    const errors = consoleErrors(page);
    const newsFrom = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.port === String(port)) newsFrom.add('elsewhere');
      // The site's live copy of its page is asked for first (the move's notice, which sends the page on).
      const onSite = url.pathname.startsWith('/apps/news/') && !url.pathname.startsWith(liveCopyOf('news'));
      if (url.origin === SHELL_ORIGIN && onSite) newsFrom.add('site');
    });
    await overrideRemotes(page, { mfe_news: `http://localhost:${port}/mf-manifest.json` });
    await page.goto('/news-events');
    await expectArea(page, 'news');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    expect([...newsFrom]).toEqual(['elsewhere']);
    expect(errors).toEqual([]);
  } finally {
    await stop();
  }
});

test('React DOM, React Router, Emotion, single-spa and the federation runtime are fetched once, from the shell, not once per remote', async ({
  page,
}) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto('/');
  await expectArea(page, 'home-about');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await expectArea(page, 'careers');

  const urls = scripts.map((response) => response.url());
  /** "shell", or the remote whose build folder on the site a script came from. */
  const appOf = (url: string) => /^\/apps\/([\w-]+)\//.exec(new URL(url).pathname)?.[1] ?? 'shell';
  expect(new Set(urls.map(appOf)), 'scripts came from the shell and both remotes').toEqual(
    new Set(['shell', 'home-about', 'careers']),
  );
  expect(
    urls.filter((url, index) => urls.indexOf(url) !== index),
    'scripts fetched twice',
  ).toEqual([]);

  // Each library is told by a string of its own code (as the bench counts them), never by the
  // federation plugin's chunk names. The shell provides every one; a remote's copy would be a second.
  const bodies = await Promise.all(
    scripts.map(async (response) => ({ url: response.url(), body: await response.text() })),
  );
  for (const [name, signature] of Object.entries(SINGLETON_SIGNATURES)) {
    const copies = bodies.filter(({ body }) => signature.test(body)).map(({ url }) => appOf(url));
    expect(copies, `copies of ${name}, by app`).toEqual(['shell']);
  }
});
