/**
 * The data's dates are calendar dates ("2026-12-05"), not instants. They are parsed as UTC
 * midnight and always formatted with timeZone 'UTC', so the day shown never depends on the
 * visitor's time zone (a naive `new Date(iso)` + local formatting shows 4 December in
 * Los Angeles, and a local-midnight parse + UTC formatting shows 4 December in Kiritimati).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** Splits "YYYY-MM-DD" into numbers; throws on anything else, including "2026-02-30". */
export function parseCalendarDate(iso: string): CalendarDate {
  const match = ISO_DATE.exec(iso);
  if (!match) throw new Error(`Not an ISO calendar date (YYYY-MM-DD): "${iso}"`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) {
    throw new Error(`Not a real calendar date: "${iso}"`);
  }
  return { year, month, day };
}

/** The calendar date as a Date at 00:00 UTC: format it only with timeZone 'UTC'. */
export function utcDate(iso: string): Date {
  const { year, month, day } = parseCalendarDate(iso);
  return new Date(Date.UTC(year, month - 1, day));
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const shortMonth = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** "2026-11-18" -> "18 November 2026", the way dates are written in Nigeria. */
export function formatDate(iso: string): string {
  return longDate.format(utcDate(iso));
}

/** "2026-03-14" -> { day: '14', month: 'Mar' }: the event card's date badge (en-US short month). */
export function eventDateParts(iso: string): { day: string; month: string } {
  return { day: String(parseCalendarDate(iso).day), month: shortMonth.format(utcDate(iso)) };
}
