import { css, type Theme } from '@emotion/react';
import type { Announcement } from '@school/shared/content';
import { formatDate } from '../lib/dates';
import { cardStyle, listStyle, metaStyle } from './card-style';

const announcementStyle = (theme: Theme) => css`
  border-inline-start: 6px solid ${theme.color.accent};
`;

export function AnnouncementList({ items }: { items: readonly Announcement[] }) {
  return (
    <ul css={listStyle}>
      {items.map((item) => (
        <li key={item.id}>
          <article css={[cardStyle, announcementStyle]}>
            <h3>{item.title}</h3>
            <time dateTime={item.date} css={metaStyle}>
              {formatDate(item.date)}
            </time>
            <p>{item.content}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
