// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cspHash } from '../../../scripts/csp.mjs';
import { earlyScriptCode } from './early-script-build';

describe('the early script inlined into every page', () => {
  it("is allowed by the CSP hash committed in shell/early-script.csp.json (the build's, byte for byte)", async () => {
    // It throws, naming the build's hash, where that is not the committed one.
    const code = await earlyScriptCode();
    expect(code).not.toMatch(/<\/script|\bimport\s*\(|\bimport\s+[\w{*]/);
  }, 30_000);

  it('hashes a text as CSP expects', () => {
    // echo -n "alert(1)" | openssl dgst -sha256 -binary | base64
    expect(cspHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });
});
