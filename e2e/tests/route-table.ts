import { readFileSync } from 'node:fs';
import { remoteNames, remoteOfArea } from '@school/shared/site-layout';

export interface RouteRow {
  path: string;
  area: string;
  navLabel: string;
  title: string;
  description: string;
}

/** The shell's route table (shell/src/routing/route-table.json): the same list the site routes by. */
const table = JSON.parse(
  readFileSync(new URL('../../shell/src/routing/route-table.json', import.meta.url), 'utf8'),
) as {
  routes: RouteRow[];
};

export const ROUTES: readonly RouteRow[] = table.routes;

/** The Module Federation name of each area's remote (remotes.json's key), made from its folder's. */
export const AREA_REMOTES: Record<string, string> = Object.fromEntries(
  ROUTES.map(({ area }) => [area, remoteNames(remoteOfArea(area)).federationName]),
);

/** A route's document title, as the spec writes it: "<page> | Al-Ihsan School". */
export const titleOf = (route: RouteRow) => `${route.title} | Al-Ihsan School`;

/** The route of `path`; a test that names a page the table does not have fails here. */
export function routeOf(path: string): RouteRow {
  const route = ROUTES.find((row) => row.path === path);
  if (!route) throw new Error(`the route table has no ${path}`);
  return route;
}
