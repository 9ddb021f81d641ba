// A remote's move to another host, under one guarded release.
import { MOVED_AWAY, remoteNames } from '@school/shared/site-layout';
import { parseCsp, sourcesAllow } from '../csp.mjs';
import { headersFor } from '../hosting.mjs';
import { checkBuildId } from './release-history.mjs';
import { buildOf } from './contract-gate.mjs';
import { releaseRemoteChange } from './remote-change.mjs';

/** Whether pages under this serving config may load code and the manifest from `origin` (their CSP). */
export function pagesMayLoadFrom(config, origin) {
  const csp = headersFor(config, '/')['Content-Security-Policy'];
  if (!csp) return true;
  const directives = parseCsp(csp);
  const allows = (name) => sourcesAllow(directives[name] ?? directives['default-src'] ?? [], origin);
  return allows('script-src') && allows('connect-src');
}

/**
 * Points the site at a remote hosted elsewhere (`manifestUrl`), whose build there is the one in
 * `files` (as deployRemote takes them, `gate` too): /remotes.json names the manifest there, and the
 * build's live copies are written here, so its pages still come with their content. Its builds
 * here stay for the grace period. Refused while the live site's CSP would block that origin.
 */
export async function moveRemote(options) {
  const { dir, manifestUrl, files, buildId, commit } = options;
  const { area: app } = remoteNames(dir);
  const url = new URL(manifestUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${manifestUrl} is not http(s)`);
  checkBuildId(buildId);
  const owner = { app, build: `${buildId} moved to ${url.href}`, commit };
  return releaseRemoteChange({ ...options, owner }, async (live, config) => {
    if (!pagesMayLoadFrom(config, url.origin)) {
      throw new Error(
        `the live site's CSP does not allow ${url.origin}: list it in deploy/<env>/site.json's remoteOrigins, run node scripts/deploy.mjs --sync and deploy the shell first`,
      );
    }
    return {
      change: { entry: MOVED_AWAY, manifest: url.href, build: buildOf(files, buildId) },
      details: { commit, build: buildId },
      message: `${app} ${buildId} moved to ${url.href}`,
      done: `${app} ${buildId} now loads from ${url.href}`,
    };
  });
}
