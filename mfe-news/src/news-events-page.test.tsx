import { renderInArea } from '@school/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, EVENTS, NEWS } from './data';
import { NewsEventsPage } from './news-events-page';

function renderPage(url = '/news-events') {
  window.history.replaceState(null, '', url);
  const user = userEvent.setup();
  const view = renderInArea(<NewsEventsPage />, { path: '/news-events' });
  return { user, ...view };
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const articlesInPanel = () => within(panel()).getAllByRole('article');
const tabParam = () => new URLSearchParams(window.location.search).get('tab');

/** "Add to calendar" plus the visually hidden ": <title>" (happy-dom may put a space before the colon). */
const calendarLinkName = (title: string) => (name: string) => name.replace(/\s+:/, ':') === `Add to calendar: ${title}`;

function expectSelected(name: string) {
  const selected = tab(name);
  expect(selected).toHaveAttribute('aria-selected', 'true');
  expect(selected).toHaveAttribute('tabindex', '0');
  for (const other of screen.getAllByRole('tab').filter((t) => t !== selected)) {
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
  }
  // Only the selected tab's panel is shown, and it is the one the tab controls.
  expect(panel()).toHaveAttribute('id', selected.getAttribute('aria-controls'));
  expect(panel()).toHaveAccessibleName(name);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/news-events');
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it('renders the page heading', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'News & Events' })).toBeInTheDocument();
});

