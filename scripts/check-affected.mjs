// `pnpm check:affected <git ref>`: a team's own checks, for what changed since a ref. pnpm's
// own filter picks the packages changed since the ref and every package that depends on them
// (`--filter "...[<ref>]"`, https://pnpm.io/filtering); those get typecheck, lint (ESLint, and
// Prettier over their folders), unit tests and a build, and their areas' e2e specs
// (e2e/tests/<app folder>/) run against the composed site. A change to the shell runs every e2e
// spec (it composes every page). A change under shared/ or to any root file (scripts, configs,
// the lockfile, deploy/, docs) runs everything, as `.ci/run` does: pnpm selects no package for a
// root file. Untracked files count too (pnpm's filter sees only tracked changes, so their
// packages are added by folder).
//
//   pnpm check:affected origin/main          # the checks, then how long they took
//   pnpm check:affected origin/main --plan   # only what would run
//   pnpm check:affected origin/main --deploy production   # then deploy what changed (appsToDeploy)
//
// The other apps' builds must exist (`pnpm build` once); the e2e step serves the composed site on
// the site's local ports, as `pnpm test:e2e` does. `.ci/run` stays the full gate.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { listApps, ROOT } from './apps.mjs';

/** The staff editor's e2e spec (cms/). */
export const ADMIN_SPEC = 'tests/site/admin.spec.ts';

/** The workspace's package folders (pnpm-workspace.yaml): a file elsewhere is a root file. */
export const PACKAGE_DIR = /^(shell|shared|e2e|cms|functions|mfe-[\w-]+)\//;

function git(args, cwd) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim() || `exit ${result.status}`}`);
  return result.stdout;
}

/**
 * Files changed since `ref` (committed or not, and untracked: `changed`) and the untracked ones
 * alone (`untracked`), as paths from the repository root.
 */
export function changedFiles(ref, cwd = ROOT) {
  try {
    git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], cwd);
    git(['merge-base', ref, 'HEAD'], cwd);
  } catch {
    throw new Error(
      `"${ref}" is not a commit this clone has with its history (a shallow clone has none): fetch it, e.g. git fetch --unshallow`,
    );
  }
  const lines = (text) => text.split('\n').filter(Boolean);
  const untracked = lines(git(['ls-files', '--others', '--exclude-standard'], cwd));
  const changed = [...new Set([...lines(git(['diff', '--name-only', ref], cwd)), ...untracked])].sort();
  return { changed, untracked };
}

/** The packages pnpm selects for these filters: their folders, relative to the root. */
export function selectedPackages(filters, cwd = ROOT) {
  if (filters.length === 0) return [];
  const args = [...filters.flatMap((filter) => ['--filter', filter]), 'list', '--depth', '-1', '--json'];
  const result = spawnSync('pnpm', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')}: ${result.stderr.trim()}`);
  return JSON.parse(result.stdout || '[]')
    .map((pkg) => relative(cwd, pkg.path))
    .filter((dir) => dir !== '')
    .sort();
}

/**
 * What to run for `changed` (paths from the root; `untracked` among them). `select(filters)` is
 * pnpm's selection (selectedPackages); `specFolders`: the e2e folders that exist
 * (e2e/tests/<name>/). Returns { everything, reason } or { everything: false, packages, e2e }:
 * `packages` their folders, `e2e` the spec folders to run ('all' for every spec, [] for none).
 */
export function planChecks({ ref, changed, untracked = [], select, specFolders }) {
  const some = (files) => files.slice(0, 3).join(', ') + (files.length > 3 ? ` and ${files.length - 3} more` : '');
  const root = changed.filter((file) => !PACKAGE_DIR.test(file));
  if (root.length) return { everything: true, reason: `root files changed: ${some(root)}` };
  const shared = changed.filter((file) => file.startsWith('shared/'));
  if (shared.length) return { everything: true, reason: `shared changed: ${some(shared)}` };
  if (changed.length === 0) return { everything: false, packages: [], e2e: [] };

  const untrackedDirs = [...new Set(untracked.map((file) => PACKAGE_DIR.exec(file)[1]))];
  const packages = select([`...[${ref}]`, ...untrackedDirs.map((dir) => `...{./${dir}}`)]);
  const e2eChanges = changed.filter((file) => file.startsWith('e2e/'));
  const specOfChange = (file) => /^e2e\/tests\/([\w-]+)\/[^/]+\.spec\.ts$/.exec(file)?.[1];
  // The shell composes every page, the form service answers every form, and an e2e helper or
  // config serves every spec.
  if (packages.includes('shell') || packages.includes('functions') || e2eChanges.some((file) => !specOfChange(file))) {
    return { everything: false, packages, e2e: 'all' };
  }
  const folders = new Set([...packages, ...e2eChanges.map(specOfChange)].filter((name) => specFolders.includes(name)));
  const specs = [...folders].sort().map((name) => `tests/${name}`);
  // The editor's spec, for a change to the editor.
  if (packages.includes('cms')) specs.push(ADMIN_SPEC);
  return { everything: false, packages, e2e: specs };
}

