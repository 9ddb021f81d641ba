import { readFileSync } from 'node:fs';

interface RouteRow {
  path: string;
  area: string;
  title: string;
}

/** The shell's route table (shell/src/route-table.json): the same list the site routes by. */
const table = JSON.parse(readFileSync(new URL('../../shell/src/route-table.json', import.meta.url), 'utf8')) as {
  routes: RouteRow[];
  areaRemotes: Record<string, string>;
};

export const ROUTES: readonly RouteRow[] = table.routes;

/** Module Federation remote name of each area, as keyed in remotes.json. */
export const AREA_REMOTES = table.areaRemotes;

/** A route's document title, as the spec writes it: "<page> | Al-Ihsan School". */
export const titleOf = (route: RouteRow) => `${route.title} | Al-Ihsan School`;
