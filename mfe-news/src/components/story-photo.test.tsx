import type { NewsItem, StoryPhoto } from '@school/shared/content';
import { SAVES_DATA_ATTR } from '@school/shared/saves-data';
import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NewsList } from './news-list';
import { CARD_SIZES, PAGE_SIZES } from './story-photo';
import { StoryPage } from './story-page';

/** A photo as the build hands it over (shared/src/vite/story-photos.js), its URLs made up. */
const photo = (name: string): StoryPhoto => ({
  avif: `/a/${name}-360.avif 360w, /a/${name}-720.avif 720w`,
  webp: `/a/${name}-360.webp 360w, /a/${name}-720.webp 720w`,
  jpeg: `/a/${name}-360.jpg 360w, /a/${name}-720.jpg 720w`,
  src: `/a/${name}-720.jpg`,
  width: 720,
  height: 540,
});

const story = (id: string, image: NewsItem['image']): NewsItem => ({
  id,
  title: `Story ${id}`,
  date: '2026-11-27',
  category: 'Events',
  image,
  imageAlt: `What ${id} shows`,
  excerpt: 'In short.',
  content: 'The story.',
});

const pictures = (container: HTMLElement) => [...container.querySelectorAll('picture')];

/** The rules Emotion wrote for `element`'s own class under a phone's width (one column of cards). */
const onPhone = (element: Element) => {
  const own = [...element.classList].find((name) => name.startsWith('css-'));
  return [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .filter((rules) => rules.startsWith('@media not all and (min-width: 39.5rem)') && rules.includes(`.${own}`))
    .join('');
};

describe("a story's photo", () => {
  it('is a picture of AVIF, WebP and a sized JPEG, every card’s lazy and after the page’s words', () => {
    const { container } = renderInArea(
      <NewsList items={[story('prize-day', photo('prize')), story('sports-day', photo('sports'))]} />,
    );
    const [first, second] = pictures(container);
    expect([...first!.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const [avif, webp] = first!.querySelectorAll('source');
    expect(avif).toHaveAttribute('srcset', '/a/prize-360.avif 360w, /a/prize-720.avif 720w');
    expect(avif).toHaveAttribute('sizes', CARD_SIZES);
    expect(webp).toHaveAttribute('srcset', '/a/prize-360.webp 360w, /a/prize-720.webp 720w');
    expect(webp).toHaveAttribute('sizes', CARD_SIZES);
    const img = first!.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/a/prize-720.jpg');
    expect(img).toHaveAttribute('srcset', '/a/prize-360.jpg 360w, /a/prize-720.jpg 720w');
    expect(img).toHaveAttribute('sizes', CARD_SIZES);
    expect(img).toHaveAttribute('width', '720');
    expect(img).toHaveAttribute('height', '540');
    expect(img).toHaveAttribute('alt', 'What prize-day shows');
    for (const card of [img, second!.querySelector('img')!]) {
      expect(card).toHaveAttribute('loading', 'lazy');
      expect(card).toHaveAttribute('fetchpriority', 'low');
      expect(card).toHaveAttribute('decoding', 'async');
    }
  });

  it('is asked for at a thumbnail’s width on a phone, at a card’s from two columns of cards', () => {
    // What the card's CSS lays out (news-list.tsx): the photo cards' grid, gridStyle('18rem') in
    // the content column, each card's 1px borders.
    expect(CARD_SIZES).toBe(
      '(min-width: 74rem) calc(67rem / 3 - 2px), (min-width: 59rem) calc((100vw - 5rem) / 3 - 2px), ' +
        '(min-width: 39.5rem) calc((100vw - 3.5rem) / 2 - 2px), 6rem',
    );
    expect(PAGE_SIZES).toBe('(min-width: 48rem) 46rem, calc(100vw - 2rem)');
  });

  it('is a 6rem thumbnail at the end of its title on a phone; SVG art keeps the card’s width', () => {
    const { container } = renderInArea(
      <NewsList items={[story('prize-day', photo('prize')), story('art', '<svg viewBox="0 0 4 3"></svg>')]} />,
    );
    const [photoCard, artCard] = container.querySelectorAll('article');
    const layout = onPhone(photoCard!);
    expect(layout).toContain('grid-template-columns:1fr 6rem;');
    expect(layout).toMatch(/ \.image\{grid-column:2;grid-row:1\/4;aspect-ratio:4\/3;/);
    expect(layout).toMatch(/ \.body>\.excerpt,[^{]+\{grid-column:1\/-1;\}/);
    expect(photoCard!.querySelector('.image > picture')).not.toBeNull();
    expect(onPhone(artCard!)).toBe('');
  });

  it('leads its own page, fetched at once; SVG art stays drawn in the card and off the page', () => {
    const { container } = renderInArea(<StoryPage story={story('prize-day', photo('prize'))} />);
    const img = pictures(container)[0]!.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(pictures(container)[0]!.querySelector('source:not([media])')).toHaveAttribute('sizes', PAGE_SIZES);

    const art = story('art', '<svg viewBox="0 0 4 3"></svg>');
    expect(pictures(renderInArea(<StoryPage story={art} />).container)).toEqual([]);
    const card = renderInArea(<NewsList items={[art]} />).container;
    expect(pictures(card)).toEqual([]);
    expect(card.querySelector('[role="img"] svg')).not.toBeNull();
  });
});

describe("a story's photo without data saver", () => {
  it('is shown, with no control', () => {
    renderInArea(<NewsList items={[story('prize-day', photo('prize'))]} />);
    expect(screen.getByRole('img', { name: 'What prize-day shows' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe("a story's photo with data saver (the early script's mark on <html>)", () => {
  beforeEach(() => document.documentElement.setAttribute(SAVES_DATA_ATTR, ''));
  afterEach(() => document.documentElement.removeAttribute(SAVES_DATA_ATTR));

  it('waits behind “Show photo”, a checkbox needing no code and no form, which shows it', async () => {
    renderInArea(<NewsList items={[story('prize-day', photo('prize')), story('sports-day', photo('sports'))]} />);
    const [first, second] = screen.getAllByRole('article');
    const show = within(first!).getByRole('checkbox', { name: 'Show photo' });
    expect(show).not.toBeChecked();
    expect(show.closest('form')).toBeNull();
    // No box, so never fetched: out of the accessibility tree too.
    expect(within(first!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(second!).getByRole('checkbox', { name: 'Show photo' })).not.toBeChecked();
    // The first control of the page, from the keyboard; then by a tap on its label.
    await userEvent.tab();
    expect(show).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(show).toBeChecked();
    expect(within(second!).getByRole('checkbox', { name: 'Show photo' })).not.toBeChecked();
    await userEvent.click(within(first!).getByText('Show photo'));
    expect(show).not.toBeChecked();
  });

  it('on a phone, “Show photo” is the thumbnail’s tile, then its box in the corner, 24 px at least', () => {
    const { container } = renderInArea(<NewsList items={[story('prize-day', photo('prize'))]} />);
    const frame = container.querySelector('.image')!;
    const thumbnail = onPhone(frame);
    expect(thumbnail).toMatch(/>label\{[^}]*place-self:stretch;/);
    expect(thumbnail).toMatch(/>input:checked\+label\{[^}]*min-inline-size:24px;min-block-size:24px;/);
    // Its own page keeps the photo's whole width, and the button.
    const page = renderInArea(<StoryPage story={story('prize-day', photo('prize'))} />).container;
    expect(onPhone(page.querySelector('picture')!.parentElement!)).toBe('');
  });

  it('waits on its own page too; SVG art is drawn as ever, with no control', () => {
    renderInArea(<StoryPage story={story('prize-day', photo('prize'))} />);
    expect(screen.getByRole('checkbox', { name: 'Show photo' })).not.toBeChecked();
    expect(screen.queryByRole('img', { name: 'What prize-day shows' })).not.toBeInTheDocument();

    const art = story('art', '<svg viewBox="0 0 4 3"></svg>');
    const { container } = renderInArea(<NewsList items={[art]} />);
    const card = within(container).getByRole('article');
    expect(within(card).getByRole('img', { name: 'What art shows' })).toContainHTML('<svg viewBox="0 0 4 3"></svg>');
    expect(within(card).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
