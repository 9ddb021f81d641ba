import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectArea, test } from '../fixtures';

const TABS = [
  { key: 'news', name: 'Latest News', count: 4 },
  { key: 'events', name: 'Upcoming Events', count: 5 },
  { key: 'announcements', name: 'Announcements', count: 3 },
] as const;

const area = (page: Page) => page.locator('[data-boundary="news"]');
const tab = (page: Page, name: string) => area(page).getByRole('tab', { name });
const visiblePanel = (page: Page) => area(page).getByRole('tabpanel');

async function open(page: Page, url: string) {
  await page.goto(url);
  await expectArea(page, 'news');
  await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
}

async function expectSelected(page: Page, name: string, count: number) {
  const selected = tab(page, name);
  await expect(selected).toHaveAttribute('aria-selected', 'true');
  await expect(selected).toHaveAttribute('tabindex', '0');
  await expect(area(page).getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(visiblePanel(page)).toHaveCount(1);
  await expect(visiblePanel(page)).toHaveAttribute('id', (await selected.getAttribute('aria-controls'))!);
  await expect(visiblePanel(page).getByRole('article')).toHaveCount(count);
}

const tabParam = (page: Page) => new URL(page.url()).searchParams.get('tab');

test('/news-events opens on Latest News with four stories, also after a reload', async ({ page }) => {
  await open(page, '/news-events');
  await expect(page).toHaveTitle('News & Events | Al-Ihsan School');
  await expect(area(page).getByRole('tablist', { name: 'News & Events' })).toBeVisible();
  await expectSelected(page, 'Latest News', 4);
  const first = visiblePanel(page).getByRole('article').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(
    "Twelve Pupils Complete the Memorisation of Juz' 'Amma",
  );
  await expect(first.getByText('18 November 2026')).toBeVisible();
  // The card's illustration is drawn in the page at the card's width, 16:9.
  const image = first.getByRole('img', { name: /open Qur’an/ });
  const box = await image.locator('svg').boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect(box!.height).toBeCloseTo((box!.width * 180) / 320, 0);
  expect(tabParam(page)).toBeNull();

  await page.reload();
  await expectArea(page, 'news');
  await expectSelected(page, 'Latest News', 4);
});

test('/news-events?tab=events deep-links to Upcoming Events, also after a reload', async ({ page }) => {
  await open(page, '/news-events?tab=events');
  await expectSelected(page, 'Upcoming Events', 5);
  await expect(visiblePanel(page).locator('time').first()).toHaveText('28 Nov');
  await page.reload();
  await expectArea(page, 'news');
  await expectSelected(page, 'Upcoming Events', 5);
});

test('clicking a tab writes it to the URL on the same history entry', async ({ page }) => {
  await open(page, '/news-events');
  const historyLength = await page.evaluate(() => history.length);
  await tab(page, 'Announcements').click();
  await expectSelected(page, 'Announcements', 3);
  await expect(page).toHaveURL('/news-events?tab=announcements');
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await page.reload();
  await expectArea(page, 'news');
  await expectSelected(page, 'Announcements', 3);
});

test('the nav link to News & Events resets the tab, and Back returns to the previous page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/jobs');
  await expectArea(page, 'careers');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'News & Events' }).click();
  await expectArea(page, 'news');
  await tab(page, 'Upcoming Events').click();
  await expect(page).toHaveURL('/news-events?tab=events');
  await nav.getByRole('link', { name: 'News & Events' }).click();
  await expect(page).toHaveURL('/news-events');
  await expectSelected(page, 'Latest News', 4);
  await page.goBack();
  await expect(page).toHaveURL('/news-events?tab=events');
  await expectSelected(page, 'Upcoming Events', 5);
  await page.goBack();
  await expect(page).toHaveURL('/jobs');
  await expectArea(page, 'careers');
});

