import { PageJsonLd } from '@school/shared/area';
import { css, type Theme } from '@emotion/react';
import { PageHeader, containerStyle, visuallyHidden } from '@school/shared/ui';
import type { ReactNode } from 'react';
import { AnnouncementList } from './components/announcement-list';
import { EventList } from './components/event-list';
import { FeedLink } from './components/feed-link';
import { NewsList } from './components/news-list';
import { Tabs, type TabItem } from './components/tabs';
import { ANNOUNCEMENTS, EVENTS, NEWS } from './data';
import { eventsJsonLd } from './lib/events-json-ld';
import { CALENDAR_PATH, NEWS_FEED_PATH } from './lib/feed-addresses';
import { TAB_ANCHORS, useTabParam, type TabKey } from './lib/tab-param';

const bodyStyle = (theme: Theme) => css`
  padding-block: ${theme.space.xl};
  .feed-link {
    margin: 0 0 ${theme.space.md};
    font-weight: 600;
  }
`;

// ISO calendar dates sort as plain strings (no localeCompare: see shared/src/content/format.ts).
const byDate = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);
const byDateDesc = <T extends { date: string }>(items: readonly T[]) => [...items].sort((a, b) => byDate(b, a));
const byDateAsc = <T extends { date: string }>(items: readonly T[]) => [...items].sort(byDate);

const news = byDateDesc(NEWS);
const events = byDateAsc(EVENTS);
const announcements = byDateDesc(ANNOUNCEMENTS);

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2 css={visuallyHidden}>{title}</h2>
      {children}
    </>
  );
}

const TABS: readonly TabItem<TabKey>[] = [
  {
    key: 'news',
    anchor: TAB_ANCHORS.news,
    label: 'Latest News',
    panel: (
      <Panel title="Latest News">
        <FeedLink href={NEWS_FEED_PATH} type="application/atom+xml">
          News feed
        </FeedLink>
        <NewsList items={news} />
      </Panel>
    ),
  },
  {
    key: 'events',
    anchor: TAB_ANCHORS.events,
    label: 'Upcoming Events',
    panel: (
      <Panel title="Upcoming Events">
        <FeedLink href={CALENDAR_PATH} type="text/calendar">
          Subscribe to the school calendar
        </FeedLink>
        <EventList items={events} />
      </Panel>
    ),
  },
  {
    key: 'announcements',
    anchor: TAB_ANCHORS.announcements,
    label: 'Announcements',
    panel: (
      <Panel title="Announcements">
        <AnnouncementList items={announcements} />
      </Panel>
    ),
  },
];

const eventsOn = (origin: string) => eventsJsonLd(events, origin);

export function NewsEventsPage() {
  const [tab, selectTab] = useTabParam();
  return (
    <>
      <PageHeader title="News & Events" lead="What is happening at school: news, upcoming events and announcements." />
      <div css={[containerStyle, bodyStyle]}>
        <Tabs label="News & Events" tabs={TABS} selected={tab} onSelect={selectTab} />
      </div>
      <PageJsonLd testId="events-json-ld" data={eventsOn} />
    </>
  );
}
