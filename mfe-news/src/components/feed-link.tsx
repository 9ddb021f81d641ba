import type { ReactNode } from 'react';

/**
 * A plain link to one of the area's feeds (lib/feed-addresses.ts): with or without script, the
 * browser hands the file to the calendar or feed reader that asks for it. Styled by the page
 * (news-events-page.tsx).
 */
export function FeedLink({ href, type, children }: { href: string; type: string; children: ReactNode }) {
  return (
    <p className="feed-link">
      <a href={href} type={type}>
        {children}
      </a>
    </p>
  );
}
