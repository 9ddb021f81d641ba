// The log's rules (scripts/commit-message.mjs) over the history made since the commit-msg hook
// landed: the commit that added .githooks/commit-msg and every commit descending from it, merges
// included. Older commits predate the rules and are not checked; neither are commits of a branch
// begun before the hook, though the merge that brings them in is.
//
// `node scripts/commit-log.mjs` is part of `npm test` (scripts/run.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ROOT } from './apps.mjs';
import { problemsOf } from './commit-message.mjs';

export const HOOK = '.githooks/commit-msg';

function git(cwd, args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout;
}

/** The first commit that added the hook, or null (not a git checkout, or the hook not committed). */
export function hookCommit(cwd) {
  if (spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd }).status !== 0) return null;
  const added = git(cwd, ['log', '--diff-filter=A', '--reverse', '--format=%H', 'HEAD', '--', HOOK]);
  return added.split('\n')[0] || null;
}

/** Each commit of `git log <args>` with its whole message. */
function messages(cwd, args) {
  return git(cwd, ['log', '-z', '--format=%H%n%B', ...args])
    .split('\0')
    .filter(Boolean)
    .map((entry) => ({ commit: entry.slice(0, entry.indexOf('\n')), message: entry.slice(entry.indexOf('\n') + 1) }));
}

/**
 * @returns {{ since: string | null, checked: number, bad: { commit: string, problems: string[] }[] }}
 *   the hook's commit, how many commits were checked, and each that breaks the rules
 */
export function checkLog(cwd) {
  const since = hookCommit(cwd);
  if (!since) return { since, checked: 0, bad: [] };
  const commits = [...messages(cwd, ['-1', since]), ...messages(cwd, ['--ancestry-path', `${since}..HEAD`])];
  const bad = commits
    .map(({ commit, message }) => ({ commit: commit.slice(0, 10), problems: problemsOf(message) }))
    .filter(({ problems }) => problems.length);
  return { since, checked: commits.length, bad };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { since, checked, bad } = checkLog(ROOT);
  if (!since) {
    console.log(`commit log: nothing to check (no git history here, or no commit adds ${HOOK})`);
  } else if (bad.length) {
    console.error(
      `commit log: ${bad.length} of ${checked} commit(s) from ${since.slice(0, 10)} on break CONTRIBUTING.md:`,
    );
    for (const { commit, problems } of bad) for (const problem of problems) console.error(`  ${commit}: ${problem}`);
    process.exit(1);
  } else {
    console.log(`commit log: ${checked} commit(s) from ${since.slice(0, 10)} (the hook's) on keep CONTRIBUTING.md`);
  }
}