test('tabs switch with the keyboard: arrows, Home and End; Tab moves on to the panel', async ({ page }) => {
  await open(page, '/news-events');
  await tab(page, 'Latest News').focus();

  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Upcoming Events')).toBeFocused();
  await expectSelected(page, 'Upcoming Events', 5);
  await expect(page).toHaveURL('/news-events?tab=events');

  await page.keyboard.press('End');
  await expect(tab(page, 'Announcements')).toBeFocused();
  await expectSelected(page, 'Announcements', 3);
  await expect(page).toHaveURL('/news-events?tab=announcements');

  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Latest News')).toBeFocused();
  await expectSelected(page, 'Latest News', 4);

  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Announcements')).toBeFocused();

  await page.keyboard.press('Home');
  await expect(tab(page, 'Latest News')).toBeFocused();
  await expectSelected(page, 'Latest News', 4);
  await expect(page).toHaveURL('/news-events?tab=news');

  // One tab stop: Tab leaves the tab list for the selected panel.
  await page.keyboard.press('Tab');
  await expect(visiblePanel(page)).toBeFocused();
});

async function expectStoryOpen(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(dialog.getByText('Her winning word was "conscientious".', { exact: false })).toBeVisible();
  await expect(dialog.getByText('state final in Ilorin next term', { exact: false })).toBeVisible();
  return dialog;
}

test('"Read more" opens the story; Escape and Close close it and focus returns', async ({ page, axe }) => {
  await open(page, '/news-events');
  const title = 'Primary 5 Pupil Wins the Ilorin West Zonal Spelling Bee';
  const readMore = visiblePanel(page).getByRole('button', { name: `Read more about ${title}` });
  await expect(readMore).toHaveText(/^Read more/);

  await readMore.click();
  let dialog = await expectStoryOpen(page, title);
  expect(await axe()).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(readMore).toBeFocused();

  // Chromium can let an Enter pressed in the same instant as the closing Escape go unheeded.
  await expect(async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: title })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  dialog = await expectStoryOpen(page, title);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(readMore).toBeFocused();
});

test('"Add to calendar" downloads a valid .ics file for the event, its own file on the site', async ({ page }) => {
  await open(page, '/news-events?tab=events');
  const card = visiblePanel(page).getByRole('article').filter({ hasText: "Annual Qur'an Recitation Competition" });
  await expect(card.locator('time')).toHaveText('5 Dec');
  const link = card.getByRole('link', { name: /^Add to calendar/ });
  // Made at the build (feeds.spec.ts follows every event's): no calendar code in the page.
  await expect(link).toHaveAttribute('href', '/news-events/events/quran-recitation-competition-2026.ics');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('quran-recitation-competition-2026.ics');
  const ics = await readFile((await download.path())!, 'utf8');

  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const unfolded = ics.replace(/\r\n /g, '');
  expect(unfolded).toContain('\r\nUID:quran-recitation-competition-2026@alihsanschool.com.ng\r\n');
  expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
  expect(unfolded).toContain('\r\nDTSTART:20261205T080000Z\r\nDTEND:20261205T120000Z\r\n');
  expect(unfolded).toContain("\r\nSUMMARY:Annual Qur'an Recitation Competition\r\n");
  expect(unfolded).toContain(
    '\r\nLOCATION:School Hall\\, Al-Ihsan School\\, 14 Olorunsogo Road\\, Gaa-Akanbi\\, Ilorin\\, Kwara State\\, Nigeria\r\n',
  );
  expect(unfolded).toMatch(
    /\r\nDESCRIPTION:Pupils from Nursery 2 to JSS 3 recite in four categories\\, judged .*attend\\; prizes/,
  );
});

for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
  test.describe(`in the time zone ${zone}`, () => {
    test.use({ timezoneId: zone });

    test('event dates and news dates stay on their calendar day', async ({ page }) => {
      await open(page, '/news-events');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone);
      await expect(visiblePanel(page).getByRole('article').first().getByText('18 November 2026')).toBeVisible();
      await tab(page, 'Upcoming Events').click();
      await expect(visiblePanel(page).locator('article time')).toHaveText([
        '28 Nov',
        '5 Dec',
        '17 Dec',
        '16 Jan',
        '13 Mar',
      ]);
    });
  });
}

for (const { key, name, count } of TABS) {
  test(`no axe violations on the ${name} tab`, async ({ page, axe }) => {
    await open(page, `/news-events?tab=${key}`);
    await expectSelected(page, name, count);
    expect(await axe()).toEqual([]);
  });
}
