import { useSyncExternalStore } from 'react';

/** The site's public origin, for absolute URLs in HTML rendered at build (shell/src/routing/site-url.ts has the same). */
export const SITE_ORIGIN = 'https://www.alihsanschool.com.ng';

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
