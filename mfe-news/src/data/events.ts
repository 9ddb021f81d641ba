import type { SchoolEvent } from '@school/shared/content';
import events from '../../content/events.yaml';
import { byDate } from '../lib/dates';

/**
 * Upcoming events, soonest first (content/events.yaml). Times are school time in Ilorin (West
 * Africa Time, UTC+1) and read "h:mm AM – h:mm PM": the calendar file parses them (see lib/ics.ts).
 */
export const EVENTS: readonly SchoolEvent[] = [...(events as SchoolEvent[])].sort(byDate);
