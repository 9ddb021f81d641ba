import type { SchoolEvent } from '@school/shared/content';
import { describe, expect, it } from 'vitest';
import { EVENTS } from '../data';
import { escapeText, eventToIcs, foldLine, parseTimeRange } from './ics';

const NOW = new Date(Date.UTC(2026, 10, 22, 2, 45, 0));

function event(overrides: Partial<SchoolEvent> = {}): SchoolEvent {
  return {
    id: 'test-event',
    title: 'Test Event',
    date: '2026-12-05',
    time: '9:00 AM – 1:00 PM',
    location: 'School Hall',
    category: 'Test',
    description: 'A test.',
    ...overrides,
  };
}

/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const contentLines = (ics: string) => unfold(ics).split('\r\n').slice(0, -1);
const property = (ics: string, name: string) =>
  contentLines(ics)
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.slice(name.length + 1);

describe('eventToIcs', () => {
  const quran = EVENTS.find((e) => e.id === 'quran-recitation-competition-2026')!;
  const ics = eventToIcs(quran, NOW);

  it('is one VCALENDAR with one VEVENT and the required properties, in order', () => {
    const lines = contentLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
    expect(property(ics, 'PRODID')).toBe('-//Al-Ihsan School//News and Events//EN');
    expect(property(ics, 'UID')).toBe('quran-recitation-competition-2026@alihsanschool.com.ng');
    expect(property(ics, 'DTSTAMP')).toBe('20261122T024500Z');
  });

  it('converts school time (West Africa Time, UTC+1) to UTC', () => {
    // 9:00 AM – 1:00 PM in Ilorin on 5 December 2026.
    expect(property(ics, 'DTSTART')).toBe('20261205T080000Z');
    expect(property(ics, 'DTEND')).toBe('20261205T120000Z');
  });

  it('does not depend on the time zone of the visitor', () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const east = eventToIcs(quran, NOW);
      process.env.TZ = 'America/Los_Angeles';
      expect(eventToIcs(quran, NOW)).toBe(east);
      expect(east).toBe(ics);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('writes summary, location with the school address, description and category, escaped', () => {
    expect(property(ics, 'SUMMARY')).toBe("Annual Qur'an Recitation Competition");
    expect(property(ics, 'LOCATION')).toBe(
      'School Hall\\, Al-Ihsan School\\, 14 Olorunsogo Road\\, Gaa-Akanbi\\, Ilorin\\, Kwara State\\, Nigeria',
    );
    expect(property(ics, 'DESCRIPTION')).toBe(escapeText(quran.description));
    expect(property(ics, 'DESCRIPTION')).toContain(
      'recite in four categories\\, judged on memorisation\\, tajweed and voice. Parents are invited to attend\\;',
    );
    expect(property(ics, 'CATEGORIES')).toBe('Islamic Studies');
  });

  it('uses CRLF line endings only, ending with one', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('folds every line to at most 75 octets', () => {
    for (const sample of EVENTS.map((e) => eventToIcs(e, NOW))) {
      const physical = sample.split('\r\n').slice(0, -1);
      for (const line of physical) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      // The description of every event is long enough to need folding.
      expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    }
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const tricky = eventToIcs(
      event({
        title: 'Sports; Day, 2026',
        description: 'Line one\nLine two; with a comma, and a back\\slash\r\nEnd',
        location: 'Stadium, Ilorin',
      }),
      NOW,
    );
    expect(property(tricky, 'SUMMARY')).toBe('Sports\\; Day\\, 2026');
    expect(property(tricky, 'DESCRIPTION')).toBe('Line one\\nLine two\\; with a comma\\, and a back\\\\slash\\nEnd');
    // A location that already names the town is kept as written.
    expect(property(tricky, 'LOCATION')).toBe('Stadium\\, Ilorin');
  });

  it('makes an all-day event when the time cannot be read', () => {
    const allDay = eventToIcs(event({ time: 'All day', date: '2026-12-31' }), NOW);
    expect(property(allDay, 'DTSTART')).toBe('VALUE=DATE:20261231');
    expect(property(allDay, 'DTEND')).toBe('VALUE=DATE:20270101');
  });

  it('gives an event with only a start time one hour', () => {
    const single = eventToIcs(event({ time: '4:30 PM' }), NOW);
    expect(property(single, 'DTSTART')).toBe('20261205T153000Z');
    expect(property(single, 'DTEND')).toBe('20261205T163000Z');
  });
});

describe('parseTimeRange', () => {
  it('reads 12-hour times with any dash', () => {
    expect(parseTimeRange('9:00 AM – 1:00 PM')).toEqual({
      start: { hours: 9, minutes: 0 },
      end: { hours: 13, minutes: 0 },
    });
    expect(parseTimeRange('10 am-12:30 pm')).toEqual({
      start: { hours: 10, minutes: 0 },
      end: { hours: 12, minutes: 30 },
    });
    expect(parseTimeRange('12:15 AM')).toEqual({ start: { hours: 0, minutes: 15 }, end: null });
    expect(parseTimeRange('All day')).toBeNull();
  });

  it('reads every time in the data', () => {
    for (const e of EVENTS) expect(parseTimeRange(e.time)?.end).not.toBeNull();
  });
});

describe('foldLine', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:Short')).toBe('SUMMARY:Short');
    expect(foldLine('X'.repeat(75))).toBe('X'.repeat(75));
  });

  it('folds at 75 octets, continuation lines starting with a space', () => {
    const folded = foldLine('X'.repeat(200));
    const lines = folded.split('\r\n');
    // 75 + 74 + 51 characters; continuation lines also carry the leading space.
    expect(lines.map((line) => line.length)).toEqual([75, 75, 52]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe('X'.repeat(200));
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    const text = `DESCRIPTION:${'Qur’an ۞ 🌙 '.repeat(12)}`;
    const folded = foldLine(text);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(text);
    expect(folded).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
