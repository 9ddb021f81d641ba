// Comments cite docs/requirements.md and docs/architecture.md by section
// ("docs/requirements.md#constants", or "docs/requirements.md#entities, #calls"). This keeps every
// cited section in existence when a heading is renamed.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';
import { headingAnchors } from './markdown.mjs';

const CITATION = /docs\/(requirements|architecture)\.md#/g;

const anchorsOf = (doc) => headingAnchors(readFileSync(join(ROOT, 'docs', `${doc}.md`), 'utf8'));

/** Every (doc, anchor) cited in a tracked file, with where. */
function citations() {
  const lines = execFileSync('git', ['grep', '-n', '-E', 'docs/(requirements|architecture)\\.md#'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).split('\n');
  return lines.filter(Boolean).flatMap((line) => {
    const found = [];
    for (const match of line.matchAll(CITATION)) {
      // The cited section, then any "#section" that follows on the line ("#entities, #calls").
      const rest = line.slice(match.index + match[0].length - 1);
      for (const [, name] of rest.matchAll(/#([a-z][a-z0-9-]*)/g)) found.push({ doc: match[1], name, line });
    }
    return found;
  });
}

test('every section that code cites in docs/ exists', () => {
  const anchors = { requirements: anchorsOf('requirements'), architecture: anchorsOf('architecture') };
  const cited = citations();
  assert.ok(cited.length > 20, 'found the citations');
  const missing = cited.filter(({ doc, name }) => !anchors[doc].has(name)).map(({ line }) => line);
  assert.deepEqual(missing, []);
});

test('architecture.md has the sections the code and README point to', () => {
  const anchors = anchorsOf('architecture');
  for (const name of ['composition-contract', 'loading-and-hydration', 'routing', 'failure-handling', 'deploys']) {
    assert.ok(anchors.has(name), name);
  }
});
