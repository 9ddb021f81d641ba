// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earlyScriptHash } from '@school/shared/early-script-hash';
import { cspHash } from '../../../scripts/csp.mjs';
import { buildEarlyScript } from './early-script-build';

describe('the early script inlined into every page', () => {
  it("is allowed by the CSP hash committed in shell/early-script.csp.json (the build's, byte for byte)", async () => {
    const code = await buildEarlyScript();
    expect(cspHash(code)).toBe(earlyScriptHash());
    expect(code).not.toMatch(/<\/script|\bimport\s*\(|\bimport\s+[\w{*]/);
  }, 30_000);

  it('hashes a text as CSP expects', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
