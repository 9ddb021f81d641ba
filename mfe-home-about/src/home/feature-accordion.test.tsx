import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '../data/home';
import { FeatureAccordion } from './feature-accordion';

const TITLES = [
  'Academic Excellence',
  'Qualified Teachers',
  'Modern Facilities',
  'Character Development',
  'Extracurricular Activities',
  'Career Guidance',
];

/** The open panels (inside the section, which is itself a region). */
function openPanels(): HTMLElement[] {
  return within(screen.getByRole('region', { name: 'Why Choose Us' })).queryAllByRole('region');
}

function expandedTitles(): string[] {
  return screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent ?? '');
}

describe('FeatureAccordion', () => {
  it('has the six features, in the spec’s order, as buttons inside headings, all collapsed', () => {
    renderInArea(<FeatureAccordion />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(TITLES);
    for (const title of TITLES) {
      const button = screen.getByRole('button', { name: title });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
      expect(screen.getByRole('heading', { level: 3, name: title })).toContainElement(button);
    }
    expect(openPanels()).toHaveLength(0);
  });

  it('opens one panel at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderInArea(<FeatureAccordion />);

    await user.click(screen.getByRole('button', { name: 'Academic Excellence' }));
    expect(expandedTitles()).toEqual(['Academic Excellence']);
    const panel = screen.getByRole('region', { name: 'Academic Excellence' });
    expect(panel).toHaveTextContent(FEATURES[0]!.description);
    expect(screen.getByRole('button', { name: 'Academic Excellence' })).toHaveAttribute('aria-controls', panel.id);

    await user.click(screen.getByRole('button', { name: 'Qualified Teachers' }));
    expect(expandedTitles()).toEqual(['Qualified Teachers']);
    expect(openPanels()).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Qualified Teachers' })).toHaveTextContent(FEATURES[1]!.description);

    await user.click(screen.getByRole('button', { name: 'Qualified Teachers' }));
    expect(expandedTitles()).toEqual([]);
    expect(openPanels()).toHaveLength(0);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderInArea(<FeatureAccordion />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Academic Excellence' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(expandedTitles()).toEqual(['Qualified Teachers']);
    await user.keyboard(' ');
    expect(expandedTitles()).toEqual([]);
  });
});
