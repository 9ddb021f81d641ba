import { readFileSync } from 'node:fs';

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
  areaRemotes: Record<string, string>;
};

export const ROUTES: readonly RouteRow[] = table.routes;

/** Module Federation remote name of each area, as keyed in remotes.json. */
export const AREA_REMOTES = table.areaRemotes;

/** A route's document title, as the spec writes it: "<page> | Al-Ihsan School". */
export const titleOf = (route: RouteRow) => `${route.title} | Al-Ihsan School`;

/** The route of `path`; a test that names a page the table does not have fails here. */
export function routeOf(path: string): RouteRow {
  const route = ROUTES.find((row) => row.path === path);
  if (!route) throw new Error(`the route table has no ${path}`);
  return route;
}
