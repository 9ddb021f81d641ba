import { listApps } from '../../scripts/apps.mjs';
import { appOf } from '../../shared/src/site-layout.js';

// Where `npm start` serves the site: one origin, the shell's port in scripts/apps.mjs. Each
// remote's builds live under /apps/<app>/<build-id>/ on it (scripts/release/site-layout.mjs).
const apps = listApps() as { dir: string; port: number; isShell: boolean }[];

export const SHELL_ORIGIN = `http://localhost:${apps.find((app) => app.isShell)!.port}`;

/** The areas' remotes by area name: the app folder without "mfe-" (also their folder under /apps/). */
export const REMOTE_APPS: string[] = apps.filter((app) => !app.isShell).map((app) => appOf(app.dir));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches a URL of a remote's build on the site (any remote, or `app`'s), followed by `rest`
 * (a regular expression source): absolute, as requests and the code write it, or from the
 * site's root, as the deploys write it into a page's content.
 */
export const onRemote = (rest = '', app = '[\\w-]+') =>
  new RegExp(`^(?:${escape(SHELL_ORIGIN)})?/apps/${app}/[\\w.-]+/${rest}`);
