import { fireEvent, render, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLink } from './app-link';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn((event: Event) => event.preventDefault()) }));

/** Clicks the link named `name`: whether the page handled it (prevented the browser's navigation). */
function click(name: string, init: MouseEventInit = {}) {
  return !fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
}

describe('AppLink', () => {
  afterEach(() => vi.mocked(navigateToUrl).mockClear());

  it('opens a route’s page through single-spa, with no page load', () => {
    render(<AppLink href="/news-events">News &amp; Events</AppLink>);
    expect(click('News & Events')).toBe(true);
    expect(navigateToUrl).toHaveBeenCalledTimes(1);
  });

  it('leaves a page of its own to the browser: it is a document with no code, not a route', () => {
    render(<AppLink href="/news-events/stories">All stories (5)</AppLink>);
    expect(click('All stories (5)')).toBe(false);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });

  it('leaves a click for a new tab to the browser', () => {
    render(<AppLink href="/about">About Us</AppLink>);
    expect(click('About Us', { ctrlKey: true })).toBe(false);
    expect(navigateToUrl).not.toHaveBeenCalled();
  });
});
