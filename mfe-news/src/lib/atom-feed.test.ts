import { DOMParser, onWarningStopParsing, type Element } from '@xmldom/xmldom';
import type { NewsItem } from '@school/shared/content';
import { describe, expect, it } from 'vitest';
import { NEWS } from '../data';
import { NEWS_FEED_TITLE, newsAtomFeed } from './atom-feed';

const ATOM = 'http://www.w3.org/2005/Atom';
const ORIGIN = 'https://www.alihsanschool.com.ng';
const NOW = new Date(Date.UTC(2026, 10, 22, 2, 45, 0));

/** The feed as a strict XML parser reads it: any error or warning throws. */
const parse = (xml: string) => new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, 'application/xml');

const childrenOf = (parent: Element, name: string) =>
  Array.from(parent.childNodes).filter(
    (node): node is Element =>
      node.nodeType === 1 && (node as Element).namespaceURI === ATOM && (node as Element).localName === name,
  );
const textOf = (parent: Element, name: string) => childrenOf(parent, name)[0]?.textContent ?? null;
const linksOf = (parent: Element) =>
  childrenOf(parent, 'link').map((link) => ({
    rel: link.getAttribute('rel'),
    type: link.getAttribute('type'),
    href: link.getAttribute('href'),
  }));

const feed = parse(newsAtomFeed(NEWS, ORIGIN, NOW)).documentElement!;
const entries = childrenOf(feed, 'entry');
const newestFirst = [...NEWS].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

describe('the news feed (feed.xml), read by a strict XML parser', () => {
  it('is a well-formed Atom feed with its id, title, update time, author and links', () => {
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.localName).toBe('feed');
    expect(textOf(feed, 'id')).toBe(`${ORIGIN}/news-events/feed.xml`);
    expect(textOf(feed, 'title')).toBe(NEWS_FEED_TITLE);
    expect(textOf(feed, 'updated')).toBe(`${newestFirst[0]!.date}T00:00:00+01:00`);
    expect(childrenOf(childrenOf(feed, 'author')[0]!, 'name')[0]?.textContent).toBe(
      'Al-Ihsan Nursery, Primary and Junior Secondary School',
    );
    expect(linksOf(feed)).toEqual([
      { rel: 'self', type: 'application/atom+xml', href: `${ORIGIN}/news-events/feed.xml` },
      { rel: 'alternate', type: 'text/html', href: `${ORIGIN}/news-events` },
    ]);
  });

  it('has every story, newest first, each linking to its own page by an absolute URL', () => {
    expect(entries).toHaveLength(NEWS.length);
    entries.forEach((entry, index) => {
      const story = newestFirst[index]!;
      const url = `${ORIGIN}/news-events/stories/${story.id}`;
      expect(textOf(entry, 'id')).toBe(url);
      expect(textOf(entry, 'title')).toBe(story.title);
      expect(textOf(entry, 'summary')).toBe(story.excerpt);
      expect(textOf(entry, 'published')).toBe(`${story.date}T00:00:00+01:00`);
      expect(textOf(entry, 'updated')).toBe(`${story.date}T00:00:00+01:00`);
      expect(linksOf(entry)).toEqual([{ rel: 'alternate', type: 'text/html', href: url }]);
      expect(new URL(url).origin).toBe(ORIGIN);
    });
    const times = entries.map((entry) => Date.parse(textOf(entry, 'updated')!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('escapes what XML would read as markup', () => {
    const story = { ...NEWS[0]!, title: 'Fees & <Forms> "2027"', excerpt: "Pupils' <b>day</b> & more" } as NewsItem;
    const entry = childrenOf(parse(newsAtomFeed([story], ORIGIN, NOW)).documentElement!, 'entry')[0]!;
    expect(textOf(entry, 'title')).toBe(story.title);
    expect(textOf(entry, 'summary')).toBe(story.excerpt);
  });

  it('is still a valid feed with no story, updated when it was made', () => {
    const empty = parse(newsAtomFeed([], ORIGIN, NOW)).documentElement!;
    expect(childrenOf(empty, 'entry')).toEqual([]);
    expect(textOf(empty, 'updated')).toBe('2026-11-22T02:45:00.000Z');
  });
});
