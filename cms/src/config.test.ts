import { AnnouncementSchema, NewsItemSchema, SchoolEventSchema, z } from '@school/shared/content-schema';
import type { Collections } from '@school/shared/vite';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadCollections } from '@school/shared/content-files';
import { packagesWithContent } from '@school/shared/content-files';
import { ROOT } from '../build/collections-plugin';
import { appCollections, LIST_FIELD, YAML_FORMAT, type DecapCollection } from './config';
import { type DecapField, WIDGETS } from './decap-fields';

const byName = (fields: DecapField[] | undefined, name: string) => {
  const field = fields?.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`no field "${name}" in ${JSON.stringify(fields?.map((each) => each.name))}`);
  return field;
};

const byCollection = (collections: DecapCollection[], name: string) => {
  const collection = collections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`no collection "${name}"`);
  return collection;
};

/** The properties of an object schema (or of a list's items). */
function propertiesOf(schema: z.ZodType): string[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    items?: { properties?: Record<string, unknown> };
  };
  return Object.keys(json.properties ?? json.items?.properties ?? {});
}

describe("mfe-news's collections, as the CMS has them", async () => {
  const collections = appCollections('mfe-news', await loadCollections(join(ROOT, 'mfe-news')));

  it('has one Decap collection per collection of collections.ts, in its order', () => {
    expect(collections.map((collection) => collection.name)).toEqual([
      'mfe-news-news',
      'mfe-news-events',
      'mfe-news-announcements',
    ]);
  });

  it('makes the stories a folder collection of Markdown files in mfe-news/content/news', () => {
    const news = byCollection(collections, 'mfe-news-news');
    expect(news).toMatchObject({
      label: 'News stories',
      folder: 'mfe-news/content/news',
      extension: 'md',
      format: 'frontmatter',
      create: true,
      slug: '{{slug}}',
    });
    expect(news.files).toBeUndefined();
  });

  it("gives a story every field of NewsItemSchema: the id is the file's name, the text the body", () => {
    const news = byCollection(collections, 'mfe-news-news');
    const names = news.fields?.map((field) => field.name);
    const expected = propertiesOf(NewsItemSchema)
      .filter((name) => name !== 'id')
      .map((name) => (name === 'content' ? 'body' : name));
    expect(names).toEqual(expect.arrayContaining(expected));
    expect(names).toHaveLength(expected.length);
    expect(names?.at(-1)).toBe('body');
  });

  it("gives a story's fields their widgets, all required, with the schema's patterns", () => {
    const fields = byCollection(collections, 'mfe-news-news').fields;
    expect(byName(fields, 'title')).toMatchObject({ widget: 'string', required: true });
    expect(byName(fields, 'date')).toMatchObject({
      widget: 'datetime',
      required: true,
      date_format: 'YYYY-MM-DD',
      time_format: false,
      format: 'YYYY-MM-DD',
    });
    expect(byName(fields, 'category')).toMatchObject({ widget: 'string', required: true });
    const image = byName(fields, 'image');
    expect(image).toMatchObject({ widget: 'image', required: true, media_folder: 'images', public_folder: 'images' });
    // The schema's own pattern, and its own words when a value does not match it.
    const [pattern, message] = image.pattern ?? [];
    for (const picture of ['images/science-lab.svg', 'images/IMG_2041.JPG', 'images/prize-day.jpeg', 'images/a.webp']) {
      expect(new RegExp(pattern!).test(picture)).toBe(true);
    }
    expect(new RegExp(pattern!).test('images/a photo.png')).toBe(false);
    expect(new RegExp(pattern!).test('images/prize-day.heic')).toBe(false);
    expect(message).toBe(
      'Expected the path of a picture beside this one: a photo (.jpg, .jpeg, .png, .webp) or .svg art',
    );
    expect(byName(fields, 'imageAlt')).toMatchObject({ widget: 'string', required: true, label: 'Image alt' });
    expect(byName(fields, 'excerpt')).toMatchObject({ widget: 'string', required: true });
    expect(byName(fields, 'body')).toMatchObject({ widget: 'text', required: true, label: 'Content' });
  });

  it('makes events and announcements a list field of a YAML file each, with every field of their schemas', () => {
    for (const [name, file, schema] of [
      ['events', 'mfe-news/content/events.yaml', SchoolEventSchema],
      ['announcements', 'mfe-news/content/announcements.yaml', AnnouncementSchema],
    ] as const) {
      const collection = byCollection(collections, `mfe-news-${name}`);
      expect(collection.format).toBe(YAML_FORMAT);
      expect(collection.folder).toBeUndefined();
      expect(collection.files).toHaveLength(1);
      const [only] = collection.files!;
      // The file is named as its collection, by which its preview is registered.
      expect(only).toMatchObject({ name: `mfe-news-${name}`, file });
      const list = byName(only!.fields, LIST_FIELD);
      expect(list).toMatchObject({ widget: 'list', required: true });
      expect(list.fields?.map((field) => field.name)).toEqual(propertiesOf(schema));
    }
  });

  it("gives an event's fields their widgets and patterns", () => {
    const [events] = byCollection(collections, 'mfe-news-events').files!;
    const fields = byName(events!.fields, LIST_FIELD).fields;
    const id = byName(fields, 'id');
    expect(id.pattern?.[1]).toBe('Expected lower-case words joined by hyphens');
    expect(new RegExp(id.pattern![0]).test('pta-general-meeting-2026-11')).toBe(true);
    expect(new RegExp(id.pattern![0]).test('PTA meeting')).toBe(false);
    const time = byName(fields, 'time');
    expect(time.widget).toBe('string');
    expect(new RegExp(time.pattern![0]).test('10:00 AM – 12:30 PM')).toBe(true);
    expect(new RegExp(time.pattern![0]).test('10am')).toBe(false);
    expect(byName(fields, 'date').widget).toBe('datetime');
    expect(byName(fields, 'description').widget).toBe('text');
    expect(byName(fields, 'location').widget).toBe('string');
  });
});

