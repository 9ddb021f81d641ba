import type { Page } from '@playwright/test';

export const FEATURES = [
  'Academic Excellence',
  'Qualified Teachers',
  'Modern Facilities',
  'Character Development',
  'Extracurricular Activities',
  'Career Guidance',
] as const;

/**
 * One of Home's feature cards, found by its heading: a disclosure of the platform's own
 * (<details>, a group; its summary holds the heading), which opens with or without the code.
 */
export const featureCard = (page: Page) => (title: string) => {
  const heading = page.getByRole('heading', { level: 3, name: title });
  const details = page.getByRole('group').filter({ has: heading });
  return { heading, details, summary: details.locator('summary') };
};
