import type { NewsItem } from '@school/shared/content';
import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsList } from './news-list';
import { AllStoriesLink, LATEST_NEWS_SHOWN, StoryArchive } from './story-archive';

const story = (n: number): NewsItem => ({
  id: `story-${n}`,
  title: `Story ${n}`,
  date: `2026-11-${String(10 + n).padStart(2, '0')}`,
  category: 'Events',
  image: '<svg viewBox="0 0 4 3"></svg>',
  imageAlt: `What story ${n} shows`,
  excerpt: 'In short.',
  content: 'The story.',
});

const stories = (count: number) => Array.from({ length: count }, (_, i) => story(count - i));

describe('the page of every story', () => {
  it('links each story’s page of its own, newest first, with its date and category', () => {
    renderInArea(<StoryArchive stories={stories(6)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'All stories' })).toBeVisible();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      [6, 5, 4, 3, 2, 1].map((n) => `Story ${n}Events · ${10 + n} November 2026`),
    );
    expect(within(items[0]!).getByRole('link', { name: 'Story 6' })).toHaveAttribute(
      'href',
      '/news-events/stories/story-6',
    );
    expect(screen.getByRole('link', { name: 'Back to News & Events' })).toHaveAttribute('href', '/news-events');
  });

  it('is linked below Latest News only when the list does not show every story', () => {
    expect(LATEST_NEWS_SHOWN).toBe(4);
    const { unmount } = renderInArea(<AllStoriesLink stories={stories(4)} />);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
    renderInArea(<AllStoriesLink stories={stories(5)} />);
    expect(screen.getByRole('link', { name: 'All stories (5)' })).toHaveAttribute('href', '/news-events/stories');
  });

  it('leaves Latest News at the newest four cards, the others a link away', () => {
    renderInArea(<NewsList items={stories(6)} />);
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Story 6',
      'Story 5',
      'Story 4',
      'Story 3',
    ]);
    expect(screen.getByRole('link', { name: 'All stories (6)' })).toHaveAttribute('href', '/news-events/stories');
  });
});
