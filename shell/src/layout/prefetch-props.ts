import type { AreaName } from '@school/shared/area';
import { findRoute } from '../routing/routes';

/** Prefetches an area's code (the loader's `prefetch`); absent where nothing loads (the build's first paint). */
export type Prefetch = (area: AreaName) => void;

/**
 * Props for a link to a page of the site: hovering, focusing or touching it prefetches the
 * area behind it, so the click that usually follows is answered without waiting on the network.
 */
export function prefetchProps(href: string, prefetch?: Prefetch) {
  const onIntent = () => {
    const route = findRoute(href);
    if (route && prefetch) prefetch(route.area);
  };
  return { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent };
}
