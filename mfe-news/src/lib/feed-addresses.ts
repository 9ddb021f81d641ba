/**
 * The news area's files of their own (shared/src/own-pages.js): the school calendar and the news
 * feed, built from the same content as the page and served beside it. The shell's route table
 * names them in the page's head (its `alternates`).
 */
export const CALENDAR_PATH = '/news-events/events.ics';
export const NEWS_FEED_PATH = '/news-events/feed.xml';
