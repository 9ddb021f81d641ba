// A post's body as fields: JSON or a browser's urlencoded form, strictly UTF-8, within the limits.
import { FIELD_NAME, MAX_FIELD_NAME_LENGTH, MAX_FIELDS, MAX_VALUE_LENGTH } from './limits.js';
import { Refusal } from './refusal.js';

export type BodyType = 'json' | 'form';
/** A field's value as sent: a form post's is always a string, a JSON one may be anything (checked later). */
export type Entry = [name: string, value: unknown];

/** 'json', 'form', or null for any other body type or a charset other than UTF-8. */
export function bodyTypeOf(header = ''): BodyType | null {
  const [type, ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  const charset = params.find((param) => param.startsWith('charset='))?.slice('charset='.length);
  if (charset !== undefined && !/^"?utf-?8"?$/.test(charset)) return null;
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    throw new Refusal(400, 'The body is not valid UTF-8');
  }
}

const tooManyFields = () => new Refusal(400, `At most ${MAX_FIELDS} fields are accepted`);

/** A JSON object's [name, value] pairs, values as parsed (checked later). */
export function jsonEntries(text: string): Entry[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Refusal(400, 'The body must be a JSON object');
  }
  const entries = Object.entries(value);
  if (entries.length > MAX_FIELDS) throw tooManyFields();
  return entries;
}

// decodeURIComponent throws on a malformed escape and on bytes that are not UTF-8, where
// URLSearchParams would put U+FFFD in silently.
function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    throw new Refusal(400, 'The form body is not valid URL-encoded UTF-8');
  }
}

/** A form post's [name, value] pairs in order, repeats included, line breaks as LF. */
export function formEntries(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const piece of text.split('&')) {
    if (piece === '') continue;
    if (entries.length === MAX_FIELDS) throw tooManyFields();
    const at = piece.includes('=') ? piece.indexOf('=') : piece.length;
    entries.push([percentDecode(piece.slice(0, at)), percentDecode(piece.slice(at + 1)).replaceAll('\r\n', '\n')]);
  }
  return entries;
}

/** name -> value; a name sent more than once gets its non-empty values joined by ', '. */
export function collect(entries: Entry[]): Map<string, unknown> {
  const values = new Map<string, unknown[]>();
  for (const [name, value] of entries) {
    const list = values.get(name) ?? [];
    list.push(value);
    values.set(name, list);
  }
  return new Map(
    [...values].map(([name, list]) => [name, list.length === 1 ? list[0] : list.filter((v) => v !== '').join(', ')]),
  );
}

/** Refuses a bad name, a value that is not a string, too long or not well-formed Unicode. */
export function checkField(name: string, value: unknown): asserts value is string {
  if (name.length > MAX_FIELD_NAME_LENGTH || !FIELD_NAME.test(name)) {
    const field = name.length > MAX_FIELD_NAME_LENGTH ? `${name.slice(0, MAX_FIELD_NAME_LENGTH)}…` : name;
    throw new Refusal(
      400,
      `A field name is letters and digits after an optional underscore, at most ${MAX_FIELD_NAME_LENGTH} long`,
      { field },
    );
  }
  if (typeof value !== 'string') throw new Refusal(400, 'The value must be a string', { field: name });
  if (value.length > MAX_VALUE_LENGTH) {
    throw new Refusal(400, `The value is longer than ${MAX_VALUE_LENGTH} characters`, { field: name });
  }
  if (!isWellFormed(value)) throw new Refusal(400, 'The value is not valid Unicode text', { field: name });
}

// String.prototype.isWellFormed is Node 20's, but not yet in TypeScript's ES2023 lib.
const isWellFormed = (value: string) => (value as string & { isWellFormed(): boolean }).isWellFormed();
