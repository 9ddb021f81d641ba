// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterPagePreview, NewslettersPreview } from './newsletter-previews';
import { fileEntry, getAsset, listEntry } from './test-entries';

describe('the newsletter page preview', () => {
  it("shows the page's lead under its heading", () => {
    render(<NewsletterPagePreview entry={fileEntry({ lead: 'News from school, by e-mail.' })} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscribe to Our Newsletter' })).toBeInTheDocument();
    expect(screen.getByText('News from school, by e-mail.')).toBeInTheDocument();
  });

  it('says what is missing while the lead is empty', () => {
    render(<NewsletterPagePreview entry={fileEntry({ lead: '' })} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (the newsletter page has no lead yet).',
    );
  });
});

describe('the newsletters preview', () => {
  const offers = [
    { title: 'Term Dates', description: 'When school opens and closes.', frequency: 'Monthly' },
    { title: 'Sports Desk', description: 'Results of the inter-house games.', frequency: 'Bi-weekly' },
  ];

  it('shows each newsletter as a card under Our Newsletters, with how often it comes', () => {
    render(<NewslettersPreview entry={listEntry(offers)} getAsset={getAsset} />);
    const section = screen.getByRole('region', { name: 'Our Newsletters' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Term Dates', 'Sports Desk']);
    expect(within(section).getByText('Results of the inter-house games.')).toBeInTheDocument();
    expect(within(section).getByText('Bi-weekly')).toBeInTheDocument();
  });

  it('says what is missing while a newsletter has no frequency yet', () => {
    render(<NewslettersPreview entry={listEntry([{ title: 'Draft', description: '' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (newsletter 1 has no frequency yet).',
    );
  });
});
