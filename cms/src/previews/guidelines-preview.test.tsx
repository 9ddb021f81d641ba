// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuidelinesPreview } from './guidelines-preview';
import { fileEntry, getAsset } from './test-entries';

const guidelines = {
  ageIntro: 'On entry a child must be at least:',
  minimumAges: [
    { className: 'Creche', years: 2 },
    { className: 'Primary 1', years: 5 },
  ],
  entranceExamNote: 'Primary 1 and above sit an entrance examination.',
  groups: [{ title: 'Documents', points: ['A birth certificate.', 'Two passport photographs.'] }],
};

describe('the admission guidelines preview', () => {
  it('shows the age card and each guideline card as the admissions page does', () => {
    render(<GuidelinesPreview entry={fileEntry(guidelines)} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Admission Guidelines' })).toBeInTheDocument();
    const age = screen.getByRole('article', { name: 'Age' });
    expect(within(age).getByText('On entry a child must be at least:')).toBeInTheDocument();
    expect(
      within(age)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Creche', 'Primary 1']);
    expect(
      within(age)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['2 years', '5 years']);
    expect(within(age).getByText('Primary 1 and above sit an entrance examination.')).toBeInTheDocument();
    const documents = screen.getByRole('article', { name: 'Documents' });
    expect(
      within(documents)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A birth certificate.', 'Two passport photographs.']);
  });

  it('says what is missing while a class has no age yet', () => {
    const entry = fileEntry({
      ...guidelines,
      minimumAges: [{ className: 'Creche', years: 2 }, { className: 'JSS 1' }],
    });
    render(<GuidelinesPreview entry={entry} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (minimum age 2 has no years yet).',
    );
  });
});
