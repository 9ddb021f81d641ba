// `pnpm install` runs this (the root package.json's `prepare`): git takes its hooks from .githooks/
// (the commit-msg check of CONTRIBUTING.md). Where the package is not its own git checkout (an
// unpacked tarball, a copy inside another repository) it does nothing.
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROOT } from './apps.mjs';

export const HOOKS_PATH = '.githooks';

/** @returns {boolean} whether core.hooksPath was set (false: `root` is not the top of a git checkout) */
export function installHooks(root) {
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8' });
  if (top.error || top.status !== 0 || realpathSync(top.stdout.trim()) !== realpathSync(root)) return false;
  const set = spawnSync('git', ['config', 'core.hooksPath', HOOKS_PATH], { cwd: root, encoding: 'utf8' });
  // A warning, not a failed install: the checks still run in `npm test` (scripts/commit-log.mjs).
  if (set.status !== 0) console.warn(`could not set git's core.hooksPath: ${set.stderr.trim()}`);
  return set.status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) installHooks(ROOT);
