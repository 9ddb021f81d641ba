// The check of the log in `npm test`, on throwaway histories: commits before the hook's are not
// checked; the hook's own, every later one and the merges are.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { checkLog, HOOK } from './commit-log.mjs';
import { tempRepo } from './temp-git-repo.mjs';

const temp = mkdtempSync(join(tmpdir(), 'commit-log-'));
after(() => rmSync(temp, { recursive: true, force: true }));

const LONG = `A subject from before the rules, which ran on for far longer than a line ${'x'.repeat(10)}`;
const TOO_LONG = `Make a commit after the hook whose subject runs a character over ${'x'.repeat(8)}`;
let repo;
let git;
let made = 0;

/** A commit with a file of its own (the hook's path for the hook's commit), without the hook's check. */
function commit(message, file = `file-${(made += 1)}.txt`) {
  const path = join(repo, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, message);
  git('add', file);
  const result = git('commit', '-q', '--no-verify', '-m', message);
  assert.equal(result.status, 0, result.stderr);
  return git('rev-parse', '--short=10', 'HEAD').stdout.trim();
}

beforeEach(() => {
  repo = join(temp, `repo-${(made += 1)}`);
  git = tempRepo(repo);
  commit(LONG);
});

describe('checkLog', () => {
  it('has nothing to check before the hook is committed, or outside a git checkout', () => {
    assert.deepEqual(checkLog(repo), { since: null, checked: 0, bad: [] });
    const plain = join(temp, 'not-a-repo');
    mkdirSync(plain);
    assert.deepEqual(checkLog(plain), { since: null, checked: 0, bad: [] });
  });

  it("passes a good history: the hook's commit, later ones and a merge, with long subjects before", () => {
    const hook = commit('Add the commit-msg hook', HOOK);
    commit('Say why in the body\n\nBecause the log is read.');
    git('switch', '-q', '-c', 'topic');
    commit('Change one thing on a branch');
    git('switch', '-q', 'main');
    commit('Change another thing on main');
    assert.equal(git('merge', '-q', '--no-ff', '--no-edit', 'topic').status, 0);
    assert.equal(git('log', '-1', '--format=%s').stdout, "Merge branch 'topic'\n");

    const { since, checked, bad } = checkLog(repo);
    assert.equal(since.slice(0, 10), hook);
    assert.equal(checked, 5);
    assert.deepEqual(bad, []);
  });

  it('finds a commit made after the hook with a 73-character subject, and one with no blank line', () => {
    commit('Add the commit-msg hook', HOOK);
    const long = commit(TOO_LONG);
    commit('Keep a good subject');
    const joined = commit('Start the body\non the next line');

    assert.equal(TOO_LONG.length, 73);
    assert.deepEqual(checkLog(repo).bad, [
      {
        commit: joined,
        problems: ['the subject is not followed by a blank line: git would join the next line to it'],
      },
      { commit: long, problems: [`the subject is 73 characters, over 72: "${TOO_LONG}"`] },
    ]);
  });

  it("checks the hook's own commit", () => {
    const hook = commit(TOO_LONG, HOOK);
    assert.deepEqual(checkLog(repo).bad, [
      { commit: hook, problems: [`the subject is 73 characters, over 72: "${TOO_LONG}"`] },
    ]);
  });

  it('checks a merge of a branch begun before the hook, not the branch’s own commits', () => {
    git('switch', '-q', '-c', 'old');
    commit(LONG);
    git('switch', '-q', 'main');
    commit('Add the commit-msg hook', HOOK);
    git('merge', '-q', '--no-ff', '-m', TOO_LONG, 'old');
    const merge = git('rev-parse', '--short=10', 'HEAD').stdout.trim();

    const { checked, bad } = checkLog(repo);
    assert.equal(checked, 2);
    assert.deepEqual(bad, [{ commit: merge, problems: [`the subject is 73 characters, over 72: "${TOO_LONG}"`] }]);
  });
});
