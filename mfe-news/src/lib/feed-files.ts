/**
 * The feeds as files of the remote's build (shared/src/own-pages.js: `files/<address>`), which the
 * prerender step writes beside the fragments and each deploy serves at their addresses: the school
 * calendar, each event's own calendar file ("Add to calendar") and the news feed.
 */
import { SITE_ORIGIN } from '@school/shared/area';
import { ownFileOf } from '@school/shared/own-pages';
import { EVENTS, NEWS } from '../data';
import { newsAtomFeed } from './atom-feed';
import { schoolCalendarIcs } from './calendar';
import { CALENDAR_PATH, NEWS_FEED_PATH, eventCalendarPath } from './feed-addresses';
import { eventToIcs } from './ics';

export function feedFiles(now: Date = new Date()): Array<{ file: string; html: string }> {
  return [
    { file: ownFileOf(CALENDAR_PATH), html: schoolCalendarIcs(EVENTS, now) },
    ...EVENTS.map((event) => ({ file: ownFileOf(eventCalendarPath(event)), html: eventToIcs(event, now) })),
    { file: ownFileOf(NEWS_FEED_PATH), html: newsAtomFeed(NEWS, SITE_ORIGIN, now) },
  ];
}
