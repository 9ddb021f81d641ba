import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { codeScriptCount, refuseAreaCode } from '../code-arrival';

/** Each tab, the panel its link names, and what the panel lists. */
const TABS = [
  { name: 'Upcoming Events', panel: '#upcoming-events', count: 5 },
  { name: 'Announcements', panel: '#announcements', count: 3 },
  { name: 'Latest News', panel: '#latest-news', count: 4 },
] as const;

const STORY = 'Primary 5 Pupil Wins the Ilorin West Zonal Spelling Bee';

const area = (page: Page) => page.locator('[data-boundary="news"]');

/** The news tabs and stories open and read from the HTML alone: with no script, or with their code refused. */
function newsOpensWithoutTheCode() {
  test('every tab opens its panel in the default one’s place, with all its cards', async ({ page }) => {
    await page.goto('/news-events');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    for (const { name, panel, count } of TABS) {
      await area(page).getByRole('tab', { name }).click();
      await expect(page).toHaveURL(`/news-events${panel}`);
      await expect(area(page).getByRole('tabpanel')).toHaveCount(1);
      const shown = area(page).getByRole('tabpanel');
      await expect(shown).toHaveAttribute('id', panel.slice(1));
      await expect(shown.getByRole('heading', { level: 2, name })).toBeAttached();
      await expect(shown.getByRole('article')).toHaveCount(count);
      for (const card of await shown.getByRole('article').all()) await expect(card).toBeVisible();
    }
  });

  test('"Read more" leads to the whole story on a page of its own, with no code, and back', async ({
    page,
    axe,
    javaScriptEnabled,
  }) => {
    await page.goto('/news-events');
    const readMore = area(page).getByRole('link', { name: `Read more about ${STORY}` });
    await readMore.click();
    await expect(page).toHaveURL('/news-events/stories/kwara-spelling-bee-2026');
    await expect(page).toHaveTitle(`${STORY} | Al-Ihsan School`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: STORY })).toBeVisible();
    await expect(main.getByText('Her winning word was "conscientious".', { exact: false })).toBeVisible();
    await expect(main.getByText('state final in Ilorin next term', { exact: false })).toBeVisible();
    expect(await codeScriptCount(page)).toBe(0);
    // axe is a script in the page: it scans where the page may run one (the area's code refused).
    if (javaScriptEnabled) expect(await axe()).toEqual([]);
    await main.getByRole('link', { name: 'Back to News & Events' }).click();
    await expect(page).toHaveURL('/news-events');
    await expect(area(page).getByRole('link', { name: `Read more about ${STORY}` })).toBeVisible();
  });
}

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });
  newsOpensWithoutTheCode();
});

test.describe('with the news area’s code refused', () => {
  test.beforeEach(async ({ page }) => {
    await refuseAreaCode(page, 'news');
  });
  newsOpensWithoutTheCode();
});
