/**
 * Decap CMS's collections, generated from the content schemas (docs/content.md): one Decap
 * collection per collection an app declares in its src/data/collections.ts, its fields read from
 * the schema through zod's JSON Schema (`z.toJSONSchema`), so no list of fields is written twice.
 * Pure: the build (collections-plugin.ts) runs it in Node over every app's collections and hands
 * the result to the page as JSON; the tests run it on the same inputs.
 */
import type { Collections, FileCollection, FolderCollection } from '@school/shared/vite';
import { z } from 'zod';

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

export interface DecapFile {
  name: string;
  label: string;
  file: string;
  fields: DecapField[];
}

export interface DecapCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  slug?: string;
  identifier_field?: string;
  summary?: string;
  sortable_fields?: string[];
  fields?: DecapField[];
  files?: DecapFile[];
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

/**
 * The custom format (yaml-format.ts) the YAML files of file collections are read and written
 * with: Decap edits an object, and a file that is a list is one list field, LIST_FIELD.
 */
export const YAML_FORMAT = 'school-yaml';
export const LIST_FIELD = 'items';

/** A calendar date as the schemas write it (schema.ts `calendarDate`). */
const DATE = { date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD', picker_utc: true } as const;

/** What `z.toJSONSchema` says of a schema, the part of it this generator reads. */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  title?: string;
  description?: string;
  default?: unknown;
  /** schema.ts's `.meta({ widget })`: 'text' (paragraphs) or 'image' (a picture). */
  widget?: string;
}

/** The JSON Schema of what a content file holds (its input, before any transform). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

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

/** A zod schema without the wrappers that change nothing a file holds (optional, default, readonly, …). */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  for (let depth = 0; current && depth < 20; depth += 1) {
    const def = current.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else break;
  }
  return current;
}

/** The zod schema of an object's property, or of a list's items, beside its JSON Schema. */
function zodChild(schema: z.ZodType | undefined, key: string | number): z.ZodType | undefined {
  const inner = unwrap(schema);
  if (!inner) return undefined;
  const def = inner.def as {
    type: string;
    shape?: Record<string, z.ZodType>;
    element?: z.ZodType;
    options?: z.ZodType[];
  };
  if (def.type === 'object' && typeof key === 'string') return def.shape?.[key];
  if (def.type === 'array' && key === 'items') return def.element;
  if (def.type === 'union' && typeof key === 'number') return def.options?.[key];
  return undefined;
}

/**
 * The schema's own words for a value that does not match its pattern (schema.ts's `error`s): what
 * zod says of a string that fits no pattern of the school's. Sentence case, as the CMS shows it.
 */
function patternMessage(schema: z.ZodType | undefined): string {
  const result = schema?.safeParse('\u0000');
  const message = result && !result.success ? result.error.issues[0]?.message : undefined;
  // zod's own words ("Invalid string: must match pattern …") would show the regular expression.
  const text = message && !/^Invalid/.test(message) ? message : 'not in the form this field needs';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const typesOf = (json: JsonSchema): string[] => (Array.isArray(json.type) ? json.type : json.type ? [json.type] : []);

/** The branches of a union, without `null` (a nullable field is an optional one here). */
function branchesOf(json: JsonSchema): JsonSchema[] | undefined {
  const branches = json.anyOf ?? json.oneOf;
  return branches?.filter((branch) => !typesOf(branch).includes('null') || typesOf(branch).length > 1);
}

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
function objectFields(json: JsonSchema, schema: z.ZodType | undefined): DecapField[] {
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

/** `events` of mfe-news → `mfe-news-events`: a Decap collection's name, unique over the apps. */
export const collectionName = (app: string, name: string) => `${app}-${name}`.replace(/[^\w-]/g, '-');

/** A folder collection: one Markdown file per item, its id the file's name, its body the text. */
export function folderCollection(app: string, name: string, collection: FolderCollection): DecapCollection {
  const json = jsonSchemaOf(collection.schema);
  const shape = collection.schema.shape as Record<string, z.ZodType>;
  const required = new Set(json.required ?? []);
  const fields: DecapField[] = [];
  let body: DecapField | undefined;
  for (const [key, property] of Object.entries(json.properties ?? {})) {
    // The id is the file's name (content-files.js), which Decap makes from the entry's slug.
    if (key === 'id') continue;
    const field = fieldOf(key, property, shape[key], required.has(key));
    if (key === collection.body) {
      // Decap writes the field named `body` after the front matter: the item's text.
      body = { ...field, name: 'body', widget: field.widget === 'string' ? 'text' : field.widget };
      delete body.pattern;
    } else {
      fields.push(field);
    }
  }
  if (body) fields.push(body);
  const names = fields.map((field) => field.name);
  const identifier = names.includes('title') ? 'title' : fields.find((field) => field.widget === 'string')?.name;
  return {
    name: collectionName(app, name),
    label: collection.label,
    description: `${app}/content/${collection.folder}/: one file per item, its name the item's id.`,
    folder: `${app}/content/${collection.folder}`,
    extension: 'md',
    format: 'frontmatter',
    create: true,
    delete: true,
    slug: '{{slug}}',
    ...(identifier && identifier !== 'title' && { identifier_field: identifier }),
    ...(names.includes('date') && { sortable_fields: ['date', ...(identifier ? [identifier] : [])] }),
    fields,
  };
}

/**
 * A file collection: one YAML file. A record's fields are the file's; a list is one list field
 * (LIST_FIELD), which the school-yaml format writes as the file's list.
 */
export function fileCollection(app: string, name: string, collection: FileCollection): DecapCollection {
  const json = jsonSchemaOf(collection.schema);
  const isList = typesOf(json).includes('array');
  const fields = isList
    ? [{ ...fieldOf(LIST_FIELD, json, collection.schema, true), label: collection.label }]
    : objectFields(json, collection.schema);
  return {
    name: collectionName(app, name),
    label: collection.label,
    format: YAML_FORMAT,
    extension: collection.file.split('.').pop() ?? 'yaml',
    // The file is named as its collection: a preview is registered by that one name (src/main.tsx).
    files: [
      { name: collectionName(app, name), label: collection.label, file: `${app}/content/${collection.file}`, fields },
    ],
  };
}

/** Every collection of one app, in the order its collections.ts declares them. */
export function appCollections(app: string, collections: Collections): DecapCollection[] {
  return Object.entries(collections).map(([name, collection]) =>
    'folder' in collection ? folderCollection(app, name, collection) : fileCollection(app, name, collection),
  );
}

/** Every app's collections, apps in the order given (the shell, then the remotes). */
export function decapCollections(apps: Record<string, Collections>): DecapCollection[] {
  return Object.entries(apps).flatMap(([app, collections]) => appCollections(app, collections));
}
