// @vitest-environment node
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The workspace's lint config (eslint.config.js), run through ESLint's Node API on code placed in
// the early script's folder, and elsewhere in the shell.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function refusedImports(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const IN_EARLY_SCRIPT = 'shell/src/early-script/lint-probe.ts';
const ELSEWHERE = 'shell/src/main-thread/lint-probe.ts';
const REFUSAL =
  'The early script runs before any code has loaded (shell/src/early-script/README.md): no React, no federation runtime.';

describe("the early script's folder", () => {
  it.each([
    "import { useState } from 'react';\nexport const probe = useState;",
    "import { hydrateRoot } from 'react-dom/client';\nexport const probe = hydrateRoot;",
    "import { loadRemote } from '@module-federation/runtime';\nexport const probe = loadRemote;",
    "import { createArea } from '@school/shared/area';\nexport const probe = createArea;",
  ])(
    'fails lint on %j',
    async (code) => {
      expect(await refusedImports(IN_EARLY_SCRIPT, code)).toEqual([expect.stringContaining(REFUSAL)]);
    },
    60_000,
  );

  it('lets the rest of the shell import them', async () => {
    const code =
      "import { useState } from 'react';\nimport { loadRemote } from '@module-federation/runtime';\nexport const probe = [useState, loadRemote];";
    expect(await refusedImports(ELSEWHERE, code)).toEqual([]);
  }, 60_000);

  it('takes what it uses: the slot protocol, the fragment contract, a type', async () => {
    const code = [
      "import { readSlot } from '@school/shared/page-composition';",
      "import { CONTENT_AT_ATTR } from '@school/shared/fragment';",
      "import type { ReactNode } from 'react';",
      'export type Probe = ReactNode;',
      'export const probe = [readSlot, CONTENT_AT_ATTR];',
    ].join('\n');
    expect(await refusedImports(IN_EARLY_SCRIPT, code)).toEqual([]);
  }, 60_000);
});
