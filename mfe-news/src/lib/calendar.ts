/**
 * The school calendar a parent subscribes to (/news-events/events.ics): every event of
 * content/events.yaml in one iCalendar file, each as its own "Add to calendar" file has it
 * (ics.ts), so an event keeps its UID from one build to the next and a calendar app updates it in
 * place rather than adding it again.
 */
import { SCHOOL, type SchoolEvent } from '@school/shared/content';
import { CALENDAR_OPENING, escapeText, eventLines, icsFile } from './ics';

export const CALENDAR_NAME = `${SCHOOL.shortName} events`;

/** How often a subscribed calendar app is asked to fetch the file again (RFC 7986, and Outlook's own). */
const REFRESH_INTERVAL = 'PT12H';

/** `now` is the file's DTSTAMP: when it was made, at the remote's build. */
export function schoolCalendarIcs(events: readonly SchoolEvent[], now: Date): string {
  return icsFile([
    ...CALENDAR_OPENING,
    `NAME:${escapeText(CALENDAR_NAME)}`,
    `X-WR-CALNAME:${escapeText(CALENDAR_NAME)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ]);
}
