import { randomBytes } from 'node:crypto';

/** The build's id: when it was built (UTC) and a random part, e.g. 20261123T184512Z-3fa9. */
export function newBuildId(now = new Date()) {
  return `${now.toISOString().replace(/[-:]|\.\d+/g, '')}-${randomBytes(2).toString('hex')}`;
}
