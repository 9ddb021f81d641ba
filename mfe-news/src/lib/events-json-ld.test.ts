import { jsonLdText, type SchoolEvent } from '@school/shared/content';
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../data';
import { eventJsonLd, eventsJsonLd } from './events-json-ld';

const SITE = 'https://school.example';
const base: SchoolEvent = {
  id: 'x',
  title: 'Open Day',
  date: '2026-12-05',
  time: '9:00 AM – 1:30 PM',
  location: 'School Hall',
  category: 'Admissions',
  description: 'Visit the school.',
};

describe('Event JSON-LD', () => {
  it('gives every event the fields Google requires and recommends', () => {
    const parsed = JSON.parse(jsonLdText(eventsJsonLd(EVENTS, SITE)));
    expect(parsed).toHaveLength(EVENTS.length);
    for (const [index, event] of parsed.entries()) {
      expect(event['@context']).toBe('https://schema.org');
      expect(event['@type']).toBe('Event');
      expect(event.name).toBe(EVENTS[index]!.title);
      expect(event.description).toBe(EVENTS[index]!.description);
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+01:00$/);
      expect(event.endDate > event.startDate).toBe(true);
      expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
      expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
      expect(event.location['@type']).toBe('Place');
      expect(event.location.address).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: 'Ilorin',
        addressCountry: 'NG',
      });
      expect(event.organizer).toMatchObject({
        name: 'Al-Ihsan Nursery, Primary and Junior Secondary School',
        url: `${SITE}/`,
      });
    }
  });

  it('writes school-time start and end with the +01:00 offset', () => {
    const event = eventJsonLd(base, SITE);
    expect(event.startDate).toBe('2026-12-05T09:00:00+01:00');
    expect(event.endDate).toBe('2026-12-05T13:30:00+01:00');
  });

  it('leaves out the end when only a start is given, and uses the date for an unreadable time', () => {
    expect(eventJsonLd({ ...base, time: '4:30 PM' }, SITE)).not.toHaveProperty('endDate');
    const allDay = eventJsonLd({ ...base, time: 'All day' }, SITE);
    expect(allDay.startDate).toBe('2026-12-05');
    expect(allDay).not.toHaveProperty('endDate');
  });
});
