// A throwaway git repository for the tests of the commit rules, cut off from the caller's git:
// no GIT_* variable of a hook that runs the tests, no user or system config, a fixed author.
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const ENV = {
  ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_'))),
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
};

/** Creates a repository in `dir`; returns `git(...args)` run there ({ status, stdout, stderr }). */
export function tempRepo(dir) {
  mkdirSync(dir, { recursive: true });
  const git = (...args) => spawnSync('git', args, { cwd: dir, encoding: 'utf8', env: ENV });
  git('init', '-q', '-b', 'main');
  return git;
}
