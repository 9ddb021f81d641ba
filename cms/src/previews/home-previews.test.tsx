// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeaturesPreview, HomePreview } from './home-previews';
import { fileEntry, getAsset, listEntry } from './test-entries';

describe('the home page preview', () => {
  const home = {
    lead: 'Learning, faith and character in Ilorin.',
    proprietorMessage: 'Welcome to our school.\n\nWe teach every child as our own.',
    callToAction: 'Admission is open for next session.',
  };

  it("shows the welcome's lead, the proprietor's message by paragraph and the call to apply", () => {
    render(<HomePreview entry={fileEntry(home)} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome to / })).toBeInTheDocument();
    expect(screen.getByText('Learning, faith and character in Ilorin.')).toBeInTheDocument();
    const message = screen.getByRole('region', { name: 'A Message from Our Proprietor' });
    expect([...message.querySelectorAll('div > p')].map((paragraph) => paragraph.textContent)).toEqual([
      'Welcome to our school.',
      'We teach every child as our own.',
    ]);
    const apply = screen.getByRole('region', { name: 'Ready to Join Our School Family?' });
    expect(within(apply).getByText('Admission is open for next session.')).toBeInTheDocument();
    expect(within(apply).getByRole('link', { name: 'Apply for Admission' })).toHaveAttribute('href', '/admissions');
  });

  it("says what is missing while the proprietor's message is empty", () => {
    render(<HomePreview entry={fileEntry({ ...home, proprietorMessage: '' })} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (the home page has no proprietor message yet).',
    );
  });
});

describe('the features preview', () => {
  const features = [
    { id: 'small-classes', title: 'Small Classes', description: 'Twenty pupils to a class.' },
    { id: 'safe-grounds', title: 'Safe Grounds', description: 'A fenced, guarded compound.' },
  ];

  it('shows each feature as a disclosure under Why Choose Us, its heading in the summary', () => {
    render(<FeaturesPreview entry={listEntry(features)} getAsset={getAsset} />);
    const section = screen.getByRole('region', { name: 'Why Choose Us' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Small Classes', 'Safe Grounds']);
    const [first] = section.querySelectorAll('details');
    expect(first).toHaveTextContent('Twenty pupils to a class.');
  });

  it('says what is missing while a feature has no id yet', () => {
    render(<FeaturesPreview entry={listEntry([{ title: 'Clubs', description: '' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (feature 1 has no id yet).',
    );
  });
});
