// The commit-msg hook (.githooks/commit-msg): run as git runs it, on a message file, and through a
// real `git commit` in a throwaway repository that takes its hooks from this checkout's folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { ROOT } from './apps.mjs';
import { problemsOf, withoutComments } from './commit-message.mjs';
import { tempRepo } from './temp-git-repo.mjs';

const HOOK = join(ROOT, '.githooks/commit-msg');
const SUBJECT_72 = `Refuse a subject over the limit in the hook ${'x'.repeat(28)}`;
const SUBJECT_73 = `${SUBJECT_72}y`;
const temp = mkdtempSync(join(tmpdir(), 'commit-msg-'));
after(() => rmSync(temp, { recursive: true, force: true }));

describe('problemsOf', () => {
  it('keeps a 72-character subject, alone or with a body after a blank line', () => {
    assert.equal(SUBJECT_72.length, 72);
    assert.deepEqual(problemsOf(SUBJECT_72), []);
    assert.deepEqual(problemsOf(`${SUBJECT_72}\n\nWhy it changed, and the figures.\n`), []);
  });

  it('refuses a 73-character subject, saying its length', () => {
    assert.deepEqual(problemsOf(`${SUBJECT_73}\n`), [`the subject is 73 characters, over 72: "${SUBJECT_73}"`]);
  });

  it('refuses a body that starts on the line after the subject', () => {
    assert.deepEqual(problemsOf('Add the hook\nbecause the log reads badly\n'), [
      'the subject is not followed by a blank line: git would join the next line to it',
    ]);
  });

  it("counts characters, not UTF-16 units, and ignores what git strips (leading blank lines, a line's end)", () => {
    assert.deepEqual(problemsOf(`\n\n${'é'.repeat(70)}🙂🙂   \n`), []);
  });
});

describe('withoutComments', () => {
  it('drops the lines git comments out and everything under the scissors line', () => {
    const edited = [
      'Add the hook',
      '# Please enter the commit message for your changes.',
      '',
      'Body.',
      '# ------------------------ >8 ------------------------',
      'diff --git a/x b/x',
    ].join('\n');
    assert.equal(withoutComments(edited), 'Add the hook\n\nBody.');
  });
});

function runHook(message) {
  const file = join(temp, 'COMMIT_EDITMSG');
  writeFileSync(file, message);
  const result = spawnSync(HOOK, [file], { encoding: 'utf8' });
  return { ...result, kept: readFileSync(file, 'utf8') };
}

describe('.githooks/commit-msg on a message file', () => {
  it('exits 0 and leaves a good message as it was', () => {
    const message = `${SUBJECT_72}\n\nWhy.\n# Please enter the commit message for your changes.\n`;
    const result = runHook(message);
    assert.equal(result.status, 0, result.stderr);
    assert.equal(result.stderr, '');
    assert.equal(result.kept, message);
  });

  it('exits 1 on a 73-character subject and says why', () => {
    const result = runHook(`${SUBJECT_73}\n`);
    assert.equal(result.status, 1);
    assert.equal(
      result.stderr,
      `Commit message refused (see CONTRIBUTING.md):\n  - the subject is 73 characters, over 72: "${SUBJECT_73}"\n`,
    );
  });
});

describe('.githooks/commit-msg through git commit', () => {
  const git = tempRepo(join(temp, 'repo'));
  git('config', 'core.hooksPath', join(ROOT, '.githooks'));

  it('refuses a commit with a 73-character subject: no commit is made', () => {
    const commit = git('commit', '--allow-empty', '-m', SUBJECT_73);
    assert.equal(commit.status, 1);
    assert.match(commit.stderr, /the subject is 73 characters, over 72/);
    assert.notEqual(git('rev-parse', '--verify', '-q', 'HEAD').status, 0);
  });

  it('makes the commit with a good message, unchanged', () => {
    const commit = git('commit', '--allow-empty', '-m', SUBJECT_72, '-m', 'Why it changed.');
    assert.equal(commit.status, 0, commit.stderr);
    assert.equal(git('log', '-1', '--format=%B').stdout, `${SUBJECT_72}\n\nWhy it changed.\n\n`);
  });
});
