import { listApps } from '../../scripts/apps.mjs';
import { appOf, remoteNames } from '@school/shared/site-layout';

// Where `npm start` serves the site: one origin, the shell's port in scripts/apps.mjs. Each
// remote's builds live under /apps/<app>/<build-id>/ on it (shared/src/site-layout.js).
const apps = listApps() as { dir: string; port: number; isShell: boolean }[];

export const SHELL_ORIGIN = `http://localhost:${apps.find((app) => app.isShell)!.port}`;

/** The areas' remotes by area name: the app folder without "mfe-" (also their folder under /apps/). */
export const REMOTE_APPS: string[] = apps.filter((app) => !app.isShell).map((app) => appOf(app.dir));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The remotes a deploy's area check serves from their own dist (SCHOOL_E2E_REMOTE_OVERRIDES, MF
 * name -> manifest URL; scripts/release/area-check.mjs): area -> the folder of that manifest.
 */
const OVERRIDDEN = Object.entries(
  JSON.parse(process.env.SCHOOL_E2E_REMOTE_OVERRIDES ?? '{}') as Record<string, string>,
).map(([name, manifest]) => {
  const remote = apps.find((app) => !app.isShell && remoteNames(app.dir).federationName === name)!;
  return [appOf(remote.dir), new URL('.', manifest).href] as const;
});

/**
 * Matches a URL of a remote's build (any remote, or `app`'s), followed by `rest` (a regular
 * expression source): on the site, absolute, as requests and the code write it, or from the site's
 * root, as the deploys write it into a page's content; or under an area check's override.
 */
export const onRemote = (rest = '', app = '[\\w-]+') => {
  const onSite = `(?:${escape(SHELL_ORIGIN)})?/apps/${app}/[\\w.-]+/`;
  const overridden = OVERRIDDEN.filter(([area]) => new RegExp(`^${app}$`).test(area)).map(([, base]) => escape(base));
  return new RegExp(`^(?:${[onSite, ...overridden].join('|')})${rest}`);
};
