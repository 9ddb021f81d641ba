import { renderInArea } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

// Opening, one at a time, and the keyboard are the platform's own (<details name>): happy-dom does
// not implement them, so the home e2e spec checks them in Chromium, with and without code.
describe('FeatureAccordion', () => {
  it('has the six features, in the spec’s order, each a closed disclosure of one group with its heading', () => {
    renderInArea(<FeatureAccordion />);
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
});
