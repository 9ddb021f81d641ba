import { readFileSync } from 'node:fs';

interface RouteRow {
  path: string;
  area: string;
  title: string;
}

/** The shell's route table (shell/src/route-table.json): the same list the site routes by. */
export const ROUTES: readonly RouteRow[] = JSON.parse(
  readFileSync(new URL('../../shell/src/route-table.json', import.meta.url), 'utf8'),
).routes;

/** A route's document title, as the spec writes it: "<page> | Al-Ihsan School". */
export const titleOf = (route: RouteRow) => `${route.title} | Al-Ihsan School`;
