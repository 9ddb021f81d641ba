/** Entries as Decap hands them to a preview, for the previews' tests. */
import type { PreviewProps } from './types';

/** A file collection's entry: its data an Immutable Map (toJS). */
export function fileEntry(data: Record<string, unknown>): PreviewProps['entry'] {
  return {
    getIn: ([, key]: string[]) => (key === undefined ? { toJS: () => data } : data[key]),
    get: () => undefined,
  };
}

/** A list file's entry: its items under the one list field (config.ts LIST_FIELD). */
export const listEntry = (items: readonly unknown[]) => fileEntry({ items });

export const getAsset = (path: string) => path;
