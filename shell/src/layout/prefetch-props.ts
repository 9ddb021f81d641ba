import type { AreaName } from '@school/shared/area';

/** Prefetches an area's code (the loader's `prefetch`); absent where nothing loads (the build's first paint). */
export type Prefetch = (area: AreaName) => void;

/**
 * Props for a link to a page of `area`: hovering, focusing or touching it prefetches the area's
 * code, so the click that usually follows is answered without waiting on the network.
 */
export function prefetchProps(area: AreaName, prefetch?: Prefetch) {
  const onIntent = () => prefetch?.(area);
  return { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent };
}
