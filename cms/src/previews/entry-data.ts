import { LIST_FIELD } from '../config';
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
