import { visuallyHidden } from '@school/shared/ui';
import type { AnchorHTMLAttributes } from 'react';

export const NEW_TAB_HINT = '(opens in a new tab)';

/** A link to another site, opened in a new tab, with that said to screen-reader users. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span css={visuallyHidden}> {NEW_TAB_HINT}</span>
    </a>
  );
}
