/** A new build id: UTC time and a random part, e.g. 20261123T184512Z-3fa9. */
export function newBuildId(now?: Date): string;
