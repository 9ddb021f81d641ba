// News & Events in this engine: the tabs each show their own list (links to their panels before
// and without the code), and Read more shows a whole story (a dialog with script, the story's page
// of its own without).
import assert from 'node:assert/strict';
import { expectDisplayed, expectMainHeading, expectNoPageErrors } from '../expectations.mjs';
import { allByRole, oneByRole, textOf } from '../queries.mjs';
import { check } from '../session.mjs';

/** Each tab (in the order clicked: away from the default first) and how many cards its panel lists. */
const TABS = [
  ['Upcoming Events', 5],
  ['Announcements', 3],
  ['Latest News', 4],
];

const STORY = {
  title: 'Primary 5 Pupil Wins the Ilorin West Zonal Spelling Bee',
  page: '/news-events/stories/kwara-spelling-bee-2026',
  says: ['Her winning word was "conscientious".', 'Kwara State final in Ilorin next term'],
};

async function openNews(page) {
  await page.open('/news-events');
  await page.waitForCode();
  await expectMainHeading(page, 'News & Events');
}

/** The one tab panel shown, if it lists `count` cards, all shown. */
async function shownPanel(page, count) {
  const panels = await allByRole(page.driver, 'tabpanel');
  if (panels.length !== 1) return null;
  const cards = await allByRole(panels[0], 'article');
  return cards.length === count ? panels[0] : null;
}

export function newsChecks(session) {
  check('the news tabs each show their own panel and cards', session, async (page) => {
    await openNews(page);
    for (const [name, count] of TABS) {
      const tab = await oneByRole(page.driver, 'tab', { name });
      assert.ok(tab, `a tab named "${name}" is shown`);
      await page.click(tab, `the tab ${name}`);
      const panel = await page.wait(() => shownPanel(page, count), `only the ${name} panel shows, with ${count} cards`);
      assert.equal(await panel.getAttribute('id'), await tab.getAttribute('aria-controls'), `${name}: its own panel`);
      if (page.configuration.script) assert.equal(await tab.getAttribute('aria-selected'), 'true', `${name} selected`);
    }
    await expectNoPageErrors(page);
  });

  check('Read more shows the whole story', session, async (page) => {
    await openNews(page);
    const { script } = page.configuration;
    const readMore = await oneByRole(page.driver, script ? 'button' : 'link', {
      name: `Read more about ${STORY.title}`,
    });
    assert.ok(readMore, `Read more is a ${script ? 'button' : 'link'} named for the story`);
    await page.click(readMore, 'Read more');
    let story;
    if (script) {
      story = await page.wait(
        () => oneByRole(page.driver, 'dialog', { name: STORY.title }),
        'the story’s dialog opens',
      );
      assert.ok(
        await oneByRole(story, 'heading', { name: STORY.title, css: 'h2' }),
        'the dialog has the story’s title',
      );
    } else {
      await page.waitForLocation(STORY.page);
      await expectMainHeading(page, STORY.title);
      story = await oneByRole(page.driver, 'main');
    }
    const text = await textOf(story);
    for (const words of STORY.says) assert.ok(text.includes(words), `the whole story: "${words}"`);
    if (script) {
      const [close] = await allByRole(story, 'button', { name: 'Close' });
      assert.ok(close, 'the dialog has a Close button');
      await page.click(close, 'Close');
      await expectDisplayed(page, story, 'the story’s dialog', false);
      await expectNoPageErrors(page);
    }
  });
}
