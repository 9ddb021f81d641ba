// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsPreview, storyOf } from './news-preview';
import type { PreviewProps } from './types';

/** An entry as Decap hands it to a preview: an Immutable Map, read with getIn and get. */
function entryOf(data: Record<string, unknown>, slug = 'sports-day-2026'): PreviewProps['entry'] {
  return {
    getIn: ([, key]: string[]) => data[key!],
    get: (key: string) => (key === 'slug' ? slug : undefined),
  };
}

const data = {
  title: 'Inter-House Sports Day',
  date: '2026-12-12',
  category: 'Sports',
  image: 'images/sports-day.jpg',
  imageAlt: 'Pupils racing on the school field',
  excerpt: 'Red House won the relay.',
  body: 'The whole school gathered on the field.\n\nRed House won the relay, Blue House the tug of war.',
};

const getAsset = (path: string) => ({ toString: () => `blob:preview/${path}` });

describe('the news story preview', () => {
  it("renders the entry's title, date and paragraphs with the news remote's components", () => {
    render(<NewsPreview entry={entryOf(data)} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inter-House Sports Day' })).toBeInTheDocument();
    // The story's page of its own (the card before it is an article too).
    const story = screen.getAllByRole('article').at(-1)!;
    expect(within(story).getByText('The whole school gathered on the field.')).toBeInTheDocument();
    expect(within(story).getByText('Red House won the relay, Blue House the tug of war.')).toBeInTheDocument();
    expect(within(story).getByText('12 December 2026')).toBeInTheDocument();
  });

  it("shows the story's card as Latest News does, with its picture", () => {
    render(<NewsPreview entry={entryOf(data)} getAsset={getAsset} />);
    const card = screen.getByRole('region', { name: 'In Latest News' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Inter-House Sports Day' })).toBeInTheDocument();
    expect(within(card).getByText('Red House won the relay.')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Pupils racing on the school field' })).toBeInTheDocument();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('blob:preview/images/sports-day.jpg');
  });

  it('takes the id from the file name and the text from the body', () => {
    expect(storyOf({ entry: entryOf(data), getAsset })).toMatchObject({
      id: 'sports-day-2026',
      content: data.body,
      date: '2026-12-12',
    });
  });

  it('still draws a story with no date or picture yet', () => {
    render(<NewsPreview entry={entryOf({ title: 'Draft', body: 'One line.' }, '')} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Draft' })).toBeInTheDocument();
    expect(screen.getByText('One line.')).toBeInTheDocument();
  });
});
