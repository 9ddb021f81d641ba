import { LIST_FIELD } from '../config';
import { labelOf } from '../decap-fields';
import type { PreviewProps } from './types';

/** An Immutable value as plain data (Decap's entries are Immutable Maps and Lists). */
const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;

/** A file collection's entry as its YAML file has it: a record's fields, or a list's items (config.ts LIST_FIELD). */
export function fileDataOf(entry: PreviewProps['entry']): Record<string, unknown> {
  return (plain(entry.getIn(['data'])) ?? {}) as Record<string, unknown>;
}

/** A list file's items as the entry holds them. */
export function listOf<T>(entry: PreviewProps['entry']): T[] {
  const items = fileDataOf(entry)[LIST_FIELD];
  return Array.isArray(items) ? (items as T[]) : [];
}

/** One field of a folder collection's entry, as plain data. */
export const fieldOf = (entry: PreviewProps['entry'], key: string): unknown => plain(entry.getIn(['data', key]));

/** One field of a folder collection's entry as text; '' while it is empty. */
export const textOf = (entry: PreviewProps['entry'], key: string): string => String(fieldOf(entry, key) ?? '');

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * `data` (a record, or one item of a list) once each of `fields` holds something; until then an
 * error for the frame's boundary, in the editor's words: "facility 3 has no title yet".
 */
export function complete<T extends object>(data: T, fields: readonly (keyof T & string)[], what: string): T {
  const empty = fields.find((field) => isEmpty(data[field]));
  if (empty) throw new Error(`${what} has no ${labelOf(empty).toLowerCase()} yet`);
  return data;
}

/** A list file's items, each `complete` in `fields` ("benefit 2 has no title yet"). */
export function completeItems<T extends object>(
  entry: PreviewProps['entry'],
  fields: readonly (keyof T & string)[],
  what: string,
): T[] {
  return listOf<T>(entry).map((item, index) => complete(item ?? ({} as T), fields, `${what} ${index + 1}`));
}
