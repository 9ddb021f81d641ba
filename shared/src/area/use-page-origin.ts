import { useSyncExternalStore } from 'react';
import { SITE_ORIGIN } from '../site-layout.js';

export { SITE_ORIGIN };

const never = () => () => {};

/**
 * The origin of the page the area is on (for JSON-LD URLs). Prerendered HTML has none, so it
 * says SITE_ORIGIN; hydration keeps that, then React renders the page's own origin.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    never,
    () => window.location.origin,
    () => SITE_ORIGIN,
  );
}
