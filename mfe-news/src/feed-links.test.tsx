import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { EVENTS } from './data';
import { NewsEventsPage } from './news-events-page';
import { render } from './prerender';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const panelAt = (url: string) => {
  window.history.replaceState(null, '', url);
  renderInArea(<NewsEventsPage />, { path: '/news-events' });
  return screen.getByRole('tabpanel');
};

it('links to the news feed from Latest News', () => {
  const link = within(panelAt('/news-events')).getByRole('link', { name: 'News feed' });
  expect(link).toHaveAttribute('href', '/news-events/feed.xml');
  expect(link).toHaveAttribute('type', 'application/atom+xml');
});

it('links to the school calendar from Upcoming Events', () => {
  const link = within(panelAt('/news-events?tab=events')).getByRole('link', {
    name: 'Subscribe to the school calendar',
  });
  expect(link).toHaveAttribute('href', '/news-events/events.ics');
  expect(link).toHaveAttribute('type', 'text/calendar');
});

it('has both links as plain links in the HTML, which works with no script', async () => {
  const page = (await render('B1')).find((fragment) => fragment.file === 'fragments/news-events.html')!.html;
  expect(page).toContain('<a href="/news-events/feed.xml" type="application/atom+xml">News feed</a>');
  expect(page).toContain('<a href="/news-events/events.ics" type="text/calendar">Subscribe to the school calendar</a>');
});

it('has each event’s "Add to calendar" as a plain link to its file in the HTML, with no file in the page', async () => {
  const page = (await render('B1')).find((fragment) => fragment.file === 'fragments/news-events.html')!.html;
  for (const event of EVENTS) {
    expect(page).toMatch(
      new RegExp(
        `<a class="calendar [^"]*" href="/news-events/events/${event.id}\\.ics" download="${event.id}\\.ics">`,
      ),
    );
  }
  expect(page).not.toContain('data:text/calendar');
  expect(page).not.toContain('VCALENDAR');
});
