import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { listApps } from '../../../scripts/apps.mjs';
import { prepareDeploy } from '../../../scripts/deploy.mjs';
import { createLocalHosting } from '../../../scripts/release/local-hosting.mjs';
import { GRACE_PERIOD_MS } from '../../../scripts/release/release-history.mjs';
import { createSiteServer } from '../../../scripts/static-server.mjs';
import { expect, expectArea, test } from '../fixtures';
import { SHELL_ORIGIN } from '../local-apps';
import { copyRelease, nextRelease, removeRelease } from '../next-release';
import { distOf } from '../remote-servers';
import { ROUTES, routeOf } from '../route-table';
import { featureCard } from '../mfe-home-about/feature-cards';

// The site's service worker (shell/src/offline): pages a parent has read stay readable with the
// line down or stalled, deploys stay independent, and the kill switch retires it. Every other spec
// blocks service workers (playwright.config.ts); these allow them.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTE = 'Your phone is offline. What you typed is kept here: send it again when the connection is back.';
const CONTACT_ERROR = 'There was an error sending your message. Please try again.';
const SAVED_NOTICE =
  /^The site did not answer, so this is the copy of this page saved on this phone on \d{1,2} \w+ \d{4} at \d{2}:\d{2}\.$/;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const savedNotice = (page: Page) => page.getByRole('status').filter({ hasText: /saved on this phone/ });

async function openFromMenu(page: Page, label: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
}

/**
 * The worker controls the page, and has kept the page and every file of the site it has loaded
 * (the HTML, the fragment, /remotes.json, the shell's and the area's code).
 */
async function expectKept(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!navigator.serviceWorker.controller) return ['no worker controls the page'];
          const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
          const urls = [location.pathname, ...loaded.filter((url) => new URL(url).origin === location.origin)];
          const kept = await Promise.all(urls.map(async (url) => ((await caches.match(url)) ? null : url)));
          return kept.filter(Boolean);
        }),
      { timeout: 20_000, message: 'files not kept yet' },
    )
    .toEqual([]);
}

test('pages read before stay readable offline, with a saved-when notice; a page never opened shows the offline page; a form says the phone is offline', async ({
  page,
  context,
  failFormEndpoint,
}) => {
  // Five pages opened, kept, then read again offline, and a form sent offline: on CI's two busy
  // cores this comes close to the default limit.
  test.setTimeout(60_000);
  await page.goto('/about');
  await expectArea(page, 'home-about');
  await expectKept(page);
  await openFromMenu(page, 'Careers');
  await expectArea(page, 'careers');
  await expectKept(page);
  await openFromMenu(page, 'Contact');
  await expectArea(page, 'contact-newsletter');
  await expectKept(page);
  await expect(savedNotice(page)).toHaveCount(0);

  await context.setOffline(true);
  const kept = await page.goto('/about');
  // The worker sends the kept page whole: its kept fragment is in the HTML, as in a static page.
  expect(await kept!.text()).toContain('data-area-fragment="home-about"');
  await expect(heading(page)).toHaveText('About Us');
  await expect(savedNotice(page)).toHaveText(SAVED_NOTICE);
  await expectArea(page, 'home-about');

  // Careers, opened through the menu, offline: its content and a working filter.
  await openFromMenu(page, 'Careers');
  await expect(heading(page)).toHaveText('Career Opportunities');
  await expectArea(page, 'careers');
  const teaching = page.getByRole('button', { name: 'Teaching Positions' });
  await teaching.click();
  await expect(teaching).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Open Positions' }).getByRole('article')).toHaveCount(2);

  // Admissions was never opened: the offline page, in the layout, with what can be read.
  await page.goto('/admissions');
  await expect(heading(page)).toHaveText('You are offline');
  await expect(page).toHaveTitle('You are offline | Al-Ihsan School');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/admissions');
  const list = page.getByRole('main').getByRole('list');
  await expect(list.getByRole('link')).toHaveText(['/about', '/jobs', '/contact'].map((path) => routeOf(path).title));
  await expect(list.getByRole('link', { name: routeOf('/jobs').title })).toHaveAttribute('href', '/jobs');

  // A form sent offline: the spec's error, the offline note, and nothing typed is lost.
  await page.goto('/contact');
  await expectArea(page, 'contact-newsletter');
  await failFormEndpoint('network');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel(/Full Name/).fill('Aisha Bello');
  await form.getByLabel(/Email Address/).fill('aisha@example.com');
  await form.getByLabel(/Subject/).selectOption('fees');
  await form.getByLabel(/Message/).fill('When is the second instalment due?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText(`${CONTACT_ERROR}${OFFLINE_NOTE}`);
  await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText([CONTACT_ERROR, OFFLINE_NOTE]);
  await expect(form.getByLabel(/Full Name/)).toHaveValue('Aisha Bello');
  await expect(form.getByLabel(/Message/)).toHaveValue('When is the second instalment due?');

  // Back online: the page is the network's again, with no notice.
  await context.setOffline(false);
  await page.goto('/about');
  await expectArea(page, 'home-about');
  await expect(savedNotice(page)).toHaveCount(0);
});

test('offline, kept pages work: the accordion, a news tab, its calendar links, the Apply Now dialog', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expectArea(page, 'home-about');
  await expectKept(page);
  await openFromMenu(page, 'News & Events');
  await expectArea(page, 'news');
  await expectKept(page);
  await openFromMenu(page, 'Careers');
  await expectArea(page, 'careers');
  await expectKept(page);

  await context.setOffline(true);
  await page.goto('/');
  await expectArea(page, 'home-about');
  const feature = featureCard(page)('Academic Excellence');
  await feature.heading.click();
  await expect(feature.details).toHaveAttribute('open');
  await expect(feature.details.getByText('record of full BECE passes', { exact: false })).toBeVisible();

  // Loaded whole offline (it was opened through the menu before).
  await page.goto('/news-events');
  await expect(savedNotice(page)).toHaveText(SAVED_NOTICE);
  await expectArea(page, 'news');
  const news = page.locator('[data-boundary="news"]');
  await news.getByRole('tab', { name: 'Upcoming Events' }).click();
  await expect(news.getByRole('tab', { name: 'Upcoming Events' })).toHaveAttribute('aria-selected', 'true');
  const event = news
    .getByRole('tabpanel')
    .getByRole('article')
    .filter({ hasText: "Annual Qur'an Recitation Competition" });
  // The event's calendar file is a file of its own, which the worker leaves to the network as it
  // does the school calendar: the kept page still links to it, for when the line is back.
  const calendar = event.getByRole('link', { name: /^Add to calendar/ });
  await expect(calendar).toHaveAttribute('href', '/news-events/events/quran-recitation-competition-2026.ics');
  await expect(calendar).toHaveAttribute('download', 'quran-recitation-competition-2026.ics');

  await page.goto('/jobs');
  await expectArea(page, 'careers');
  await page.getByRole('article', { name: 'Mathematics Teacher' }).getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Apply for: Mathematics Teacher' })).toBeVisible();
});

