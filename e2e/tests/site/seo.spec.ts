import type { Page } from '@playwright/test';
import { expect, expectArea, test } from '../fixtures';
import { ROUTES, titleOf, type RouteRow } from '../route-table';
import { REMOTE_APPS } from '../local-apps';
import { PAGES_LIST } from '@school/shared/own-pages';
import { liveCopyOf } from '@school/shared/site-layout';

const SITE = process.env.SITE_URL?.replace(/\/$/, '') ?? 'https://www.alihsanschool.com.ng';
const SCHOOL_NAME = 'Al-Ihsan Nursery, Primary and Junior Secondary School';

// The route table (shell/src/routing/route-table.json, checked against the spec by shell/src/routing/routes.test.ts)
// is what every page's head must say.
type Route = RouteRow;

async function expectHead(page: Page, route: Route) {
  const title = titleOf(route);
  const canonical = `${SITE}${route.path}`;
  await expect(page).toHaveTitle(title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', route.description);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute('content', SCHOOL_NAME);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
  await expect(head.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => [JSON.parse(text) as unknown].flat() as Array<Record<string, unknown>>);
}

for (const route of ROUTES) {
  test(`${route.path}: head tags on a deep link, also in the HTML before any script runs`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(route.path)).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}${route.path}">`);
    expect(html).toContain(`<title>${route.title.replace('&', '&amp;')} | Al-Ihsan School</title>`);
    await page.goto(route.path);
    await expectArea(page, route.area);
    await expectHead(page, route);
  });
}

test('head tags follow client-side navigation through every route', async ({ page }) => {
  test.setTimeout(60_000); // eight areas in one test, on a busy machine
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact');
  await expectArea(page, 'contact-newsletter');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const route of ROUTES) {
    await nav.getByRole('link', { name: route.navLabel, exact: true }).click();
    await expect(page).toHaveURL(route.path);
    await expectArea(page, route.area);
    await expectHead(page, route);
  }
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test('sitemap.xml lists the eight routes, then every remote’s pages of their own, each a page of the site', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const ownPages: string[] = [];
  for (const app of REMOTE_APPS) {
    const list = await request.get(liveCopyOf(app, PAGES_LIST));
    if (list.ok()) ownPages.push(...((await list.json()) as { path: string }[]).map((page) => page.path));
  }
  expect(ownPages.length).toBeGreaterThan(0);
  expect(locs).toEqual([...ROUTES.map((r) => r.path), ...ownPages].map((path) => `${SITE}${path}`));
  for (const path of ownPages) expect((await request.get(path)).status(), path).toBe(200);
});

test('every page carries the School JSON-LD', async ({ page }) => {
  await page.goto('/');
  await expectArea(page, 'home-about');
  const school = (await jsonLd(page)).find((item) => item['@type'] === 'School');
  expect(school).toMatchObject({
    '@context': 'https://schema.org',
    name: SCHOOL_NAME,
    telephone: '+2348031234567',
    email: 'info@alihsanschool.com.ng',
    address: { '@type': 'PostalAddress', addressLocality: 'Ilorin', addressCountry: 'NG' },
    openingHoursSpecification: [
      { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '16:00' },
      { dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
    ],
  });
  expect(school?.sameAs).toHaveLength(2);
});

test('/news-events carries an Event for each event', async ({ page }) => {
  await page.goto('/news-events');
  await expectArea(page, 'news');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  const events = (await jsonLd(page)).filter((item) => item['@type'] === 'Event');
  expect(events.length).toBeGreaterThanOrEqual(3);
  for (const event of events) {
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      startDate: expect.stringMatching(/T\d{2}:\d{2}:00\+01:00$/),
      endDate: expect.stringMatching(/\+01:00$/),
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'NG' } },
      organizer: { name: SCHOOL_NAME },
    });
  }
});

test('/jobs carries a JobPosting for each posting', async ({ page }) => {
  await page.goto('/jobs');
  await expectArea(page, 'careers');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  const jobs = (await jsonLd(page)).filter((item) => item['@type'] === 'JobPosting');
  expect(jobs.map((job) => job.title)).toEqual(['Mathematics Teacher', 'English Language Teacher']);
  for (const job of jobs) {
    expect(job).toMatchObject({
      description: expect.stringContaining('teaching experience'),
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: SCHOOL_NAME },
      jobLocation: { address: { '@type': 'PostalAddress', addressLocality: 'Ilorin', addressCountry: 'NG' } },
    });
    expect(job).not.toHaveProperty('validThrough');
  }
});
