import { NOT_FOUND, type RouteEntry } from './routes';
import { applyPageHead, pageHead } from './page-head';
import { normaliseSiteUrl } from './site-url';

/** The production origin (build setting SITE_URL), for canonical and og:url. */
export const SITE_URL = normaliseSiteUrl(import.meta.env.VITE_SITE_URL as string | undefined);

/** Sets the title, description, canonical, Open Graph and Twitter tags of the current page. */
export function applyPageMeta(route: RouteEntry | undefined): void {
  applyPageHead(pageHead(SITE_URL, route ?? NOT_FOUND));
}
