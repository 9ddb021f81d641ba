/**
 * The data's dates are calendar dates ("2026-12-05"), not instants. They are split into numbers and
 * written from those, never turned into a Date and formatted, so the day shown never depends on
 * the visitor's time zone (a naive `new Date(iso)` + local formatting shows 4 December in
 * Los Angeles, and a local-midnight parse + UTC formatting shows 4 December in Kiritimati). The
 * words come from MONTH_NAMES, not `Intl` (see shared/src/content/format.ts for why).
 */
import { MONTH_NAMES } from '@school/shared/content';

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

/** "2026-11-18" -> "18 November 2026", the way dates are written in Nigeria. */
export function formatDate(iso: string): string {
  const { year, month, day } = parseCalendarDate(iso);
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** "2026-03-14" -> { day: '14', month: 'Mar' }: the event card's date badge (three letters, "Sep" not "Sept"). */
export function eventDateParts(iso: string): { day: string; month: string } {
  const { month, day } = parseCalendarDate(iso);
  return { day: String(day), month: MONTH_NAMES[month - 1]!.slice(0, 3) };
}

/** Orders two ISO calendar dates, earliest first (for Array.prototype.sort). */
export function byDate(a: { date: string }, b: { date: string }): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}
