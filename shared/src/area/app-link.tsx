import type { AnchorHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { navigateToUrl } from 'single-spa';
import { isPlainLeftClick } from './plain-click';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link to a page of this site. A plain click navigates through single-spa (no page load);
 * modified clicks (new tab, download) keep the browser's behaviour.
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
        navigateToUrl(event);
      }}
    >
      {children}
    </a>
  );
});