describe('tabs', () => {
  it('follow the WAI-ARIA tabs pattern, with Latest News selected by default', () => {
    renderPage();
    const list = screen.getByRole('tablist', { name: 'News & Events' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Latest News', 'Upcoming Events', 'Announcements']);
    expectSelected('Latest News');
    // Every tab controls a panel that exists, hidden when not selected.
    for (const t of screen.getAllByRole('tab')) {
      const controlled = document.getElementById(t.getAttribute('aria-controls')!);
      expect(controlled).toHaveAttribute('role', 'tabpanel');
      expect(controlled).toHaveAttribute('aria-labelledby', t.id);
    }
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(3);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('show 4 news items, 5 events and 3 announcements', async () => {
    const { user } = renderPage();
    expect(articlesInPanel()).toHaveLength(4);
    await user.click(tab('Upcoming Events'));
    expect(articlesInPanel()).toHaveLength(5);
    await user.click(tab('Announcements'));
    expect(articlesInPanel()).toHaveLength(3);
    expect([NEWS.length, EVENTS.length, ANNOUNCEMENTS.length]).toEqual([4, 5, 3]);
  });

  it('switch with the mouse and write the tab to the URL', async () => {
    const { user } = renderPage();
    await user.click(tab('Upcoming Events'));
    expectSelected('Upcoming Events');
    expect(window.location.pathname).toBe('/news-events');
    expect(tabParam()).toBe('events');
    await user.click(tab('Announcements'));
    expectSelected('Announcements');
    expect(tabParam()).toBe('announcements');
    await user.click(tab('Latest News'));
    expectSelected('Latest News');
    expect(tabParam()).toBe('news');
  });

  it('switch with the keyboard: arrows wrap around, Home and End, one tab stop', async () => {
    const { user } = renderPage();
    await user.tab();
    expect(tab('Latest News')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Upcoming Events')).toHaveFocus();
    expectSelected('Upcoming Events');
    expect(tabParam()).toBe('events');

    await user.keyboard('{ArrowRight}');
    expectSelected('Announcements');
    await user.keyboard('{ArrowRight}');
    expect(tab('Latest News')).toHaveFocus();
    expectSelected('Latest News');

    await user.keyboard('{ArrowLeft}');
    expect(tab('Announcements')).toHaveFocus();
    expectSelected('Announcements');
    expect(tabParam()).toBe('announcements');

    await user.keyboard('{Home}');
    expect(tab('Latest News')).toHaveFocus();
    expectSelected('Latest News');

    await user.keyboard('{End}');
    expect(tab('Announcements')).toHaveFocus();
    expectSelected('Announcements');
    // (Tab from the tab list to the panel is checked in the e2e suite: happy-dom's tab order
    // does not skip the content of hidden panels.)
  });

  it('follow keys pressed faster than the page renders: each key moves on from the focused tab', async () => {
    const { user } = renderPage('/news-events?tab=news');
    await user.tab();
    // Each pair of keys lands before React renders the first one's selection (one act: as a fast
    // thumb meets a page whose navigation renders in a transition).
    const quickly = (...keys: string[]) =>
      act(() => {
        for (const key of keys) {
          document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        }
      });

    quickly('ArrowLeft', 'Home');
    expect(tab('Latest News')).toHaveFocus();
    expectSelected('Latest News');
    expect(tabParam()).toBe('news');

    quickly('ArrowRight', 'ArrowRight');
    expect(tab('Announcements')).toHaveFocus();
    expectSelected('Announcements');
    expect(tabParam()).toBe('announcements');
  });

  it('replace the history entry, keeping the path and the other parameters', async () => {
    window.history.replaceState(null, '', '/news-events?ref=home');
    const user = userEvent.setup();
    renderInArea(<NewsEventsPage />, { path: '/news-events' });
    const length = window.history.length;
    await user.click(tab('Upcoming Events'));
    expect(window.history.length).toBe(length);
    expect(window.location.pathname).toBe('/news-events');
    expect(window.location.search).toBe('?ref=home&tab=events');
    await user.click(tab('Announcements'));
    expect(window.history.length).toBe(length);
    expect(window.location.search).toBe('?ref=home&tab=announcements');
  });
});

describe('URL state', () => {
  it.each([
    ['?tab=news', 'Latest News', 4],
    ['?tab=events', 'Upcoming Events', 5],
    ['?tab=announcements', 'Announcements', 3],
    ['?tab=unknown', 'Latest News', 4],
    ['', 'Latest News', 4],
  ])('%j opens %s', (search, name, count) => {
    renderPage(`/news-events${search}`);
    expectSelected(name);
    expect(articlesInPanel()).toHaveLength(count);
  });

  it('does not touch the URL until a tab is chosen', () => {
    renderPage('/news-events');
    expect(window.location.search).toBe('');
  });

  it('follows back/forward and navigations (popstate)', () => {
    renderPage('/news-events?tab=events');
    expectSelected('Upcoming Events');
    act(() => {
      window.history.pushState(null, '', '/news-events?tab=announcements');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expectSelected('Announcements');
    act(() => {
      window.history.pushState(null, '', '/news-events');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expectSelected('Latest News');
  });
});

describe('news cards', () => {
  it('show image, category, title, date and excerpt in an article', () => {
    renderPage();
    const first = NEWS[0]!;
    const card = articlesInPanel()[0]!;
    const image = within(card).getByRole('img', { name: first.imageAlt });
    // Drawn in the page from the remote's own SVG file, no request and nothing to decode.
    expect(image.tagName).not.toBe('IMG');
    expect(image.querySelector('svg')).toHaveAttribute('viewBox', '0 0 320 180');
    expect(within(card).getByRole('heading', { level: 3, name: first.title })).toBeInTheDocument();
    expect(within(card).getByText(first.category)).toBeInTheDocument();
    expect(within(card).getByText('18 November 2026')).toHaveAttribute('datetime', '2026-11-18');
    expect(within(card).getByText(first.excerpt)).toBeInTheDocument();
    for (const [index, article] of articlesInPanel().entries()) {
      expect(within(article).getByRole('img')).toHaveAccessibleName(NEWS[index]!.imageAlt);
      expect(within(article).getByRole('img').querySelector('svg')).not.toBeNull();
    }
  });
});

describe('story dialog', () => {
  const story = NEWS[1]!;
  const readMore = () => screen.getByRole('button', { name: `Read more about ${story.title}` });

  it('is not in the page until "Read more" is used: the HTML carries only the excerpts', () => {
    renderPage();
    expect(document.querySelectorAll('dialog')).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: /^Read more/ })).toHaveLength(4);
    expect(screen.queryByText(story.content.split('\n\n')[1]!)).toBeNull();
  });

  it('opens from "Read more" as a modal with the title, full content and a Close button', async () => {
    const { user } = renderPage();
    await user.click(readMore());
    const dialog = screen.getByRole('dialog', { name: story.title });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    for (const paragraph of story.content.split('\n\n'))
      expect(within(dialog).getByText(paragraph)).toBeInTheDocument();
    expect(within(dialog).getByText('Achievements')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  // Escape, and focus going back to "Read more", are the browser's own (a modal <dialog>); happy-dom
  // does neither, so the news e2e spec checks them in Chromium.
  it('closes with the Close button, and opens another story after', async () => {
    const { user } = renderPage();
    await user.click(readMore());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const other = NEWS[0]!;
    await user.click(screen.getByRole('button', { name: `Read more about ${other.title}` }));
    expect(screen.getByRole('dialog', { name: other.title })).toBeInTheDocument();
  });
});

describe('event cards', () => {
  it('show the date badge, category, title, time, location and description', async () => {
    const { user } = renderPage();
    await user.click(tab('Upcoming Events'));
    const cards = articlesInPanel();
    EVENTS.forEach((event, index) => {
      const card = cards[index]!;
      const [, , day] = event.date.split('-');
      const badge = card.querySelector('time')!;
      expect(badge).toHaveAttribute('datetime', event.date);
      expect(badge.querySelector('.day')).toHaveTextContent(new RegExp(`^${Number(day)}$`));
      expect(within(card).getByRole('heading', { level: 3, name: event.title })).toBeInTheDocument();
      expect(within(card).getByText(event.category)).toBeInTheDocument();
      expect(within(card).getByText(event.time)).toBeInTheDocument();
      expect(within(card).getByText(event.location)).toBeInTheDocument();
      expect(within(card).getByText(event.description)).toBeInTheDocument();
    });
    expect(cards.map((card) => card.querySelector('time')!.textContent)).toEqual([
      '28 Nov',
      '5 Dec',
      '17 Dec',
      '16 Jan',
      '13 Mar',
    ]);
  });

  it('offer an "Add to calendar" link to each event’s own calendar file, with its download name', () => {
    renderPage('/news-events?tab=events');
    for (const event of EVENTS) {
      const link = within(panel()).getByRole('link', { name: calendarLinkName(event.title) });
      expect(link).toHaveAttribute('href', `/news-events/events/${event.id}.ics`);
      expect(link).toHaveAttribute('download', `${event.id}.ics`);
      expect(link.textContent).toBe(`Add to calendar: ${event.title}`);
    }
  });
});

describe('announcement cards', () => {
  it('show title, date and content', () => {
    renderPage('/news-events?tab=announcements');
    const cards = articlesInPanel();
    ANNOUNCEMENTS.forEach((item, index) => {
      const card = cards[index]!;
      expect(within(card).getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
      expect(within(card).getByText(item.content)).toBeInTheDocument();
      expect(card.querySelector('time')).toHaveAttribute('datetime', item.date);
    });
    expect(within(cards[0]!).getByText('21 November 2026')).toBeInTheDocument();
  });
});
