import { css, type Theme } from '@emotion/react';
import type { SchoolEvent } from '@school/shared/content';
import { buttonStyle, visuallyHidden } from '@school/shared/ui';
import { eventDateParts } from '../lib/dates';
import { eventCalendarPath, icsFileName } from '../lib/feed-addresses';
import { cardStyle, categoryStyle, listStyle } from './card-style';

// Mobile first: the date badge beside the category and title, the details full width below;
// from md up the badge keeps its own column.
const eventCardStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto 1fr;
  grid-template-areas:
    'badge head'
    'body body';
  align-items: start;
  gap: ${theme.space.md};
  ${theme.mq.md} {
    column-gap: ${theme.space.lg};
    grid-template-areas:
      'badge head'
      'badge body';
  }
  .badge {
    grid-area: badge;
    display: grid;
    place-items: center;
    inline-size: 4.5rem;
    padding-block: ${theme.space.sm};
    border-radius: ${theme.radius.md};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
    line-height: 1.1;
    text-align: center;
  }
  .day {
    font-size: ${theme.font.size.xl};
    font-weight: 700;
  }
  .month {
    font-size: ${theme.font.size.sm};
    font-weight: 600;
  }
  .head,
  .body {
    display: flex;
    flex-direction: column;
    gap: ${theme.space.sm};
    min-inline-size: 0;
  }
  .head {
    grid-area: head;
  }
  .body {
    grid-area: body;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${theme.space.xs} ${theme.space.sm};
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  .calendar {
    align-self: start;
    margin-block-start: ${theme.space.sm};
  }
`;

function EventCard({ event }: { event: SchoolEvent }) {
  const { day, month } = eventDateParts(event.date);
  return (
    <article css={[cardStyle, eventCardStyle]}>
      <time className="badge" dateTime={event.date}>
        <span className="day">{day}</span> <span className="month">{month}</span>
      </time>
      <div className="head">
        <span css={categoryStyle}>{event.category}</span>
        <h3>{event.title}</h3>
      </div>
      <div className="body">
        <dl>
          <dt>Time</dt>
          <dd>{event.time}</dd>
          <dt>Location</dt>
          <dd>{event.location}</dd>
        </dl>
        <p>{event.description}</p>
        <a
          className="calendar"
          css={buttonStyle('secondary')}
          href={eventCalendarPath(event)}
          download={icsFileName(event)}
        >
          Add to calendar<span css={visuallyHidden}>: {event.title}</span>
        </a>
      </div>
    </article>
  );
}

export function EventList({ items }: { items: readonly SchoolEvent[] }) {
  return (
    <ul css={listStyle}>
      {items.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
