import { useEffect, useRef } from 'react';
import { findRoute } from './routes';

/**
 * The page's title and meta tags, on each new pathname. The first page's came with its HTML (the
 * build writes them from the same `pageHead`), so the code that writes them is fetched with the
 * first navigation, not with the page. (If that fetch fails, on a line that dropped, the page
 * still changes; only its tab keeps the title before.)
 */
export function useHeadOnNavigation(pathname: string): void {
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    import('./page-head').then(
      ({ applyPageMeta }) => applyPageMeta(findRoute(pathname)),
      () => {},
    );
  }, [pathname]);
}
