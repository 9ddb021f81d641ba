/**
 * "Add to calendar": an iCalendar (RFC 5545) file for one school event, made at the build as a
 * file of its own (feed-files.ts) and never in the browser, which only links to it.
 *
 * Event times in the data are wall-clock times in Ilorin, which keeps West Africa Time
 * (UTC+1) all year with no daylight saving, so they are converted to UTC ("Z") times here:
 * every calendar then shows them at the right moment in the visitor's own zone, and the file
 * needs no VTIMEZONE component. An event whose time cannot be read becomes an all-day event.
 */
import { SCHOOL, fullAddress, type SchoolEvent } from '@school/shared/content';
import { parseCalendarDate, type CalendarDate } from './dates';

/** West Africa Time, the school's zone: UTC+1, no daylight saving. */
const SCHOOL_UTC_OFFSET_HOURS = 1;
const DEFAULT_DURATION_MINUTES = 60;
const CRLF = '\r\n';
const MAX_OCTETS = 75;
const UID_DOMAIN = SCHOOL.email.split('@')[1] ?? 'school.invalid';

export interface ClockTime {
  hours: number;
  minutes: number;
}

/**
 * Reads "9:00 AM – 1:00 PM", "9 AM-1 PM" or "4:30 PM" (12-hour clock, any dash).
 * Returns null when there is no time to read (e.g. "All day").
 */
export function parseTimeRange(time: string): { start: ClockTime; end: ClockTime | null } | null {
  const found = [...time.matchAll(/(\d{1,2})(?::([0-5]\d))?\s*([AaPp])\.?\s*[Mm]\.?/g)].map((match) => {
    const hour12 = Number(match[1]);
    if (hour12 < 1 || hour12 > 12) return null;
    const pm = match[3]!.toLowerCase() === 'p';
    return { hours: (hour12 % 12) + (pm ? 12 : 0), minutes: Number(match[2] ?? 0) };
  });
  const [start, end] = found;
  if (!start) return null;
  return { start, end: end ?? null };
}

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Folds a content line (RFC 5545 §3.1): no line longer than 75 octets excluding the CRLF;
 * continuation lines start with one space. Never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines carry the leading space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A UTC DATE-TIME value, e.g. 20261205T080000Z. */
export function formatUtcDateTime(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

function formatDateValue({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

/** The instant of a wall-clock time on a calendar date at the school. */
function schoolTimeToUtc({ year, month, day }: CalendarDate, { hours, minutes }: ClockTime): Date {
  return new Date(Date.UTC(year, month - 1, day, hours - SCHOOL_UTC_OFFSET_HOURS, minutes));
}

/** Where the event is, with the school's address unless the location already names the town. */
export function calendarLocation(location: string): string {
  return /ilorin/i.test(location) ? location : `${location}, ${SCHOOL.shortName}, ${fullAddress()}`;
}

function timeLines(event: SchoolEvent): string[] {
  const date = parseCalendarDate(event.date);
  const range = parseTimeRange(event.time);
  if (!range) {
    const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
    const nextDate = { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
    return [`DTSTART;VALUE=DATE:${formatDateValue(date)}`, `DTEND;VALUE=DATE:${formatDateValue(nextDate)}`];
  }
  const start = schoolTimeToUtc(date, range.start);
  let end = range.end ? schoolTimeToUtc(date, range.end) : null;
  if (!end || end <= start) end = new Date(start.getTime() + DEFAULT_DURATION_MINUTES * 60_000);
  return [`DTSTART:${formatUtcDateTime(start)}`, `DTEND:${formatUtcDateTime(end)}`];
}

/** The lines that open a calendar, before its own properties and events. */
export const CALENDAR_OPENING = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  `PRODID:-//${escapeText(SCHOOL.shortName)}//News and Events//EN`,
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
] as const;

/** One event's VEVENT, unfolded; its UID is the event's id, the same in every file. */
export function eventLines(event: SchoolEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${event.id}@${UID_DOMAIN}`,
    `DTSTAMP:${formatUtcDateTime(now)}`,
    ...timeLines(event),
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(calendarLocation(event.location))}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `CATEGORIES:${escapeText(event.category)}`,
    'END:VEVENT',
  ];
}

/** Content lines as a file: each folded, CRLF line endings, ending with one. */
export const icsFile = (lines: readonly string[]) => lines.map(foldLine).join(CRLF) + CRLF;

/** The whole .ics file for one event, CRLF line endings, folded and escaped. */
export function eventToIcs(event: SchoolEvent, now: Date = new Date()): string {
  return icsFile([...CALENDAR_OPENING, ...eventLines(event, now), 'END:VCALENDAR']);
}
