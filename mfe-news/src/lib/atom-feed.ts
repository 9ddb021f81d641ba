/**
 * The news feed (/news-events/feed.xml): every story of content/news/ as an Atom 1.0 entry
 * (RFC 4287), newest first, each linking to the story's page of its own. URLs are absolute, on
 * the site's public origin, as the pages' JSON-LD are.
 */
import { SCHOOL, type NewsItem } from '@school/shared/content';
import { storyPath } from '../components/story';
import { NEWS_FEED_PATH } from './feed-addresses';

export const NEWS_FEED_TITLE = `${SCHOOL.shortName} news`;
const PAGE_PATH = '/news-events';

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** A story's calendar date as an RFC 3339 time: the start of that day at the school (UTC+1). */
export const storyTime = (date: string) => `${date}T00:00:00+01:00`;

function entry(story: NewsItem, origin: string): string {
  const url = escapeXml(`${origin}${storyPath(story)}`);
  const time = storyTime(story.date);
  return [
    '  <entry>',
    `    <id>${url}</id>`,
    `    <title>${escapeXml(story.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${url}"/>`,
    `    <published>${time}</published>`,
    `    <updated>${time}</updated>`,
    `    <category term="${escapeXml(story.category)}"/>`,
    `    <summary>${escapeXml(story.excerpt)}</summary>`,
    '  </entry>',
  ].join('\n');
}

/** The feed's XML; `now` is its updated time only when there is no story to take it from. */
export function newsAtomFeed(stories: readonly NewsItem[], origin: string, now: Date): string {
  const newestFirst = [...stories].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  const self = escapeXml(`${origin}${NEWS_FEED_PATH}`);
  const updated = newestFirst[0] ? storyTime(newestFirst[0].date) : now.toISOString();
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${self}</id>`,
    `  <title>${escapeXml(NEWS_FEED_TITLE)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(SCHOOL.name)}</name><uri>${escapeXml(`${origin}/`)}</uri></author>`,
    `  <link rel="self" type="application/atom+xml" href="${self}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}${PAGE_PATH}`)}"/>`,
    ...newestFirst.map((story) => entry(story, origin)),
    '</feed>',
    '',
  ].join('\n');
}
