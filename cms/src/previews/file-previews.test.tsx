// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventsPreview } from './events-preview';
import { FeesPreview } from './fees-preview';
import { VacancyPreview } from './vacancy-preview';
import { fileEntry, getAsset } from './test-entries';
import type { PreviewProps } from './types';

describe('the fees preview', () => {
  const fees = {
    session: '2026/2027',
    cards: [
      { grade: 'Creche', fee: 45500, description: 'Ages 2-3' },
      { grade: 'JSS 1-3', fee: 64000, description: 'Ages 12-14' },
    ],
    notes: ['Fees are paid in 3 instalments.'],
  };

  it("shows next session's fees in naira and the notes, as the admissions page does", () => {
    render(<FeesPreview entry={fileEntry(fees)} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 2, name: 'School Fees 2026/2027' })).toBeInTheDocument();
    const creche = screen.getByRole('article', { name: 'Creche' });
    expect(within(creche).getByText('₦45,500')).toBeInTheDocument();
    expect(within(creche).getByText('Ages 2-3')).toBeInTheDocument();
    expect(screen.getByText('Fees are paid in 3 instalments.')).toBeInTheDocument();
  });

  it('says what is missing, without taking the editor down, while a fee is being typed', () => {
    render(<FeesPreview entry={fileEntry({ ...fees, cards: [{ grade: 'Creche' }] })} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (Creche has no fee yet).',
    );
  });
});

describe('the events preview', () => {
  const event = {
    id: 'pta-general-meeting',
    title: 'PTA General Meeting',
    date: '2026-11-28',
    time: '10:00 AM – 12:30 PM',
    location: 'School Hall',
    category: 'Parents',
    description: 'Parents and guardians meet the proprietor and teachers.',
  };

  it('shows each event as Upcoming Events does, in the order of the file', () => {
    const later = { ...event, id: 'prize-day', title: 'Prize-Giving Day', date: '2026-12-12' };
    render(<EventsPreview entry={fileEntry({ items: [later, event] })} getAsset={getAsset} />);
    const list = screen.getByRole('region', { name: 'In Upcoming Events' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Prize-Giving Day', 'PTA General Meeting']);
    expect(within(list).getAllByText('School Hall')).toHaveLength(2);
  });

  it('shows nothing yet for a file with no events', () => {
    render(<EventsPreview entry={fileEntry({})} getAsset={getAsset} />);
    expect(within(screen.getByRole('region', { name: 'In Upcoming Events' })).queryAllByRole('heading')).toEqual([]);
  });
});

describe('the vacancy preview', () => {
  const data: Record<string, unknown> = {
    title: 'Arabic Teacher',
    type: 'Full-time',
    department: 'Islamic Studies',
    body: 'Teach Arabic from Primary 1 to JSS 3.',
    requirements: { toJS: () => ['NCE or degree in Arabic', 'Two years of teaching'] },
    deadline: '2026-12-31',
  };
  const entry: PreviewProps['entry'] = {
    getIn: ([, key]: string[]) => data[key!],
    get: (key: string) => (key === 'slug' ? 'arabic-teacher' : undefined),
  };

  it("shows the posting as the careers page's card: its type, text, requirements and deadline", () => {
    render(<VacancyPreview entry={entry} getAsset={getAsset} />);
    const card = within(screen.getByRole('region', { name: 'Among the postings' })).getByRole('article', {
      name: 'Arabic Teacher',
    });
    expect(within(card).getByText('Full-time')).toBeInTheDocument();
    expect(within(card).getByText('Teach Arabic from Primary 1 to JSS 3.')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NCE or degree in Arabic', 'Two years of teaching']);
    expect(card).toHaveTextContent('2026-12-31');
  });
});
