import { renderInArea } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NewsEventsPage } from './news-events-page';

it('renders the page heading', () => {
  renderInArea(<NewsEventsPage />, { path: '/news-events' });
  expect(screen.getByRole('heading', { level: 1, name: 'News & Events' })).toBeInTheDocument();
});
