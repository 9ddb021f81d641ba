import { renderInArea } from '@school/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_STATS } from '../data/home';
import { StatCards } from './stat-cards';

function highlightedIndex(): number {
  const list = within(screen.getByRole('region', { name: 'Our School in Numbers' })).getByRole('list');
  const items = within(list).getAllByRole('listitem');
  const highlighted = items.flatMap((item, index) => (item.getAttribute('data-highlighted') === 'true' ? [index] : []));
  expect(highlighted).toHaveLength(1);
  return highlighted[0]!;
}

/** A system preference for reduced motion, which the test can change while the page is open. */
function mockReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: reduce,
    addEventListener: (_type: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => (query === '(prefers-reduced-motion: reduce)' ? list : { ...list, matches: false })),
  );
  return (next: boolean) => {
    list.matches = next;
    for (const listener of listeners) listener();
  };
}

describe('StatCards', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the four figures', () => {
    renderInArea(<StatCards stats={HOME_STATS} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '200+Students',
      '16+Qualified Teachers',
      '10+Years of Excellence',
      '95%Graduate Success',
    ]);
  });

  it('moves the highlight to the next card every 3 s and wraps around', () => {
    mockReducedMotion(false);
    renderInArea(<StatCards stats={HOME_STATS} />);
    expect(highlightedIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(highlightedIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(highlightedIndex()).toBe(1);
    for (const expected of [2, 3, 0, 1]) {
      act(() => vi.advanceTimersByTime(3000));
      expect(highlightedIndex()).toBe(expected);
    }
  });

  it('holds the highlight still for visitors who ask for reduced motion', () => {
    mockReducedMotion(true);
    renderInArea(<StatCards stats={HOME_STATS} />);
    act(() => vi.advanceTimersByTime(3 * 3000));
    expect(highlightedIndex()).toBe(0);
  });

  it('stops where it is when reduced motion is asked for on an open page, and goes on when it is not', () => {
    const ask = mockReducedMotion(false);
    renderInArea(<StatCards stats={HOME_STATS} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(highlightedIndex()).toBe(1);
    act(() => ask(true));
    act(() => vi.advanceTimersByTime(3 * 3000));
    expect(highlightedIndex()).toBe(1);
    act(() => ask(false));
    act(() => vi.advanceTimersByTime(3000));
    expect(highlightedIndex()).toBe(2);
  });
});
