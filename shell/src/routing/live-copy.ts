import { fragmentFile } from '@school/shared/fragment';
import { appOfFederationName, buildDirOf, liveFragmentOf } from '@school/shared/site-layout';
import { AREA_REMOTES, type RouteEntry } from './routes';
import { BUILD_PLACEHOLDER, type LiveCopy } from '@school/shared/page-composition';

type Route = Pick<RouteEntry, 'path' | 'area'>;

const appOf = (route: Route) => appOfFederationName(AREA_REMOTES[route.area]);

/** The live copy of a route's fragment (shared/src/site-layout.js): what the service worker keeps for a page opened inside the site. */
export const routeLiveUrl = (route: Route) => liveFragmentOf(appOf(route), fragmentFile(route.path));

/** What the build writes on a route's slot: the remote, its live copy and the folder of its builds. */
export function routeLiveCopy(route: Route): { remote: string; live: LiveCopy } {
  return {
    remote: AREA_REMOTES[route.area],
    live: { url: routeLiveUrl(route), buildDir: buildDirOf(appOf(route), BUILD_PLACEHOLDER) },
  };
}
