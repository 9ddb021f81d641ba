import { renderInArea } from '@school/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_LOADING_MS } from '../data/home';
import { HomePage } from './home-page';

/** Past the spinner's time, with the content's chunk loaded (it loads while the spinner shows). */
async function pastSpinner(ms = HOME_LOADING_MS) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
    await import('./home-content');
  });
}

describe('HomePage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner for 1.5 s, then the content', async () => {
    renderInArea(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the home page');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await pastSpinner(1499);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();

    await pastSpinner(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Al-Ihsan School' })).toBeInTheDocument();
  });

  it('links the hero and the call to action to the right pages', async () => {
    renderInArea(<HomePage />);
    await pastSpinner();
    expect(screen.getByRole('link', { name: 'Apply Now' })).toHaveAttribute('href', '/admissions');
    expect(screen.getByRole('link', { name: 'Learn More about our school' })).toHaveAttribute('href', '/about');

    const cta = screen.getByRole('region', { name: 'Ready to Join Our School Family?' });
    expect(within(cta).getByRole('link', { name: 'Apply for Admission' })).toHaveAttribute('href', '/admissions');
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('shows the proprietor’s message with a lazily loaded portrait of explicit size', async () => {
    renderInArea(<HomePage />);
    await pastSpinner();
    const message = screen.getByRole('region', { name: 'A Message from Our Proprietor' });
    const portrait = within(message).getByRole('img', {
      name: 'Portrait of Dr. Aminah Abdulsalam, Proprietor and Principal',
    });
    expect(portrait).toHaveAttribute('loading', 'lazy');
    expect(portrait).toHaveAttribute('width', '320');
    expect(portrait).toHaveAttribute('height', '320');
  });

  it('has one h1 and the sections as h2s', async () => {
    renderInArea(<HomePage />);
    await pastSpinner();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'A Message from Our Proprietor',
      'Our School in Numbers',
      'Why Choose Us',
      'Ready to Join Our School Family?',
    ]);
  });
});
