import { renderInArea } from '@school/shared/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FEATURES } from '../data/home';
import { FEATURES_GROUP, FeatureAccordion } from './feature-accordion';

const TITLES = [
  'Academic Excellence',
  'Qualified Teachers',
  'Modern Facilities',
  'Character Development',
  'Extracurricular Activities',
  'Career Guidance',
];

const disclosureOf = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('details');

// Opening, one at a time, and the keyboard are the platform's own (<details name>), which the home
// e2e spec checks in Chromium, with and without code. happy-dom lacks the group, as Safari before
// 17.2 does: there the code keeps one open.
describe('FeatureAccordion', () => {
  it('has the six features, in the spec’s order, each a closed disclosure of one group with its heading', () => {
    renderInArea(<FeatureAccordion features={FEATURES} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(TITLES);
    TITLES.forEach((title, index) => {
      const details = disclosureOf(title);
      expect(details).not.toBeNull();
      expect(details).toHaveAttribute('name', FEATURES_GROUP);
      expect(details).not.toHaveAttribute('open');
      const summary = details!.querySelector(':scope > summary');
      expect(summary).toContainElement(screen.getByRole('heading', { level: 3, name: title }));
      expect(details).toHaveTextContent(FEATURES[index]!.description);
    });
  });

  it('keeps one feature open where the engine lacks the group (the code closes the one open before)', async () => {
    expect('name' in HTMLDetailsElement.prototype).toBe(false);
    renderInArea(<FeatureAccordion features={FEATURES} />);
    const first = disclosureOf('Academic Excellence')!;
    const second = disclosureOf('Qualified Teachers')!;
    await act(async () => {
      first.open = true;
    });
    await act(async () => {
      second.open = true;
    });
    await vi.waitFor(() => expect(first).not.toHaveAttribute('open'));
    expect(second).toHaveAttribute('open');
  });
});
