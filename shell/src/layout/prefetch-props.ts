import { prefetchArea } from '../federation/area-loader';
import { findRoute } from '../routes';

/**
 * Props for a link to a page of the site: hovering, focusing or touching it prefetches the
 * area behind it, so the click that usually follows is answered without waiting on the network.
 */
export function prefetchProps(href: string) {
  const prefetch = () => {
    const route = findRoute(href);
    if (route) prefetchArea(route.area);
  };
  return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}
