import { renderInArea } from '@school/shared/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HOME_LOADING_MS } from '../data/home';
import { HomePage } from './home-page';

const contentRenders = vi.hoisted(() => vi.fn());
vi.mock('./home-content', () => ({
  HomeContent: () => {
    contentRenders();
    return <h1>Welcome</h1>;
  },
}));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('renders the page under the spinner once: the switch to the content renders the stage alone', async () => {
  renderInArea(<HomePage />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  await act(async () => {
    vi.advanceTimersByTime(HOME_LOADING_MS);
  });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  expect(contentRenders).toHaveBeenCalledTimes(1);
});
