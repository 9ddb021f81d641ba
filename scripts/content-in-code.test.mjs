// The school's words live in content files (docs/content.md), where its staff edit them: a
// sentence of theirs copied back into an app's code would no longer change when they change it.
// This fails when any sentence of the content (six words or more) is also written in code.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { CONTENT_DIR, loadCollections, packagesWithContent, readContentFile } from '@school/shared/content-files';
import { ROOT } from './apps.mjs';

const MIN_WORDS = 6;

/** Every text in a content file's data, cut into sentences of MIN_WORDS words or more. */
export function sentencesOf(data) {
  if (typeof data === 'string') {
    return data
      .split(/(?<=[.!?])\s+|\n+/)
      .map((sentence) => sentence.trim())
      .filter((sentence) => sentence.split(/\s+/).length >= MIN_WORDS);
  }
  if (Array.isArray(data)) return data.flatMap(sentencesOf);
  if (data && typeof data === 'object') return Object.values(data).flatMap(sentencesOf);
  return [];
}

/** The sentences found in code: [sentence, file] for each. */
export function sentencesInCode(sentences, files) {
  return files.flatMap(([file, code]) => sentences.filter((sentence) => code.includes(sentence)).map((s) => [s, file]));
}

const tracked = (pattern) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', pattern], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

test('finds a sentence of the content written in code, and only a whole one', () => {
  const sentences = sentencesOf({ lead: 'Our pupils learn in small classes. They pray together at noon every day.' });
  assert.deepEqual(sentences, ['Our pupils learn in small classes.', 'They pray together at noon every day.']);
  const files = [
    ['mfe-x/src/page.tsx', '<p>They pray together at noon every day.</p>'],
    ['mfe-x/src/other.tsx', '<p>Our pupils learn</p>'],
  ];
  assert.deepEqual(sentencesInCode(sentences, files), [
    ['They pray together at noon every day.', 'mfe-x/src/page.tsx'],
  ]);
});

test("no sentence of the school's content is also written in an app's code", async () => {
  const sentences = [];
  for (const dir of packagesWithContent(ROOT)) {
    const appDir = join(ROOT, dir);
    const collections = await loadCollections(appDir);
    for (const file of tracked(`${dir}/${CONTENT_DIR}/*`).filter((path) => /\.(md|ya?ml)$/.test(path))) {
      sentences.push(...sentencesOf(readContentFile({ appDir, collections, file: join(ROOT, file) }).data));
    }
  }
  assert.ok(sentences.length > 100, 'read the content');
  const code = tracked('*/src/*')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]);
  assert.deepEqual(sentencesInCode(sentences, code), []);
});
