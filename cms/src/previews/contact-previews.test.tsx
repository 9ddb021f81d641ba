// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactPagePreview, OfficesPreview, SchoolPreview } from './contact-previews';
import { fileEntry, getAsset, listEntry } from './test-entries';

describe("the school's facts preview", () => {
  const school = {
    name: 'Test Nursery and Primary School',
    shortName: 'Test School',
    motto: 'Learn and Serve',
    summary: 'A school.',
    address: { street: '2 Unity Road', town: 'Ilorin', state: 'Kwara State', country: 'Nigeria', countryCode: 'NG' },
    phones: ['+2348011112222', '+2348033334444'],
    email: 'office@school.example',
    officeHours: [
      { days: 'Mon-Fri', hours: '7:30 AM-3:00 PM' },
      { days: 'Sat', hours: 'Closed' },
    ],
    socials: { facebook: 'https://www.facebook.com/test', youtube: 'https://www.youtube.com/@test' },
  };

  it('shows the address, phones, e-mail and office hours as Get in Touch on Contact does', () => {
    render(<SchoolPreview entry={fileEntry(school)} getAsset={getAsset} />);
    const details = screen.getByRole('region', { name: 'In Get in Touch, on Contact' });
    expect(within(details).getByText(/2 Unity Road/)).toHaveTextContent('2 Unity RoadIlorin, Kwara StateNigeria');
    expect(within(details).getByRole('link', { name: '0801 111 2222' })).toHaveAttribute('href', 'tel:+2348011112222');
    expect(within(details).getByRole('link', { name: '0803 333 4444' })).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: /^WhatsApp 0801 111 2222/ })).toHaveAttribute(
      'href',
      'https://wa.me/2348011112222',
    );
    expect(within(details).getByRole('link', { name: 'office@school.example' })).toBeInTheDocument();
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Mon-Fri', 'Sat']);
    expect(
      within(details)
        .getAllByRole('definition')
        .map((definition) => definition.textContent),
    ).toEqual(['7:30 AM-3:00 PM', 'Closed']);
  });

  it('says what is missing while the school has no phone number', () => {
    render(<SchoolPreview entry={fileEntry({ ...school, phones: [] })} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (the school has no phones yet).',
    );
  });
});

describe('the contact page preview', () => {
  const page = { lead: 'Call or visit us.', landmarks: 'Opposite the health centre.' };

  it("shows the page's lead under Contact Us and the landmarks under the map's place", () => {
    render(<ContactPagePreview entry={fileEntry(page)} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Call or visit us.')).toBeInTheDocument();
    const findUs = screen.getByRole('region', { name: 'Find Us' });
    expect(within(findUs).getByText('Opposite the health centre.')).toBeInTheDocument();
    // The editor's policy allows no other site's frame: the map's box stays in its place.
    expect(findUs.querySelector('iframe')).toBeNull();
    expect(findUs.querySelector('.map-space')).not.toBeNull();
  });

  it('says what is missing while the landmarks are empty', () => {
    render(<ContactPagePreview entry={fileEntry({ lead: page.lead })} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (the contact page has no landmarks yet).',
    );
  });
});

describe('the offices preview', () => {
  const office = {
    name: 'Bursary',
    email: 'bursary@school.example',
    phone: '+2348055556666',
    purpose: 'Fees and receipts.',
  };

  it("shows each office's card under Departments: its purpose, e-mail and phone", () => {
    render(<OfficesPreview entry={listEntry([office])} getAsset={getAsset} />);
    const section = screen.getByRole('region', { name: 'Departments' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Bursary' })).toBeInTheDocument();
    expect(within(section).getByText('Fees and receipts.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'bursary@school.example' })).toHaveAttribute(
      'href',
      'mailto:bursary@school.example',
    );
    expect(within(section).getByRole('link', { name: '0805 555 6666' })).toBeInTheDocument();
  });

  it('says what is missing while an office has no phone yet', () => {
    render(
      <OfficesPreview entry={listEntry([office, { name: 'Library', email: 'l@x.example' }])} getAsset={getAsset} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The preview will show once the entry is complete (office 2 has no phone yet).',
    );
  });
});
