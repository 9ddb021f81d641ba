// @vitest-environment node
import { css } from '@emotion/react';
import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { renderFragments } from '.';

const red = css`
  color: rgb(200, 0, 0);
`;

function Page() {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>Name</label>
      <input id={id} />
      <img src="__REMOTE_BASE__/assets/photo.svg" alt="Pupils in the library" />
      <p css={red}>Red words</p>
    </>
  );
}

describe('renderFragments', () => {
  it('renders each path as a stamped wrapper: its styles and hints, then exactly what React rendered', async () => {
    const [fragment, ...rest] = await renderFragments({ area: 'news', Root: Page, paths: ['/news-events'] }, 'B1');
    expect(rest).toEqual([]);
    expect(fragment!.path).toBe('/news-events');
    expect(fragment!.file).toBe('fragments/news-events.html');
    const { html } = fragment!;
    expect(
      html.startsWith(
        '<div data-area-fragment="news" data-build="B1" data-path="/news-events"><style data-emotion="css',
      ),
    ).toBe(true);
    const [outside, root] = html.split('<div data-area-root>') as [string, string];
    // Emotion's key, as the browser's cache names classes; the rules outside the element the code hydrates.
    expect(outside).toMatch(/<style data-emotion="css [\w ]+">[^<]*\.css-\w+\{color:rgb\(200, 0, 0\);\}/);
    expect(outside).toContain('<link rel="preload" as="image" href="__REMOTE_BASE__/assets/photo.svg"/>');
    expect(root).toMatch(/^<div data-boundary="news"><label for="_news-[^"]+">Name<\/label><input id="_news-/);
    expect(root).not.toContain('<style');
    expect(root.endsWith('</div></div></div>')).toBe(true);
  });

  it('waits for everything to load first: no fallback and no script in the HTML', async () => {
    let loaded = false;
    const prepare = async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      loaded = true;
    };
    const Late = () => <p>{loaded ? 'Loaded words' : 'Not yet'}</p>;
    const [fragment] = await renderFragments({ area: 'careers', Root: Late, paths: ['/jobs'], prepare }, 'B2');
    expect(fragment!.html).toContain('Loaded words');
    expect(fragment!.html).not.toContain('<script');
  });

  it('renders each page of its own with its own Root, stamped with its path, and lists them', async () => {
    const Story = () => <h1>The whole story</h1>;
    const files = await renderFragments(
      {
        area: 'news',
        Root: Page,
        paths: ['/news-events'],
        stylesWithoutCode: '.tab:target{display:block}',
        ownPages: [{ path: '/news-events/stories/one', title: 'One', description: 'The first', Root: Story }],
      },
      'B3',
    );
    expect(files.map((file) => [file.path, file.file])).toEqual([
      ['/news-events', 'fragments/news-events.html'],
      ['/news-events/stories/one', 'pages/news-events/stories/one.html'],
      [null, 'pages/pages.json'],
    ]);
    const story = files[1]!.html;
    expect(story).toMatch(/^<div data-area-fragment="news" data-build="B3" data-path="\/news-events\/stories\/one">/);
    expect(story).toContain('<div data-area-root><div data-boundary="news"><h1>The whole story</h1>');
    expect(story).not.toContain('.tab:target');
    expect(JSON.parse(files[2]!.html)).toEqual([
      { path: '/news-events/stories/one', title: 'One', description: 'The first' },
    ]);
  });

  it('refuses a page of its own outside the area’s routes or with a path of other than words', async () => {
    for (const path of ['/jobs/apply/one', '/news-events', '/news-events/One Story']) {
      await expect(
        renderFragments(
          {
            area: 'news',
            Root: Page,
            paths: ['/news-events'],
            ownPages: [{ path, title: 'T', description: 'D', Root: Page }],
          },
          'B4',
        ),
      ).rejects.toThrow(`${path}: a page of its own needs a path of words under one of /news-events`);
    }
  });
});
