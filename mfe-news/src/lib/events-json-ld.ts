/**
 * schema.org Event structured data for the events list (Google's Event rich result): one
 * object per event, with local start and end times at the school (UTC+1, no daylight saving).
 */
import { SCHOOL, schoolPostalAddress, type SchoolEvent } from '@school/shared/content';
import { parseCalendarDate } from './dates';
import { parseTimeRange, type ClockTime } from './ics';

const OFFSET = '+01:00';
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function localDateTime(date: string, time: ClockTime): string {
  const { year, month, day } = parseCalendarDate(date);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(time.hours)}:${pad(time.minutes)}:00${OFFSET}`;
}

export function eventJsonLd(event: SchoolEvent, siteUrl: string) {
  const range = parseTimeRange(event.time);
  // An event whose time cannot be read is an all-day event: a plain date is valid schema.org.
  const startDate = range ? localDateTime(event.date, range.start) : event.date;
  const endDate = range?.end ? localDateTime(event.date, range.end) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate,
    ...(endDate && { endDate }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: `${event.location}, ${SCHOOL.shortName}`, address: schoolPostalAddress() },
    organizer: { '@type': 'School', name: SCHOOL.name, url: `${siteUrl}/` },
    url: `${siteUrl}/news-events?tab=events`,
  };
}

export function eventsJsonLd(events: readonly SchoolEvent[], siteUrl: string) {
  return events.map((event) => eventJsonLd(event, siteUrl));
}
