// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnouncementsPreview } from './announcements-preview';
import { getAsset, listEntry } from './test-entries';

const older = { id: 'mid-term', title: 'Mid-Term Break', date: '2026-10-19', content: 'Pupils resume on Monday.' };
const newer = { id: 'exams', title: 'Examination Dates', date: '2026-11-21', content: 'Exams begin in December.' };

describe('the announcements preview', () => {
  it('shows each announcement as Announcements does: newest first, with its date and text', () => {
    render(<AnnouncementsPreview entry={listEntry([older, newer])} getAsset={getAsset} />);
    const list = screen.getByRole('region', { name: 'In Announcements' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Examination Dates', 'Mid-Term Break']);
    expect(within(list).getByText('21 November 2026')).toHaveAttribute('datetime', '2026-11-21');
    expect(within(list).getByText('Pupils resume on Monday.')).toBeInTheDocument();
  });

  it('says what is missing while an announcement has no date yet', () => {
    render(<AnnouncementsPreview entry={listEntry([older, { id: 'new', title: 'New' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (announcement 2 has no date yet).',
    );
  });
});
