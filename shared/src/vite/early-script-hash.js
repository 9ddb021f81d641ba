// The shell's early script (shell/src/page-build/early-script-build.ts), inline in its pages, is
// allowed by the site's CSP by its hash, committed in
// shell/early-script.csp.json: the shell's build fails when its early script no longer matches it,
// and the deploy writes it into the CSP (scripts/csp.mjs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The file holding the CSP hash of the shell's early script. */
export const EARLY_SCRIPT_HASH_FILE = fileURLToPath(new URL('../../../shell/early-script.csp.json', import.meta.url));

/**
 * The committed hash, a CSP source ('sha256-…').
 * @returns {string}
 */
export function earlyScriptHash(file = EARLY_SCRIPT_HASH_FILE) {
  const { earlyScript } = JSON.parse(readFileSync(file, 'utf8'));
  if (!/^'sha256-[A-Za-z0-9+/]+=*'$/.test(earlyScript)) throw new Error(`${file}: earlyScript is not a sha256 source`);
  return earlyScript;
}