describe('a config made from collections', () => {
  const Kind = z.enum(['teaching', 'administrative', 'support']);
  const Item = z.strictObject({
    id: z.string().regex(/^[a-z-]+$/, { error: 'expected a slug' }),
    title: z.string().min(1),
    when: z.iso.date(),
    kind: Kind,
    picture: z.string().meta({ widget: 'image' }),
    subtitle: z.string().optional(),
    story: z.string().meta({ widget: 'text' }),
  });
  const Record = z.strictObject({
    session: z.string().regex(/^\d{4}\/\d{4}$/, { error: 'expected YYYY/YYYY' }),
    fee: z.int().nonnegative(),
    rate: z.number().min(0).max(100),
    open: z.boolean(),
    lines: z.array(z.string()).readonly(),
    head: z.strictObject({ name: z.string(), since: z.int().optional() }),
    rows: z.array(z.strictObject({ year: z.int(), note: z.string().meta({ widget: 'text' }) })),
    deadline: z.union([z.iso.date({ error: 'expected a date or "Still Open"' }), z.literal('Still Open')]),
    code: z.string().regex(/^[A-Z]{3}$/),
    note: z.string().nullable().optional(),
  });
  const collections = {
    items: { label: 'Items', folder: 'items', schema: Item, body: 'story' },
    record: { label: 'The record', file: 'record.yaml', schema: Record },
    list: { label: 'A list', file: 'list.yml', schema: z.array(z.strictObject({ name: z.string() })) },
  } satisfies Collections;
  const [items, record, list] = appCollections('mfe-test', collections);
  const recordFields = record!.files![0]!.fields;

  it('makes a folder collection from a folder', () => {
    expect(items).toMatchObject({
      name: 'mfe-test-items',
      folder: 'mfe-test/content/items',
      extension: 'md',
      format: 'frontmatter',
      create: true,
    });
    // No title: the first line of text names the entry.
    expect(items!.identifier_field).toBeUndefined();
    expect(items!.fields?.map((field) => field.name)).toEqual(['title', 'when', 'kind', 'picture', 'subtitle', 'body']);
    expect(byName(items!.fields, 'body')).toMatchObject({ widget: 'text', label: 'Story', required: true });
  });

  it('maps each kind of field to its widget', () => {
    const fields = items!.fields;
    expect(byName(fields, 'title')).toMatchObject({ widget: 'string', required: true });
    expect(byName(fields, 'when')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false });
    expect(byName(fields, 'kind')).toMatchObject({
      widget: 'select',
      options: ['teaching', 'administrative', 'support'],
    });
    expect(byName(fields, 'picture')).toMatchObject({ widget: 'image', media_folder: 'images' });
    expect(byName(fields, 'subtitle')).toMatchObject({ widget: 'string', required: false });
    expect(byName(recordFields, 'fee')).toMatchObject({ widget: 'number', value_type: 'int', min: 0 });
    expect(byName(recordFields, 'rate')).toMatchObject({ widget: 'number', value_type: 'float', min: 0, max: 100 });
    expect(byName(recordFields, 'open')).toMatchObject({ widget: 'boolean' });
    expect(byName(recordFields, 'lines')).toMatchObject({
      widget: 'list',
      collapsed: false,
      field: { widget: 'string' },
    });
    const head = byName(recordFields, 'head');
    expect(head).toMatchObject({ widget: 'object', summary: '{{fields.name}}' });
    expect(byName(head.fields, 'since')).toMatchObject({ widget: 'number', value_type: 'int', required: false });
    const rows = byName(recordFields, 'rows');
    expect(rows).toMatchObject({ widget: 'list', summary: '{{fields.year}}' });
    expect(byName(rows.fields, 'note')).toMatchObject({ widget: 'text' });
    expect(byName(recordFields, 'note')).toMatchObject({ widget: 'string', required: false });
  });

  it("carries the schema's patterns, with its messages", () => {
    expect(byName(recordFields, 'session').pattern).toEqual(['^\\d{4}\\/\\d{4}$', 'Expected YYYY/YYYY']);
    const [pattern, message] = byName(recordFields, 'deadline').pattern!;
    expect(message).toBe('Expected a date or "Still Open"');
    for (const value of ['2026-12-01', 'Still Open']) expect(new RegExp(pattern).test(value)).toBe(true);
    for (const value of ['next week', '2026-13-01', 'Still open']) expect(new RegExp(pattern).test(value)).toBe(false);
    // A pattern the schema gives no words for: the CMS does not show the regular expression.
    expect(byName(recordFields, 'code').pattern).toEqual(['^[A-Z]{3}$', 'Not in the form this field needs']);
  });

  it("makes a file collection of a record's fields, and of a list one list field", () => {
    expect(record).toMatchObject({
      format: YAML_FORMAT,
      files: [{ name: 'mfe-test-record', file: 'mfe-test/content/record.yaml' }],
    });
    expect(recordFields.map((field) => field.name)).toEqual(propertiesOf(Record));
    expect(list!.files![0]!.fields).toEqual([
      {
        name: LIST_FIELD,
        label: 'A list',
        widget: 'list',
        required: true,
        collapsed: true,
        summary: '{{fields.name}}',
        fields: [{ name: 'name', label: 'Name', widget: 'string', required: true }],
      },
    ]);
  });
});

