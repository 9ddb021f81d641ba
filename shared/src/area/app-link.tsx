import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { forwardRef } from 'react';
import { navigateToUrl } from 'single-spa';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
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
