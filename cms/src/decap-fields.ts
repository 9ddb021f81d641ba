/**
 * Decap's fields, made from a content schema's properties (fieldOf), and what they are made of: the
 * widgets (WIDGETS), where a picture goes (PICTURE_FOLDER), a label from a property's name.
 */
import type { z } from 'zod';
import { branchesOf, type JsonSchema, patternMessage, typesOf, unwrap, zodChild } from './json-schema';

/** A field of Decap's configuration (decapcms.org/docs/widgets), as this generator writes it. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  /** A regular expression (as a string) and the message shown when the value does not match it. */
  pattern?: [string, string];
  default?: unknown;
  // select
  options?: string[];
  multiple?: boolean;
  // number
  value_type?: 'int' | 'float';
  min?: number;
  max?: number;
  step?: number;
  // datetime
  date_format?: string | boolean;
  time_format?: string | boolean;
  format?: string;
  picker_utc?: boolean;
  // image
  media_folder?: string;
  public_folder?: string;
  choose_url?: boolean;
  // list and object
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  allow_add?: boolean;
}

/**
 * The widgets this generator writes, which src/main.tsx registers (besides `hidden`, which is
 * Decap's core's): a widget outside this list would be a form Decap cannot draw.
 */
export const WIDGETS = [
  'string',
  'text',
  'number',
  'boolean',
  'select',
  'datetime',
  'image',
  'list',
  'object',
  'hidden',
];

/** Where a content file's pictures go: a folder beside the file, named by their path from it. */
export const PICTURE_FOLDER = 'images';

/** A calendar date as the schemas write it (schema.ts `calendarDate`). */
const DATE = { date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD', picker_utc: true } as const;

/** `imageAlt` → "Image alt", `passRate` → "Pass rate". */
export function labelOf(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A union of strings (a date, or "Still Open"): one pattern matching any of its branches. */
function unionPattern(branches: JsonSchema[]): string | undefined {
  const alternatives = branches.map((branch) => {
    if (typeof branch.const === 'string') return escapeRegExp(branch.const);
    if (branch.enum?.every((value) => typeof value === 'string'))
      return (branch.enum as string[]).map(escapeRegExp).join('|');
    if (branch.pattern) return branch.pattern.replace(/^\^/, '').replace(/\$$/, '');
    return undefined;
  });
  if (alternatives.some((alternative) => alternative === undefined)) return undefined;
  return `^(?:${alternatives.map((alternative) => `(?:${alternative})`).join('|')})$`;
}

/** A list's summary in the editor: the first of its items' naming fields it has. */
function summaryOf(fields: DecapField[]): string | undefined {
  const names = fields.map((field) => field.name);
  const name = ['title', 'name', 'label', 'grade', 'year', 'days'].find((candidate) => names.includes(candidate));
  const first = name ?? fields.find((field) => field.widget === 'string')?.name;
  return first ? `{{fields.${first}}}` : undefined;
}

/** The fields of an object's properties, each required unless the schema makes it optional. */
export function objectFields(json: JsonSchema, schema: z.ZodType | undefined): DecapField[] {
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, zodChild(schema, name), required.has(name)),
  );
}

/**
 * One field of the CMS from a property's JSON Schema: its widget, whether it is required, and the
 * pattern its value must match, with the schema's own message.
 */
export function fieldOf(name: string, json: JsonSchema, schema: z.ZodType | undefined, required: boolean): DecapField {
  const field: DecapField = { name, label: json.title ?? labelOf(name), widget: 'string', required };
  if (json.description) field.hint = json.description;
  if (json.default !== undefined) field.default = json.default;
  const types = typesOf(json).filter((type) => type !== 'null');
  const branches = branchesOf(json);

  if (branches && branches.length === 1 && branches[0]) {
    // A nullable field: the field of its one other branch.
    return { ...fieldOf(name, { ...branches[0], ...pick(json) }, unwrap(schema), false), required: false };
  }
  if (branches && branches.length > 1) {
    // A union: of strings, one string field matching any branch; else free text.
    const pattern = unionPattern(branches);
    if (pattern) field.pattern = [pattern, patternMessage(schema)];
    return field;
  }
  if (json.enum) {
    return { ...field, widget: 'select', options: json.enum.map(String) };
  }
  if (json.const !== undefined) {
    return { ...field, widget: 'hidden', default: json.const };
  }
  const type = types[0];
  if (type === 'object' || json.properties) {
    const fields = objectFields(json, schema);
    const summary = summaryOf(fields);
    return { ...field, widget: 'object', fields, ...(summary && { summary }) };
  }
  if (type === 'array') {
    const items = json.items ?? {};
    const element = zodChild(schema, 'items');
    const list: DecapField = { ...field, widget: 'list' };
    if (json.minItems !== undefined) list.min = json.minItems;
    if (json.maxItems !== undefined) list.max = json.maxItems;
    const itemTypes = typesOf(items);
    if (itemTypes.includes('object') || items.properties) {
      const fields = objectFields(items, element);
      const summary = summaryOf(fields);
      return { ...list, fields, collapsed: true, ...(summary && { summary }) };
    }
    // A list of lines (requirements, subjects): one field repeated, each value a line of the list.
    // Shown open: each line is its own input, not a collapsed row.
    const { required: _required, hint: _hint, ...item } = fieldOf(name, items, element, true);
    return { ...list, field: item, collapsed: false };
  }
  if (type === 'integer' || type === 'number') {
    field.widget = 'number';
    field.value_type = type === 'integer' ? 'int' : 'float';
    if (type === 'number') field.step = 0.1;
    const min = json.minimum ?? json.exclusiveMinimum;
    const max = json.maximum ?? json.exclusiveMaximum;
    if (min !== undefined && Number.isFinite(min) && Math.abs(min) < Number.MAX_SAFE_INTEGER) field.min = min;
    if (max !== undefined && Number.isFinite(max) && Math.abs(max) < Number.MAX_SAFE_INTEGER) field.max = max;
    return field;
  }
  if (type === 'boolean') return { ...field, widget: 'boolean' };
  if (type === 'string') {
    if (json.format === 'date') return { ...field, widget: 'datetime', ...DATE };
    if (json.widget === 'image') {
      Object.assign(field, {
        widget: 'image',
        media_folder: PICTURE_FOLDER,
        public_folder: PICTURE_FOLDER,
        choose_url: false,
      });
    } else if (json.widget === 'text') {
      field.widget = 'text';
    }
    if (json.pattern) field.pattern = [json.pattern, patternMessage(schema)];
    return field;
  }
  // What JSON Schema cannot say (a custom check, a transform): free text, checked at the build.
  return field;
}

/** The annotations of a wrapper a branch keeps (a nullable field's title and description). */
function pick(json: JsonSchema): JsonSchema {
  const kept: JsonSchema = {};
  if (json.title) kept.title = json.title;
  if (json.description) kept.description = json.description;
  return kept;
}
