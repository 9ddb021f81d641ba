import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdmissionsPage } from './admissions-page';

function renderPage() {
  renderInArea(<AdmissionsPage />, { path: '/admissions' });
}

describe('AdmissionsPage', () => {
  it('has one h1, Admissions', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Admissions' })).toBeInTheDocument();
  });

  it('lists the minimum ages and the entrance exam from Primary 1 upward', () => {
    renderPage();
    const age = screen.getByRole('article', { name: 'Age' });
    const terms = within(age)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const ages = within(age)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms).toEqual(['Creche', 'Nursery 1', 'Primary 1', 'JSS 1']);
    expect(ages).toEqual(['2 years', '3 years', '5 years', '11 years']);
    expect(age).toHaveTextContent('An entrance examination is required for admission into Primary 1 and above.');
    for (const name of ['Documents', 'Assessment', 'Selection']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });

  it('shows the 2025/2026 fee cards for freshers, formatted in naira', () => {
    renderPage();
    const fees = screen.getByRole('region', { name: 'School Fees 2025/2026' });
    const cards = within(fees)
      .getAllByRole('article')
      .map((card) => [...card.querySelectorAll('h3, p')].map((node) => node.textContent));
    expect(cards).toEqual([
      ['Creche', '₦43,230', 'Ages 2-3'],
      ['Nursery 1-3', '₦47,630', 'Ages 3-4'],
      ['Primary 1-5', '₦55,130', 'Ages 5-12'],
      ['JSS 1-3', '₦62,230', 'Ages 12-14'],
    ]);
  });

  it('lists the additional fee notes', () => {
    renderPage();
    const notes = screen.getByRole('heading', { level: 3, name: 'Additional Fee Notes' }).nextElementSibling;
    expect(
      within(notes as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Registration fee: ₦5,000, paid once (one-time).',
      'Fees are paid in 3 instalments.',
      'Half of the total bill is due by week 6.',
      'Defaulters are sent home from week 3.',
      'Pupils still owing fees from last term may not stay in school at the start of the new term.',
      'Each pupil gets 2 uniforms and 1 sportswear.',
      'An optional state examination fee applies to Primary 3 to 5.',
    ]);
  });

  it('has the application form with the official-use note', () => {
    renderPage();
    expect(screen.getByRole('form', { name: 'Online Application Form' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'For Official Use' })).toHaveAccessibleDescription(
      'Anyone may fill in this section. For the physical admission form, please visit the school administration.',
    );
  });
});
