// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchoolStatsPreview } from './school-stats-preview';
import { fileEntry, getAsset } from './test-entries';

const stats = {
  students: 250,
  teachers: 20,
  yearsOfService: 12,
  graduateSuccessRate: 97,
  teacherStudentRatio: { teachers: 1, students: 12 },
};

const itemsIn = (name: string) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the school's numbers preview", () => {
  it("shows the figures as Home's stat cards and the Academic Overview do", () => {
    render(<SchoolStatsPreview entry={fileEntry(stats)} getAsset={getAsset} />);
    expect(itemsIn('Our School in Numbers')).toEqual([
      '250+Students',
      '20+Qualified Teachers',
      '12+Years of Excellence',
      '97%Graduate Success',
    ]);
    const overview = itemsIn('Academic Overview');
    expect(overview[0]).toBe('1:12Teacher-student ratio');
    expect(overview[2]).toBe('20Teachers');
  });

  it('says what is missing while a figure is empty', () => {
    render(<SchoolStatsPreview entry={fileEntry({ ...stats, yearsOfService: undefined })} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (the school in numbers has no years of service yet).',
    );
  });
});