/** The commands of a plan, in order: [label, command, args]. */
export function commandsFor(plan) {
  if (plan.everything) {
    return ['typecheck', 'lint', 'test:unit', 'test:scripts', 'build', 'test:e2e'].map((script) => [
      script,
      'pnpm',
      [script],
    ]);
  }
  const apps = plan.packages.filter((dir) => dir !== 'e2e');
  const only = (dirs) => dirs.flatMap((dir) => ['--filter', `./${dir}`]);
  const commands = [];
  if (plan.packages.length) {
    commands.push(['typecheck', 'pnpm', [...only(plan.packages), 'typecheck']]);
    commands.push(['lint', 'pnpm', [...only(plan.packages), 'lint']]);
    commands.push(['format', 'pnpm', ['exec', 'prettier', '--check', ...plan.packages]]);
  }
  if (apps.length) {
    commands.push(['unit tests', 'pnpm', [...only(apps), 'test']]);
    commands.push(['build', 'pnpm', [...only(apps), 'build']]);
  }
  if (plan.e2e === 'all') commands.push(['e2e', 'pnpm', ['--filter', '@school/e2e', 'exec', 'playwright', 'test']]);
  else if (plan.e2e.length) {
    commands.push(['e2e', 'pnpm', ['--filter', '@school/e2e', 'exec', 'playwright', 'test', ...plan.e2e]]);
  }
  return commands;
}

/**
 * What to deploy once a plan's checks pass (`--deploy <env>`), among `apps` (folders, the shell
 * first): every app for everything; else the changed apps, and the shell for a change to the
 * staff's editor, which the shell's deploy carries.
 */
export function appsToDeploy(plan, apps) {
  if (plan.everything) return apps;
  const chosen = new Set(plan.packages.filter((dir) => apps.includes(dir)));
  if (plan.packages.includes('cms')) chosen.add('shell');
  return apps.filter((dir) => chosen.has(dir));
}

function describe(plan) {
  if (plan.everything) return `everything (${plan.reason})`;
  if (!plan.packages.length && !plan.e2e.length) return 'nothing changed';
  const e2e =
    plan.e2e === 'all' ? 'every e2e spec' : plan.e2e.map((folder) => `e2e/${folder}`).join(', ') || 'no e2e spec';
  return `${plan.packages.join(', ')}; ${e2e}`;
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { plan: { type: 'boolean' }, deploy: { type: 'string' } },
  });
  if (positionals.length !== 1) throw new Error('usage: pnpm check:affected <git ref> [--plan] [--deploy <env>]');
  const [ref] = positionals;
  const specFolders = listApps()
    .map((app) => app.dir)
    .concat('site')
    .filter((name) => existsSync(join(ROOT, 'e2e', 'tests', name)));
  const plan = planChecks({ ref, ...changedFiles(ref), select: (filters) => selectedPackages(filters), specFolders });
  console.log(`[check:affected] since ${ref}: ${describe(plan)}`);
  const commands = commandsFor(plan);
  const deploying = values.deploy
    ? appsToDeploy(
        plan,
        listApps().map((app) => app.dir),
      )
    : [];
  if (deploying.length) {
    commands.push(['deploy', process.execPath, ['scripts/deploy.mjs', ...deploying, '--env', values.deploy]]);
  }
  if (values.plan) {
    for (const [label, command, args] of commands)
      console.log(`[check:affected] ${label}: ${command} ${args.join(' ')}`);
    return;
  }
  const missing = listApps().filter((app) => !existsSync(app.distDir));
  if (!plan.everything && plan.e2e.length && missing.length) {
    throw new Error(
      `the e2e specs need every app built: run pnpm build once (${missing.map((app) => app.dir).join(', ')} missing)`,
    );
  }
  const started = Date.now();
  for (const [label, command, args] of commands) {
    console.log(`\n[check:affected] ${label}: ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`[check:affected] ${label} failed`);
      process.exit(result.status ?? 1);
    }
  }
  console.log(`\n[check:affected] passed in ${((Date.now() - started) / 1000).toFixed(0)} s: ${describe(plan)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(`[check:affected] ${error.message}`);
    process.exitCode = 1;
  }
}
