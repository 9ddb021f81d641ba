// The declared browser support (package.json's browserslist) is checked in `npm test` by the lint:
// eslint-plugin-compat and the calls older engines lack (eslint.config.js) for the code, stylelint
// for the CSS (stylelint.config.mjs). These probes show each check refusing what it is for, in the
// files a parent's browser runs, and letting the feature-tested way through.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import stylelint from 'stylelint';
import { ROOT } from './apps.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The rules that refuse `code`, placed in a file of the shell's layout. */
async function refusals(code) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'shell/src/layout/support-probe.ts') });
  return result.messages.map((message) => message.ruleId);
}

test('the support policy is declared once, in package.json, with the engines the site fully supports', () => {
  const { browserslist } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  for (const engine of ['Chrome', 'ChromeAndroid', 'Android', 'Safari', 'iOS', 'Firefox', 'Samsung', 'Opera'])
    assert.ok(browserslist.includes(`last 2 ${engine} major versions`), engine);
  assert.ok(browserslist.includes('Firefox ESR'));
});

test("a selector handed to matches() that older engines do not know fails lint; through the platform's test it passes", async () => {
  assert.deepEqual(await refusals("export const open = (menu: Element) => menu.matches(':popover-open');\n"), [
    'no-restricted-syntax',
  ]);
  assert.deepEqual(await refusals('export const probe = (page: Element) => page.querySelector(`nav:has(a)`);\n'), [
    'no-restricted-syntax',
  ]);
  assert.deepEqual(
    await refusals(
      "import { matchesIfKnown } from '@school/shared/platform';\nexport const open = (menu: Element) => matchesIfKnown(menu, ':popover-open');\n",
    ),
    [],
  );
});

test('a call older engines lack fails lint outside @school/shared/platform', async () => {
  assert.deepEqual(await refusals('export const hide = (menu: HTMLElement) => menu.hidePopover();\n'), [
    'no-restricted-properties',
  ]);
  assert.deepEqual(await refusals('export const send = (form: HTMLFormElement) => form.requestSubmit();\n'), [
    'no-restricted-properties',
  ]);
});

test('an API outside the first tier fails lint unless it is behind a feature test', async () => {
  assert.deepEqual(await refusals('export const later = (next: () => void) => requestIdleCallback(next);\n'), [
    'compat/compat',
  ]);
  assert.deepEqual(
    await refusals(
      "export function later(next: () => void) {\n  if ('requestIdleCallback' in window) requestIdleCallback(next);\n  else setTimeout(next, 50);\n}\n",
    ),
    [],
  );
});

test('CSS outside the first tier, in an Emotion template, fails the CSS check', async () => {
  const code = "import { css } from '@emotion/react';\nexport const probe = css`\n  -webkit-box-reflect: below;\n`;\n";
  const { results } = await stylelint.lint({
    code,
    codeFilename: join(ROOT, 'shell/src/layout/support-probe.tsx'),
    cwd: ROOT,
  });
  assert.deepEqual(
    results[0].warnings.map((warning) => warning.rule),
    ['plugin/no-unsupported-browser-features'],
  );
  assert.match(results[0].warnings[0].text, /css-reflections/);
});
