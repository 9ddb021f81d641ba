import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

const feedLinkStyle = (theme: Theme) => css`
  margin: 0 0 ${theme.space.md};
  font-weight: 600;
`;

/**
 * A plain link to one of the area's feeds (lib/feed-addresses.ts): with or without script, the
 * browser hands the file to the calendar or feed reader that asks for it.
 */
export function FeedLink({ href, type, children }: { href: string; type: string; children: ReactNode }) {
  return (
    <p css={feedLinkStyle}>
      <a href={href} type={type}>
        {children}
      </a>
    </p>
  );
}