test('the offline page lists nothing yet when no page has been kept', async ({ page, context }) => {
  await page.goto('/newsletter');
  await expectArea(page, 'contact-newsletter');
  await expectKept(page);
  await page.evaluate(async () => (await caches.open('school-pages')).delete('/newsletter'));
  await context.setOffline(true);
  const answer = await page.goto('/academics');
  await expect(heading(page)).toHaveText('You are offline');
  // The worker's answer carries the site's document headers, as every page does.
  const headers = answer!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('main').getByRole('list')).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText(
    'None yet: the pages you open while online are saved on this phone for reading offline.',
  );
});

/** A proxy of the site that, when told, takes page requests and never answers them. */
async function stallingProxy(port: number) {
  const pages = new Set(ROUTES.map((route) => route.path));
  const state = { stallPages: false };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (state.stallPages && pages.has(path)) return; // accepted, never answered
    const upstream = forward(`${SHELL_ORIGIN}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { origin: `http://localhost:${port}`, state, close };
}

test('a page whose HTML stalls shows its kept copy within 4 s', async ({ page }) => {
  const proxy = await stallingProxy(4197);
  try {
    await page.goto(`${proxy.origin}/about`);
    await expectArea(page, 'home-about');
    await expectKept(page);
    proxy.state.stallPages = true;
    const started = Date.now();
    await page.goto(`${proxy.origin}/about`, { waitUntil: 'commit', timeout: 4_000 });
    await expect(heading(page)).toHaveText('About Us', { timeout: Math.max(0, 4_000 - (Date.now() - started)) });
    await expect(savedNotice(page)).toHaveText(SAVED_NOTICE);
  } finally {
    await proxy.close();
  }
});

test.describe('deploys with the worker', () => {
  // A site of its own, deployed through the production deploy code, as the redeploy drills do.
  const PORT = 4198;
  const SITE = `http://localhost:${PORT}`;
  const quiet = () => {};
  let store: string;
  let hosting: ReturnType<typeof createLocalHosting>;
  let server: Server;

  test.describe.configure({ mode: 'serial' });
  test.beforeEach(async () => {
    store = mkdtempSync(join(tmpdir(), 'school-offline-site-'));
    hosting = createLocalHosting({ dir: store });
    for (const app of listApps()) await prepareDeploy(app, 'local').run(hosting, { log: quiet });
    server = createSiteServer({ hosting });
    await new Promise<void>((resolve) => server.listen(PORT, resolve));
  });
  test.afterEach(async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    rmSync(store, { recursive: true, force: true });
  });

  test('a remote redeployed and its old build pruned while a page is open: the page keeps its build from the cache; the next load shows the new build', async ({
    page,
  }) => {
    const first = copyRelease(distOf('mfe-home-about'));
    const second = nextRelease(first, [['About Us', 'About Us, renewed']]);
    const third = nextRelease(second, [['About Us, renewed', 'About Us, renewed again']]);
    const deploy = (release: typeof first, daysLater: number) =>
      prepareDeploy({ dir: 'mfe-home-about', distDir: release.dir, isShell: false }, 'local').run(hosting, {
        log: quiet,
        now: Date.now() + daysLater * 24 * 3600 * 1000,
      });
    try {
      await page.goto(`${SITE}/about`);
      await expectArea(page, 'home-about');
      await expectKept(page);
      const oldFiles = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.includes('/apps/home-about/') && !url.includes('/live/')),
      );
      expect(oldFiles.length).toBeGreaterThan(3);

      await deploy(second, 0);
      const { pruned } = (await deploy(third, GRACE_PERIOD_MS / (24 * 3600 * 1000) + 1)) as { pruned: string[] };
      expect(pruned).toEqual([first.buildId]);
      for (const url of oldFiles) expect((await fetch(url)).status, `${url} is pruned from the site`).toBe(404);

      // The open page still has every file of its build, from the worker's cache.
      const statuses = await page.evaluate(
        (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).status)),
        oldFiles,
      );
      expect(statuses).toEqual(oldFiles.map(() => 200));
      await openFromMenu(page, 'Academics');
      await expect(heading(page)).toHaveText('Academics');
      await expectArea(page, 'home-about');
      await expect(page.getByTestId('area-fallback')).toHaveCount(0);

      await page.goto(`${SITE}/about`);
      await expect(heading(page)).toHaveText('About Us, renewed again');
      await expectArea(page, 'home-about');
    } finally {
      for (const release of [first, second, third]) removeRelease(release);
    }
  });

  test('a new shell build takes over without the parent doing anything: the open page goes on, the next load is the new build’s, and the kept pages are the new build’s too', async ({
    page,
    context,
  }) => {
    // The shell's next build: its pages marked, and a worker that differs (as any new build's does).
    const next = mkdtempSync(join(tmpdir(), 'school-next-shell-'));
    cpSync(distOf('shell'), next, { recursive: true });
    for (const entry of readdirSync(next, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = join(entry.parentPath, entry.name);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace('<head>', '<head><meta name="school-build" content="next">'),
      );
    }
    writeFileSync(join(next, 'sw.js'), `${readFileSync(join(next, 'sw.js'), 'utf8')}\n// the next build\n`);
    const nextBuild = page.locator('meta[name="school-build"]');
    try {
      await page.goto(`${SITE}/about`);
      await expectArea(page, 'home-about');
      await expectKept(page);
      await openFromMenu(page, 'Contact');
      await expectArea(page, 'contact-newsletter');
      await expectKept(page);
      await page.evaluate(() => {
        navigator.serviceWorker.addEventListener('controllerchange', () =>
          document.body.setAttribute('data-new-worker', ''),
        );
      });

      await prepareDeploy({ dir: 'shell', distDir: next, isShell: true }, 'local').run(hosting, { log: quiet });
      // The open page goes on: a page of another area, and the worker checked for an update.
      await openFromMenu(page, 'Careers');
      await expectArea(page, 'careers');
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.locator('body[data-new-worker]')).toHaveCount(1, { timeout: 15_000 });
      await expect(nextBuild).toHaveCount(0);

      await page.goto(`${SITE}/about`);
      await expectArea(page, 'home-about');
      await expect(nextBuild).toHaveCount(1);
      // A page kept under the old build, not opened since, was fetched again when the new worker took over.
      await context.setOffline(true);
      await page.goto(`${SITE}/contact`);
      await expectArea(page, 'contact-newsletter');
      await expect(nextBuild).toHaveCount(1);
      await expect(savedNotice(page)).toHaveText(SAVED_NOTICE);
    } finally {
      rmSync(next, { recursive: true, force: true });
    }
  });

  test('the kill switch: a shell deployed with --retire-service-worker leaves no worker and no cache', async ({
    page,
  }) => {
    await page.goto(`${SITE}/about`);
    await expectArea(page, 'home-about');
    await expectKept(page);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(3);

    const shell = listApps().find((app) => app.isShell)!;
    await prepareDeploy(shell, 'local', undefined, { retireServiceWorker: true }).run(hosting, { log: quiet });
    await page.goto(`${SITE}/about`);
    await expectArea(page, 'home-about');
    await expect
      .poll(
        () =>
          page.evaluate(async () => ({
            workers: (await navigator.serviceWorker.getRegistrations()).length,
            caches: await caches.keys(),
          })),
        { timeout: 20_000 },
      )
      .toEqual({ workers: 0, caches: [] });
    // The site goes on without it.
    await page.goto(`${SITE}/jobs`);
    await expectArea(page, 'careers');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
