/**
 * What the live shell provides its remotes, published with each build as SHELL_CONTRACT_FILE: the
 * area contract version it mounts and its route table (which area shows each path). A remote's
 * deploy reads it from the live site and refuses a build that does not fit, before anything is
 * released (scripts/release/contract-gate.mjs).
 */
import { AREA_CONTRACT_VERSION } from '@school/shared/area';
import { SHELL_CONTRACT_FILE } from '@school/shared/site-layout';
import { ROUTES } from '../routing/routes';

/** The file's path inside the shell's build. */
export const SHELL_CONTRACT_ASSET = SHELL_CONTRACT_FILE.replace(/^\//, '');

export function shellContractJson(): string {
  const routes = ROUTES.map(({ path, area }) => ({ path, area }));
  return `${JSON.stringify({ contract: AREA_CONTRACT_VERSION, routes }, null, 2)}\n`;
}
