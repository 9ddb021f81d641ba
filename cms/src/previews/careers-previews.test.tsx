// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BenefitsPreview, CareersPagePreview } from './careers-previews';
import { fileEntry, getAsset, listEntry } from './test-entries';

describe('the benefits preview', () => {
  const benefits = [
    { title: 'Training', description: 'Workshops every term.' },
    { title: 'Pay on Time', description: 'Salaries paid by the 25th.' },
  ];

  it('shows each benefit as a card under Why Work With Us?, in the order of the file', () => {
    render(<BenefitsPreview entry={listEntry(benefits)} getAsset={getAsset} />);
    const section = screen.getByRole('region', { name: 'Why Work With Us?' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Training', 'Pay on Time']);
    expect(within(section).getByText('Salaries paid by the 25th.')).toBeInTheDocument();
  });

  it('says what is missing while a benefit has no title yet', () => {
    render(<BenefitsPreview entry={listEntry([benefits[0], { description: 'Half-typed.' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (benefit 2 has no title yet).',
    );
  });
});

describe('the careers page preview', () => {
  const page = { lead: 'Teach with us in Ilorin.', generalApplication: 'Write to us any time.' };

  it("shows the page's lead under its heading, and the general application's invitation", () => {
    render(<CareersPagePreview entry={fileEntry(page)} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Career Opportunities' })).toBeInTheDocument();
    expect(screen.getByText('Teach with us in Ilorin.')).toBeInTheDocument();
    const general = screen.getByRole('region', { name: "Don't See the Right Position?" });
    expect(within(general).getByText('Write to us any time.')).toBeInTheDocument();
    expect(within(general).getByRole('button', { name: 'Submit General Application' })).toBeInTheDocument();
  });

  it('says what is missing while the invitation is empty', () => {
    render(<CareersPagePreview entry={fileEntry({ ...page, generalApplication: '' })} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (the careers page has no general application yet).',
    );
  });
});
