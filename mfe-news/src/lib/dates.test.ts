import { afterEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENTS, EVENTS, NEWS } from '../data';
import { eventDateParts, formatDate, parseCalendarDate } from './dates';

const originalTz = process.env.TZ;

afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Node re-reads TZ when it is assigned; check it took effect so the test proves something. */
function useTimeZone(zone: string) {
  process.env.TZ = zone;
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
}

describe('parseCalendarDate', () => {
  it('splits an ISO calendar date', () => {
    expect(parseCalendarDate('2027-03-13')).toEqual({ year: 2027, month: 3, day: 13 });
  });

  it('rejects other shapes and impossible dates', () => {
    expect(() => parseCalendarDate('2026-12-05T00:00:00Z')).toThrow();
    expect(() => parseCalendarDate('5/12/2026')).toThrow();
    expect(() => parseCalendarDate('2026-02-30')).toThrow();
    expect(() => parseCalendarDate('2026-13-01')).toThrow();
  });

  it('accepts every date in the data', () => {
    for (const { date } of [...NEWS, ...EVENTS, ...ANNOUNCEMENTS]) expect(() => parseCalendarDate(date)).not.toThrow();
  });
});

// UTC-14 hours (Kiritimati, UTC+14), the far west (Los Angeles, UTC-8/-7), the school's own zone.
describe.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Africa/Lagos', 'UTC'])('in time zone %s', (zone) => {
  it('formats long dates on the calendar day of the data', () => {
    useTimeZone(zone);
    expect(formatDate('2026-12-05')).toBe('5 December 2026');
    expect(formatDate('2026-01-01')).toBe('1 January 2026');
    expect(formatDate('2026-12-31')).toBe('31 December 2026');
  });

  it('gives the event badge day and en-US short month without shifting', () => {
    useTimeZone(zone);
    expect(eventDateParts('2026-03-14')).toEqual({ day: '14', month: 'Mar' });
    expect(eventDateParts('2027-01-01')).toEqual({ day: '1', month: 'Jan' });
    expect(eventDateParts('2026-12-31')).toEqual({ day: '31', month: 'Dec' });
    for (const event of EVENTS) {
      const [, month, day] = event.date.split('-').map(Number);
      const parts = eventDateParts(event.date);
      expect(parts.day).toBe(String(day));
      expect(parts.month).toBe(
        ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month! - 1],
      );
    }
  });
});

describe('the shift these functions avoid', () => {
  it('happens with a naive parse in Los Angeles and with a local parse in Kiritimati', () => {
    useTimeZone('America/Los_Angeles');
    // new Date('YYYY-MM-DD') is UTC midnight: local formatting shows the previous day.
    expect(new Date('2026-12-05').getDate()).toBe(4);
    expect(eventDateParts('2026-12-05').day).toBe('5');

    useTimeZone('Pacific/Kiritimati');
    // Local midnight in UTC+14 is the previous day in UTC.
    expect(new Date(2026, 11, 5).getUTCDate()).toBe(4);
    expect(eventDateParts('2026-12-05').day).toBe('5');
  });
});
