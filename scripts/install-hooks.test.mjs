// `pnpm install`'s prepare step: it points git at .githooks/ in a checkout's top folder, and
// leaves alone a folder that is not one (an unpacked package, a copy inside another repository).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { HOOKS_PATH, installHooks } from './install-hooks.mjs';
import { tempRepo } from './temp-git-repo.mjs';

const temp = mkdtempSync(join(tmpdir(), 'install-hooks-'));
after(() => rmSync(temp, { recursive: true, force: true }));

describe('installHooks', () => {
  it("sets core.hooksPath to .githooks in a checkout's top folder", () => {
    const git = tempRepo(join(temp, 'repo'));
    assert.equal(installHooks(join(temp, 'repo')), true);
    assert.equal(git('config', 'core.hooksPath').stdout, `${HOOKS_PATH}\n`);
  });

  it('does nothing in a folder inside another repository', () => {
    const git = tempRepo(join(temp, 'outer'));
    mkdirSync(join(temp, 'outer/vendored'));
    assert.equal(installHooks(join(temp, 'outer/vendored')), false);
    assert.equal(git('config', 'core.hooksPath').status, 1);
  });

  it('does nothing, and does not fail, where there is no git checkout', () => {
    mkdirSync(join(temp, 'unpacked'));
    assert.equal(installHooks(join(temp, 'unpacked')), false);
  });
});
