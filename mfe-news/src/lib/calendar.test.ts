import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../data';
import { CALENDAR_NAME, schoolCalendarIcs } from './calendar';
import { parseTimeRange } from './ics';

const NOW = new Date(Date.UTC(2026, 10, 22, 2, 45, 0));
const ics = schoolCalendarIcs(EVENTS, NOW);
const calendar = new ICAL.Component(ICAL.parse(ics));
const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

/** The instant of a wall-clock time in Ilorin (West Africa Time, UTC+1, no daylight saving). */
const inIlorin = (date: string, { hours, minutes }: { hours: number; minutes: number }) =>
  new Date(`${date}T${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00+01:00`);

describe('the school calendar (events.ics), read by ical.js', () => {
  it('is one calendar with its name, for subscribing', () => {
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(CALENDAR_NAME);
    expect(CALENDAR_NAME).toBe('Al-Ihsan School events');
  });

  it('has every event of the content once, with a stable UID', () => {
    expect(events.map((event) => event.uid)).toEqual(EVENTS.map((event) => `${event.id}@alihsanschool.com.ng`));
    expect(new Set(events.map((event) => event.uid)).size).toBe(EVENTS.length);
    // The same content makes the same events: only the stamp says when the file was made.
    const later = schoolCalendarIcs(EVENTS, new Date(NOW.getTime() + 86_400_000));
    expect(later.replace(/DTSTAMP:\w+/g, '')).toBe(ics.replace(/DTSTAMP:\w+/g, ''));
  });

  it.each(EVENTS.map((event) => [event.id, event] as const))(
    '%s: its title, place and times in school time',
    (id, source) => {
      const event = events.find((candidate) => candidate.uid.startsWith(`${id}@`))!;
      const range = parseTimeRange(source.time)!;
      expect(event.summary).toBe(source.title);
      expect(event.description).toBe(source.description);
      expect(event.location).toContain(source.location);
      expect(event.startDate.zone?.tzid).toBe('UTC');
      expect(event.startDate.toJSDate()).toEqual(inIlorin(source.date, range.start));
      expect(event.endDate.toJSDate()).toEqual(inIlorin(source.date, range.end!));
    },
  );

  it('folds every line to 75 octets, with CRLF line endings only', () => {
    const lines = ics.split('\r\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('is a calendar with no event when there is none', () => {
    const empty = new ICAL.Component(ICAL.parse(schoolCalendarIcs([], NOW)));
    expect(empty.getAllSubcomponents('vevent')).toEqual([]);
  });
});
