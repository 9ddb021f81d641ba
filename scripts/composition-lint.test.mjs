// The workspace's lint config (eslint.config.js), through ESLint's Node API, on code placed among
// the composition modules and elsewhere: HTML is read and written through a parser there, and
// @school/shared is imported by its package name everywhere.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './apps.mjs';

const eslint = new ESLint({ cwd: ROOT });

async function refusals(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const PARSER_ONLY =
  'A page is read and written through an HTML parser (cheerio) in the composition, not a regular expression.';

for (const file of [
  'scripts/release/probe.mjs',
  'shell/src/page-build/probe.ts',
  'shell/src/early-script/probe.ts',
  'shared/src/page-composition.js',
]) {
  test(`${file}: a regular expression over HTML fails lint`, async () => {
    for (const code of [
      'export const slot = (page) => page.replace(/<div id="area-fragment"[^>]*>/, \'\');',
      "export const main = new RegExp('<main[^>]*>');",
      'export const tag = (name) => new RegExp(`<${name}\\\\b`);',
    ]) {
      assert.deepEqual(await refusals(file, code), [`no-restricted-syntax: ${PARSER_ONLY}`], code);
    }
  });
}

test('a regular expression over other text passes, and over HTML outside the composition too', async () => {
  assert.deepEqual(await refusals('scripts/release/probe.mjs', 'export const id = /^[\\w.-]+$/;'), []);
  assert.deepEqual(await refusals('bench/probe.mjs', 'export const tag = /<style>([^<]*)<\\/style>/;'), []);
});

test('an import that reaches into shared/src from outside the package fails lint; its package name passes', async () => {
  const relative = "import { APPS_DIR } from '../shared/src/site-layout.js';\nexport const dir = APPS_DIR;";
  assert.deepEqual(await refusals('scripts/probe.mjs', relative), [
    "no-restricted-imports: '../shared/src/site-layout.js' import is restricted from being used by a pattern. Import @school/shared by its package name, through its subpath exports only.",
  ]);
  const named = "import { APPS_DIR } from '@school/shared/site-layout';\nexport const dir = APPS_DIR;";
  assert.deepEqual(await refusals('scripts/probe.mjs', named), []);
});

test('the deprecated global escape() fails lint everywhere, in browser code as in a deploy', async () => {
  const message =
    "no-restricted-globals: Unexpected use of 'escape'. Escape HTML with escapeHtml (@school/shared/page-composition), a URL part with encodeURIComponent.";
  for (const file of ['scripts/release/probe.mjs', 'shell/src/page-build/probe.ts']) {
    assert.deepEqual(await refusals(file, 'export const loc = (url) => `<loc>${escape(url)}</loc>`;'), [message], file);
  }
});
