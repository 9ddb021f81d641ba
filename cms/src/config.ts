/**
 * Decap CMS's collections, generated from the content schemas (docs/content.md): one Decap
 * collection per collection an app declares in its src/data/collections.ts, its fields read from
 * the schema through zod's JSON Schema (`z.toJSONSchema`), so no list of fields is written twice.
 * Pure: the build (collections-plugin.ts) runs it in Node over every app's collections and hands
 * the result to the page as JSON; the tests run it on the same inputs.
 */
import type { Collections, FileCollection, FolderCollection } from '@school/shared/vite';
import type { z } from 'zod';
import { type DecapField, fieldOf, objectFields } from './decap-fields';
import { jsonSchemaOf, typesOf } from './json-schema';

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
 * The custom format (yaml-format.ts) the YAML files of file collections are read and written
 * with: Decap edits an object, and a file that is a list is one list field, LIST_FIELD.
 */
export const YAML_FORMAT = 'school-yaml';
export const LIST_FIELD = 'items';

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
