// Emoji draw as empty boxes on phones without an emoji font (many of the cheap Androids this
// site is for), so the apps draw their pictures as inline SVG. This keeps emoji out of what the
// apps ship; tests may still use them as hostile input.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';

/** A character shown as an emoji by default, or any character asked to show as one (U+FE0F). */
const EMOJI = /\p{Emoji_Presentation}|\uFE0F/u;

test('no app source or page ships an emoji', () => {
  const files = execFileSync('git', ['ls-files', '*/src/*', '*/index.html', '*/public/*'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.(tsx?|html|svg|json)$/.test(file) && !/\.test\.tsx?$/.test(file));
  assert.ok(files.length > 100, 'found the apps’ sources');
  const offenders = files.filter((file) => EMOJI.test(readFileSync(join(ROOT, file), 'utf8')));
  assert.deepEqual(offenders, []);
});
