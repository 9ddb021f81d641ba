// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NEWS } from './data';
import { render } from './prerender';

/** Text as React writes it into HTML. */
const inHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

const fileOf = async (file: string) => (await render('B1')).find((fragment) => fragment.file === file)!.html;

describe('the news HTML, with no code', () => {
  it('carries each story’s excerpt and a link to its page of its own, not the whole story', async () => {
    const page = await fileOf('fragments/news-events.html');
    expect(page).not.toContain('<dialog');
    for (const story of NEWS) {
      expect(page).toContain(`<a href="/news-events/stories/${story.id}"`);
      expect(page).toContain(inHtml(story.excerpt));
      expect(page).not.toContain(inHtml(story.content.split('\n\n').at(-1)!));
    }
  });

  it('lists a page of its own for each story, with its title, excerpt and whole text', async () => {
    expect(JSON.parse(await fileOf('pages/pages.json'))).toEqual([
      ...NEWS.map((story) => ({
        path: `/news-events/stories/${story.id}`,
        title: story.title,
        description: story.excerpt,
      })),
      { path: '/news-events/stories', title: 'All stories', description: 'Every story from the school, newest first.' },
    ]);
    const story = NEWS[1]!;
    const html = await fileOf(`pages/news-events/stories/${story.id}.html`);
    expect(html).toMatch(/^<div data-area-fragment="news" data-build="B1" data-path="\/news-events\/stories\/[\w-]+">/);
    expect(html).toContain(`${inHtml(story.title)}</h1>`);
    for (const paragraph of story.content.split('\n\n')) expect(html).toContain(inHtml(paragraph));
    expect(html).toContain('<a href="/news-events"');
  });

  it('links every story from the page of them all', async () => {
    const archive = await fileOf('pages/news-events/stories.html');
    for (const story of NEWS) {
      expect(archive).toContain(`<a href="/news-events/stories/${story.id}">${inHtml(story.title)}</a>`);
    }
  });
});
