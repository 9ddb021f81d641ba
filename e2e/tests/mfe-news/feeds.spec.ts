import type { Locator, Page } from '@playwright/test';
import { expect, expectArea, test } from '../fixtures';

const SITE_ORIGIN = 'https://www.alihsanschool.com.ng';
const CALENDAR = { path: '/news-events/events.ics', type: 'text/calendar; charset=utf-8' };
const FEED = { path: '/news-events/feed.xml', type: 'application/atom+xml; charset=utf-8' };
const EVENTS = [
  { id: 'pta-general-meeting-2026-11', title: 'PTA General Meeting' },
  { id: 'quran-recitation-competition-2026', title: "Annual Qur'an Recitation Competition" },
  { id: 'prize-giving-day-2026', title: 'Prize-Giving Day and End of First Term' },
  { id: 'entrance-examination-2027-01', title: 'Open Day and Entrance Examination' },
  { id: 'inter-house-sports-2027', title: 'Inter-House Sports Competition' },
];
/** Each event's own calendar file, behind its "Add to calendar". */
const eventCalendar = (id: string) => ({ path: `/news-events/events/${id}.ics`, type: CALENDAR.type });
/** The stories, newest first, by their pages' addresses. */
const STORIES = ['hifz-juz-amma-2026', 'kwara-spelling-bee-2026', 'jss-science-laboratory-2026', 'bece-results-2026'];

const area = (page: Page) => page.locator('[data-boundary="news"]');

/** Follows the link as a calendar app or feed reader would: a plain GET of its address, on the page's own site. */
async function follow(page: Page, link: Locator, expected: { path: string; type: string }) {
  await expect(link).toBeVisible();
  const href = await link.getAttribute('href');
  expect(href).toBe(expected.path);
  const response = await page.request.get(new URL(href!, page.url()).href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(expected.type);
  // A file, not a page: no document's policy headers on it.
  expect(response.headers()['content-security-policy']).toBeUndefined();
  return response.text();
}

/** An iCalendar file with its folded lines joined again (RFC 5545, 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

async function expectCalendar(text: string) {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const unfolded = unfold(text);
  expect(unfolded).toContain('X-WR-CALNAME:Al-Ihsan School events\r\n');
  for (const { title } of EVENTS) expect(unfolded).toContain(`SUMMARY:${title}\r\n`);
  // 9:00 AM – 1:00 PM in Ilorin (UTC+1) on 5 December 2026.
  expect(unfolded).toContain('UID:quran-recitation-competition-2026@alihsanschool.com.ng\r\n');
  expect(unfolded).toContain('DTSTART:20261205T080000Z\r\n');
  expect(unfolded).toContain('DTEND:20261205T120000Z\r\n');
}

async function expectFeed(text: string) {
  expect(text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
  expect(text).toContain(`<link rel="self" type="application/atom+xml" href="${SITE_ORIGIN}${FEED.path}"/>`);
  const links = [...text.matchAll(/<entry>[\s\S]*?<link rel="alternate" type="text\/html" href="([^"]+)"\/>/g)].map(
    (match) => match[1],
  );
  expect(links).toEqual(STORIES.map((id) => `${SITE_ORIGIN}/news-events/stories/${id}`));
}

function feedsFollowedFromThePage() {
  test('the page names its feed and calendar in its head', async ({ page }) => {
    await page.goto('/news-events');
    const alternates = page.locator('head link[rel="alternate"]');
    await expect(alternates).toHaveCount(2);
    await expect(page.locator(`head link[rel="alternate"][type="application/atom+xml"]`)).toHaveAttribute(
      'href',
      FEED.path,
    );
    await expect(page.locator(`head link[rel="alternate"][type="text/calendar"]`)).toHaveAttribute(
      'href',
      CALENDAR.path,
    );
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'title',
      /news/i,
    );
  });

  test('"News feed" near Latest News is the Atom feed of every story, newest first', async ({ page }) => {
    await page.goto('/news-events');
    const link = area(page).getByRole('tabpanel').getByRole('link', { name: 'News feed' });
    await expectFeed(await follow(page, link, FEED));
  });

  test('"Subscribe to the school calendar" near the events is the calendar of every event', async ({ page }) => {
    await page.goto('/news-events');
    await area(page).getByRole('tab', { name: 'Upcoming Events' }).click();
    const link = area(page).getByRole('tabpanel').getByRole('link', { name: 'Subscribe to the school calendar' });
    await expectCalendar(await follow(page, link, CALENDAR));
  });

  test('"Add to calendar" on each event is that event’s own calendar file', async ({ page }) => {
    await page.goto('/news-events');
    await area(page).getByRole('tab', { name: 'Upcoming Events' }).click();
    for (const { id, title } of EVENTS) {
      const card = area(page).getByRole('tabpanel').getByRole('article').filter({ hasText: title });
      const link = card.getByRole('link', { name: /^Add to calendar/ });
      await expect(link).toHaveAttribute('download', `${id}.ics`);
      const text = await follow(page, link, eventCalendar(id));
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
      const unfolded = unfold(text);
      expect(unfolded.match(/^BEGIN:VEVENT\r$/gm)).toHaveLength(1);
      // The same UID as in the school calendar, so an app that has both keeps one event.
      expect(unfolded).toContain(`\r\nUID:${id}@alihsanschool.com.ng\r\n`);
      expect(unfolded).toContain(`\r\nSUMMARY:${title}\r\n`);
    }
  });

  test('none is in the sitemap', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('.ics');
    expect(sitemap).not.toContain('feed.xml');
  });
}

test.describe('with the code', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/news-events');
    await expectArea(page, 'news');
  });
  feedsFollowedFromThePage();

  test('the head keeps the feed and calendar after a navigation inside the site, and drops them elsewhere', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await expectArea(page, 'careers');
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(0);
    await page.goBack();
    await expectArea(page, 'news');
    await expect(page.locator('head link[rel="alternate"]')).toHaveCount(2);
  });
});

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });
  feedsFollowedFromThePage();
});