function patternsOf(fields: DecapField[]): [string, string][] {
  return fields.flatMap((field) => [
    ...(field.pattern ? [field.pattern] : []),
    ...patternsOf(field.fields ?? []),
    ...patternsOf(field.field ? [field.field] : []),
  ]);
}

function widgetsOf(fields: DecapField[]): string[] {
  return fields.flatMap((field) => [
    field.widget,
    ...widgetsOf(field.fields ?? []),
    ...widgetsOf(field.field ? [field.field] : []),
  ]);
}

describe("every app's collections", async () => {
  const apps = packagesWithContent();

  it('are each turned into a Decap collection with fields', async () => {
    expect(apps[0], "the school's own facts first").toBe('shared');
    expect(apps).toContain('mfe-news');
    for (const app of apps) {
      const collections = await loadCollections(join(ROOT, app));
      const made = appCollections(app, collections);
      expect(made).toHaveLength(Object.keys(collections).length);
      for (const collection of made) {
        const fields = collection.fields ?? collection.files?.[0]?.fields;
        expect(fields?.length, collection.name).toBeGreaterThan(0);
        // Every widget is one the editor registers (src/main.tsx).
        for (const widget of widgetsOf(fields ?? [])) expect(WIDGETS, collection.name).toContain(widget);
        // Every pattern is one the browser can compile, as Decap does (no flags).
        for (const [pattern] of patternsOf(fields ?? [])) expect(() => new RegExp(pattern)).not.toThrow();
      }
    }
  });
});
