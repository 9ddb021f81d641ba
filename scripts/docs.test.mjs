// The docs a newcomer reads: short enough to finish, no measured figure outside bench/results.md
// (figures drift; the bench rewrites that file), and every link to a file or a section still there.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';
import { anchorOf, figuresIn, headingAnchors, relativeLinks } from './markdown.mjs';

/** The one file measured figures live in. */
const RESULTS = 'bench/results.md';

const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const markdown = tracked.filter((file) => file.endsWith('.md'));
const read = (file) => readFileSync(join(ROOT, file), 'utf8');
const lineCount = (file) => read(file).trimEnd().split('\n').length;

test('the figure rule catches milliseconds and bytes, and leaves seconds and pixels alone', () => {
  const text = [
    'a task of 280-340 ms, 120 ms, a 90-ms tap',
    '1.5 KB gzip, 180 kB, 2 KiB, 3 MB and 280–340 ms',
    "Home's 1.5 s spinner, a 20 s timeout, 400 px high, 5 runs, 8 routes",
  ].join('\n');
  assert.deepEqual(figuresIn(text), [
    { line: 1, figure: '280-340 ms' },
    { line: 1, figure: '120 ms' },
    { line: 1, figure: '90-ms' },
    { line: 2, figure: '1.5 KB' },
    { line: 2, figure: '180 kB' },
    { line: 2, figure: '2 KiB' },
    { line: 2, figure: '3 MB' },
    { line: 2, figure: '280–340 ms' },
  ]);
});

test('anchors follow GitHub: punctuation dropped, spaces hyphens, repeats numbered', () => {
  assert.equal(anchorOf("Startup's longest tasks: what was cut"), 'startups-longest-tasks-what-was-cut');
  assert.equal(anchorOf('`pnpm bench --only` and a_b'), 'pnpm-bench---only-and-a_b');
  assert.equal(anchorOf('See [the bench](bench/README.md)'), 'see-the-bench');
  assert.deepEqual(
    [...headingAnchors('# Docs\n## Notes\n```\n## Not a heading\n```\n### Notes\n')],
    ['docs', 'notes', 'notes-1'],
  );
});

test('links are read outside code, URLs left out', () => {
  const text = [
    'See [deploying](docs/deploying.md#status-and-rollback) and [here](#top),',
    'not `[code](nowhere.md)` nor [a site](https://example.org) nor [mail](mailto:a@b.c).',
    '```',
    '[in a block](nowhere.md)',
    '```',
    '[ref]: ../shell/README.md',
  ].join('\n');
  assert.deepEqual(relativeLinks(text), [
    { line: 1, path: 'docs/deploying.md', anchor: 'status-and-rollback' },
    { line: 1, path: '', anchor: 'top' },
    { line: 6, path: '../shell/README.md', anchor: null },
  ]);
});

test('README.md and docs/architecture.md can be read in fifteen minutes', () => {
  assert.ok(lineCount('README.md') <= 150, `README.md has ${lineCount('README.md')} lines, at most 150`);
  const architecture = lineCount('docs/architecture.md');
  assert.ok(architecture <= 250, `docs/architecture.md has ${architecture} lines, at most 250`);
});

test("each folder of the shell's src opens with a README of at most 15 lines", () => {
  const readmes = tracked.filter((file) => /^shell\/src\/[^/]+\/README\.md$/.test(file));
  assert.ok(readmes.length >= 10, 'found the folder READMEs');
  const long = readmes.filter((file) => lineCount(file) > 15);
  assert.deepEqual(long, [], `over 15 lines: ${long.join(', ')}`);
});

test(`no measured figure in milliseconds or kilobytes in any doc but ${RESULTS}`, () => {
  assert.ok(markdown.includes(RESULTS) && markdown.length > 20, 'found the docs');
  const found = markdown
    .filter((file) => file !== RESULTS)
    .flatMap((file) => figuresIn(read(file)).map(({ line, figure }) => `${file}:${line}: ${figure}`));
  assert.deepEqual(found, [], `measured figures belong in ${RESULTS}:\n${found.join('\n')}`);
});

test('every relative link in the docs names a tracked file, and every anchor a heading in it', () => {
  const folders = new Set(
    tracked.flatMap((file) => {
      const parts = file.split('/');
      return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join('/'));
    }),
  );
  const anchors = new Map();
  const anchorsOf = (file) => {
    if (!anchors.has(file)) anchors.set(file, headingAnchors(read(file)));
    return anchors.get(file);
  };
  const broken = markdown.flatMap((file) =>
    relativeLinks(read(file)).flatMap(({ line, path, anchor }) => {
      const target = path ? posix.normalize(posix.join(dirname(file), path)).replace(/\/$/, '') : file;
      const where = `${file}:${line}: ${path}${anchor === null ? '' : `#${anchor}`}`;
      if (!tracked.includes(target) && !folders.has(target)) return [`${where} (no such file)`];
      if (anchor !== null && target.endsWith('.md') && !anchorsOf(target).has(anchor))
        return [`${where} (no such heading)`];
      return [];
    }),
  );
  assert.deepEqual(broken, [], `broken links:\n${broken.join('\n')}`);
});
