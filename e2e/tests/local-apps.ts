import { listApps } from '../../scripts/apps.mjs';

// Where `npm start` serves each app: the ports of scripts/apps.mjs (each package.json's config.port).
const apps = listApps() as { dir: string; port: number; isShell: boolean }[];

export const SHELL_ORIGIN = `http://localhost:${apps.find((app) => app.isShell)!.port}`;

/** Each area's remote (its folder is mfe-<area>), by area name. */
export const REMOTE_ORIGINS: Record<string, string> = Object.fromEntries(
  apps.filter((app) => !app.isShell).map((app) => [app.dir.replace(/^mfe-/, ''), `http://localhost:${app.port}`]),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches a URL on any remote's origin, followed by `rest` (a regular expression source). */
export const onRemote = (rest = '') =>
  new RegExp(`^(?:${Object.values(REMOTE_ORIGINS).map(escape).join('|')})/${rest}`);
