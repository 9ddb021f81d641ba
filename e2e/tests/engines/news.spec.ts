import type { Page } from '@playwright/test';
import { expectArea } from '../fixtures';
import {
  expect,
  expectAttribute,
  expectCount,
  expectHidden,
  expectPath,
  expectText,
  expectVisible,
  inEachMode,
  test,
} from './engine';

/** Each tab: its query with the code, the panel its link names without, and what the panel lists. */
const TABS = [
  { name: 'Upcoming Events', key: 'events', panel: 'upcoming-events', count: 5 },
  { name: 'Announcements', key: 'announcements', panel: 'announcements', count: 3 },
  { name: 'Latest News', key: 'news', panel: 'latest-news', count: 4 },
] as const;

const STORY = 'Primary 5 Pupil Wins the Ilorin West Zonal Spelling Bee';
/** Only the whole story says these (its card has an excerpt). */
const STORY_TEXTS = ['Her winning word was "conscientious".', 'Kwara State final in Ilorin next term'];

const tabs = (page: Page) => page.getByRole('tablist', { name: 'News & Events' });
const panels = (page: Page) => page.getByRole('main').getByRole('tabpanel');

inEachMode((javaScriptEnabled) => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/news-events');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'News & Events', exact: true }));
    if (javaScriptEnabled) await expectArea(page, 'news');
  });

  test('each tab shows its own panel, with all its cards, in the place of the one before', async ({ page, tap }) => {
    await expectVisible(tabs(page));
    for (const { name, key, panel, count } of TABS) {
      const tab = tabs(page).getByRole('tab', { name, exact: true });
      await tap(tab);
      // With the code, the tab is kept in the query; without, the link goes to its panel.
      await expectPath(page, javaScriptEnabled ? `/news-events?tab=${key}` : `/news-events#${panel}`);
      if (javaScriptEnabled) await expectAttribute(tab, 'aria-selected', 'true');
      // One panel shown, the tab's own (named by it).
      await expectCount(panels(page), 1);
      const shown = page.getByRole('main').getByRole('tabpanel', { name, exact: true });
      await expectVisible(shown);
      await expectAttribute(shown, 'id', await tab.getAttribute('aria-controls'));
      await expectCount(shown.getByRole('article'), count);
      for (const card of await shown.getByRole('article').all()) await expectVisible(card);
    }
  });

  test('"Read more" shows the whole story', async ({ page, tap }) => {
    await tap(panels(page).getByRole(javaScriptEnabled ? 'button' : 'link', { name: `Read more about ${STORY}` }));
    if (javaScriptEnabled) {
      // A dialog over the list.
      const dialog = page.getByRole('dialog', { name: STORY });
      await expectVisible(dialog.getByRole('heading', { level: 2, name: STORY, exact: true }));
      for (const text of STORY_TEXTS) await expectText(dialog, text);
      await tap(dialog.getByRole('button', { name: 'Close' }));
      await expectHidden(dialog);
    } else {
      // The story's page of its own.
      await expectPath(page, '/news-events/stories/kwara-spelling-bee-2026');
      await expect.poll(() => page.title()).toBe(`${STORY} | Al-Ihsan School`);
      const main = page.getByRole('main');
      await expectVisible(main.getByRole('heading', { level: 1, name: STORY, exact: true }));
      for (const text of STORY_TEXTS) await expectText(main, text);
      await tap(main.getByRole('link', { name: 'Back to News & Events' }));
      await expectPath(page, '/news-events');
    }
  });
});
