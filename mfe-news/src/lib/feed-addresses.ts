/**
 * The news area's files of their own (shared/src/own-pages.js): the school calendar, each event's
 * own calendar file and the news feed, built from the same content as the page and served beside
 * it. The shell's route table names the calendar and the feed in the page's head (its
 * `alternates`). Addresses only, so the page can link to the files without the code that makes them.
 */
import type { SchoolEvent } from '@school/shared/content';

export const CALENDAR_PATH = '/news-events/events.ics';
export const NEWS_FEED_PATH = '/news-events/feed.xml';

/**
 * One event's calendar file, behind its "Add to calendar" link. The event's id is a slug
 * (shared/src/content/schema.ts), so it is a segment of a file of its own's address as it is.
 */
export const eventCalendarPath = (event: Pick<SchoolEvent, 'id'>) => `/news-events/events/${icsFileName(event)}`;

/** The name the browser saves an event's calendar file under: its file's own name. */
export function icsFileName(event: Pick<SchoolEvent, 'id'>) {
  return `${event.id}.ics`;
}
