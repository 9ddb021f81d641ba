// What is live, for `node scripts/deploy.mjs status`, from the live site's /remotes.json and each
// app's builds.json (release-history.mjs). Reads only.
import { MOVED_AWAY, REMOTES_FILE, appOf, remoteNames } from '@school/shared/site-layout';
import { readHistory, rollbackTargets } from './release-history.mjs';
import { readJson } from './site-pages.mjs';

/**
 * One row per app folder (`dirs`, the shell first): { app, live, deployedAt, commit, note, kept },
 * `kept` newest first (none for the shell: its kept builds are hashed files, not rolled back to).
 */
export async function siteStatus(hosting, dirs) {
  if (!(await hosting.liveVersion())) return [];
  const remotes = (await readJson(hosting, REMOTES_FILE)) ?? {};
  const rows = [];
  for (const dir of dirs) {
    const app = appOf(dir);
    const history = await readHistory(hosting, app);
    const current = history.at(-1);
    const kept = rollbackTargets(history)
      .map((build) => build.id)
      .reverse();
    let live = current?.id ?? '(never deployed)';
    if (current?.id === MOVED_AWAY) live = `elsewhere: ${remotes[remoteNames(dir).federationName]}`;
    rows.push({
      app,
      live,
      deployedAt: current?.deployedAt ?? '',
      commit: current?.commit ?? '',
      note: current?.rolledBackFrom ? `rolled back from ${current.rolledBackFrom}` : '',
      kept: app === 'shell' ? [] : kept,
    });
  }
  return rows;
}

/** The rows as a plain-text table, one line per app. */
export function formatStatus(rows) {
  const cells = [
    ['app', 'live build', 'deployed (UTC)', 'commit', 'rollback to (kept, newest first)'],
    ...rows.map((row) => [
      row.app,
      row.live,
      row.deployedAt.replace('T', ' ').replace(/:\d\d\.\d+Z$/, ''),
      row.commit,
      [row.kept.join(', ') || '-', row.note && `(${row.note})`].filter(Boolean).join(' '),
    ]),
  ];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((line) => line[i].length)));
  const padded = (line) => line.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return cells.map((line) => padded(line).trimEnd()).join('\n');
}
