import type { AnchorHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { navigateToUrl } from 'single-spa';
import { OWN_PAGE_PATH } from '../own-pages.js';
import { isPlainLeftClick } from './plain-click';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link to a page of this site. A plain click on a route's page navigates through single-spa (no
 * page load); modified clicks (new tab, download) keep the browser's behaviour, and so does a
 * link to a page of its own (a story, the page of every story), which is a document with no code.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, onClick, children, ...props },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        if (OWN_PAGE_PATH.test(new URL(event.currentTarget.href).pathname)) return;
        navigateToUrl(event);
      }}
    >
      {children}
    </a>
  );
});
