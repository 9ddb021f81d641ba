/**
 * The version of the shell–area contract (AreaProps and the parcel lifecycles), which is
 * @school/shared's own version (contract.test.ts keeps them equal). A remote's manifest states the
 * version it was built against (metaData.contract, written by remoteBuild); the shell mounts it
 * when the major versions match and the remote's is not newer than the shell's: a remote built
 * against an earlier minor version uses only what the shell still provides.
 * 1.2.0: the shell's template for a remote's pages of their own (shared/src/own-pages.js).
 * 1.3.0: AreaFailure.keptHtml, an area that failed over its page's HTML put back.
 * 2.0.0: no RuntimeConfig.formEndpoint (every form posts to FORM_SERVICE_PATH, on the site), and
 *        a fragment's only token is its remote's base, filled in by the deploy alone.
 */
export const AREA_CONTRACT_VERSION = '2.0.0';

/**
 * @param {unknown} version
 * @returns {[number, number] | null} its major and minor, or null if it is not "x.y.z"
 */
function parse(version) {
  const match = typeof version === 'string' ? /^(\d+)\.(\d+)\.\d+$/.exec(version) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * Whether a shell providing `provided` can mount a remote built against `required`. Plain JS, so
 * that the shell's loader and the deploy's contract gate (scripts/release) apply one rule.
 * @param {string} provided
 * @param {unknown} required
 * @returns {boolean}
 */
export function isCompatibleContract(provided, required) {
  const shell = parse(provided);
  const remote = parse(required);
  if (!shell || !remote) return false;
  return shell[0] === remote[0] && remote[1] <= shell[1];
}
