/**
 * The early script (shell/src/early-script/early-script.ts), built on its own into one classic
 * script with no imports, inlined into every page. The CSP allows exactly this text by its hash,
 * committed in shell/early-script.csp.json: a build that does not match it fails instead of
 * shipping a blocked page.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { earlyScriptHash } from '@school/shared/early-script-hash';
import { cspHash } from '../../../scripts/csp.mjs';

const EARLY_ENTRY = fileURLToPath(new URL('../early-script/early-script.ts', import.meta.url));

/** The early script's text, once its hash is known to match the committed one. */
export async function earlyScriptCode(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2020',
      lib: { entry: EARLY_ENTRY, formats: ['iife'], name: 'schoolEarlyScript' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  const code = result && 'output' in result ? result.output[0]?.code.trim() : undefined;
  if (!code) throw new Error('the early script did not build');
  const hash = cspHash(code);
  if (hash !== earlyScriptHash()) {
    throw new Error(
      `the early script changed: its CSP hash is now ${hash}. Write it into shell/early-script.csp.json ` +
        '("earlyScript"), then run `node scripts/deploy.mjs --sync` to update firebase.json.',
    );
  }
  return code;
}
