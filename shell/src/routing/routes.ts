import type { AreaName } from '@school/shared/area';
import { remoteNames, remoteOfArea } from '@school/shared/site-layout';
import { normalisePath } from './normalise-path';
import table from './route-table.json';

export interface RouteEntry {
  path: string;
  area: AreaName;
  /** Label in the navigation. */
  navLabel: string;
  /** Document title (the school's name is appended). */
  title: string;
  description: string;
  /** Other forms of the page, named in its head (the news feed and calendar). */
  alternates?: readonly PageAlternate[];
}

/** A `<link rel="alternate">`: a file of the site (`href`, a path) with the page's content in another type. */
export type PageAlternate = Pick<HTMLLinkElement, 'type' | 'title' | 'href'>;

/**
 * The route table: the one list of pages, in navigation order. It is JSON (route-table.json) so
 * that everything reads the same list: the shell's router, its SEO build and first-paint pages,
 * the e2e suite and the bench (Node, which cannot import TypeScript). routes.test.ts checks it
 * against the spec. Adding a page means a row here and the page in its area.
 */
export const ROUTES = table.routes as readonly RouteEntry[];

/** The Module Federation name of each area's remote (remotes.json's key), made from its folder's. */
export const AREA_REMOTES = Object.fromEntries(
  ROUTES.map(({ area }) => [area, remoteNames(remoteOfArea(area)).federationName]),
) as Record<AreaName, string>;

export function findRoute(pathname: string): RouteEntry | undefined {
  const path = normalisePath(pathname);
  return ROUTES.find((route) => route.path === path);
}

export const NOT_FOUND = {
  title: 'Page not found',
  description: 'The page you asked for does not exist. Find your way from the menu.',
} as const;
