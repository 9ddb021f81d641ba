// @vitest-environment node
import { ownFileOf, ownFileServedAt } from '@school/shared/own-pages';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { render } from '../prerender';
import { EVENTS } from '../data';
import { schoolCalendarIcs } from './calendar';
import { CALENDAR_PATH, eventCalendarPath, icsFileName } from './feed-addresses';
import { feedFiles } from './feed-files';
import { eventToIcs } from './ics';

const NOW = new Date(Date.UTC(2026, 10, 22, 2, 45, 0));

/** The VEVENTs of an iCalendar file, as ical.js reads them. */
const veventsOf = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));

describe('the remote’s build output', () => {
  it('has the calendar and the feed as files of their own, beside the pages', async () => {
    const files = new Map((await render('B1')).map(({ file, html }) => [file, html]));
    expect(files.get('files/news-events/events.ics')).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);
    expect(files.get('files/news-events/feed.xml')).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed /);
    expect(files.get('files/news-events/feed.xml')).toContain('https://www.alihsanschool.com.ng/news-events/stories/');
    for (const event of EVENTS) {
      expect(files.get(`files/news-events/events/${event.id}.ics`)).toMatch(
        /^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/,
      );
    }
  });
});

describe('each event’s own calendar file ("Add to calendar")', () => {
  const files = new Map(feedFiles(NOW).map(({ file, html }) => [file, html]));
  const calendarUids = new Map(
    veventsOf(files.get(ownFileOf(CALENDAR_PATH))!).map((event) => [event.uid.split('@')[0], event.uid]),
  );

  it('is one file per event, at an address a deploy serves, and nothing else is added', () => {
    expect(files.size).toBe(feedFiles(NOW).length);
    expect([...files.keys()].filter((file) => file.startsWith('files/news-events/events/'))).toEqual(
      EVENTS.map((event) => `files/news-events/events/${event.id}.ics`),
    );
    for (const event of EVENTS) {
      expect(eventCalendarPath(event)).toBe(`/news-events/events/${event.id}.ics`);
      // The contract gate's and the deploys' rule for a file of its own's address.
      expect(ownFileServedAt(ownFileOf(eventCalendarPath(event)))).toBe(eventCalendarPath(event));
      expect(icsFileName(event)).toBe(`${event.id}.ics`);
    }
  });

  it.each(EVENTS.map((event) => [event.id, event] as const))(
    '%s: one event, read by ical.js, with the UID it has in the school calendar',
    (id, source) => {
      const ics = files.get(ownFileOf(eventCalendarPath(source)))!;
      expect(ics).toBe(eventToIcs(source, NOW));
      const [event, ...others] = veventsOf(ics);
      expect(others).toEqual([]);
      expect(event!.uid).toBe(`${id}@alihsanschool.com.ng`);
      expect(event!.uid).toBe(calendarUids.get(id));
      expect(event!.summary).toBe(source.title);
      expect(event!.description).toBe(source.description);
      expect(event!.startDate.toJSDate()).toEqual(veventsOf(schoolCalendarIcs([source], NOW))[0]!.startDate.toJSDate());
    },
  );
});
