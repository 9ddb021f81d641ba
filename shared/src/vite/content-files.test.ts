// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactPointSchema, NewsItemSchema, SchoolEventSchema } from '../content/schema';
import { checkContent, contentFiles, loadCollections, type Collections } from './content-files.js';

const SHARED = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMA = join(SHARED, 'src/content/schema.ts');
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const STORY = `---
title: Twelve Pupils Complete the Memorisation of Juz' 'Amma
date: 2026-11-18
category: Islamic Studies
image: images/quran.svg
imageAlt: An open Qur’an on a wooden stand
excerpt: Twelve pupils have memorised the whole of Juz' 'Amma.
---

Twelve of our pupils have completed the memorisation.

The pupils received certificates at the Friday assembly.
`;

const EVENTS = `- id: pta-general-meeting
  title: PTA General Meeting
  date: 2026-11-28
  time: 10:00 AM – 12:30 PM
  location: School Hall
  category: Parents
  description: Parents and guardians meet the proprietor and teachers.
`;

const collections = {
  news: { label: 'News stories', folder: 'news', schema: NewsItemSchema, body: 'content' },
  events: { label: 'Events', file: 'events.yaml', schema: SchoolEventSchema.array() },
} satisfies Collections;

/**
 * An app folder named "app" with a content/ folder, inside shared/ so that its collections file
 * resolves zod as the workspace's apps do.
 */
function app(files: Record<string, string>) {
  const parent = mkdtempSync(join(SHARED, 'node_modules', '.content-test-'));
  cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
  const root = join(parent, 'app');
  for (const [name, text] of Object.entries({ 'content/news/images/quran.svg': '<svg/>', ...files })) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  return root;
}

const check = (files: Record<string, string>) => checkContent({ appDir: app(files), collections });

describe('checkContent', () => {
  it('accepts a story and a list that fit their schemas', () => {
    expect(check({ 'content/news/hifz-2026.md': STORY, 'content/events.yaml': EVENTS })).toEqual([]);
  });

  it('names the file, the field and what is wrong with a date', () => {
    const story = STORY.replace('date: 2026-11-18', 'date: next friday');
    expect(check({ 'content/news/hifz-2026.md': story, 'content/events.yaml': EVENTS })).toEqual([
      'app/content/news/hifz-2026.md: date: expected YYYY-MM-DD, got "next friday"',
    ]);
  });

  it('refuses a missing field, a wrong type, an unknown field and an item of a list', () => {
    const story = STORY.replace(/^title: .*\n/m, '').replace('category: Islamic Studies', 'category: 5');
    const events = `${EVENTS.replace('time: 10:00 AM – 12:30 PM', 'time: 10am')}  titel: PTA\n`;
    expect(check({ 'content/news/hifz-2026.md': story, 'content/events.yaml': events })).toEqual([
      'app/content/events.yaml: #1.time: expected "h:mm AM – h:mm PM" (an en dash between the times), got "10am"',
      'app/content/events.yaml: #1: unknown field "titel"',
      'app/content/news/hifz-2026.md: title: required, missing',
      'app/content/news/hifz-2026.md: category: expected string, received number, got 5',
    ]);
  });

  it('refuses a picture that is not there, a file of no collection, a missing list and bad YAML', () => {
    const story = STORY.replace('images/quran.svg', 'images/lab.svg');
    expect(
      check({
        'content/news/hifz-2026.md': story,
        'content/news/notes.md': 'no front matter',
        'content/fees.yaml': 'grade: [unclosed',
      }),
    ).toEqual([
      'app/content/events.yaml: (the file): required, missing',
      'app/content/fees.yaml: (the file): not part of any collection in src/data/collections.ts',
      'app/content/news/hifz-2026.md: image: no such file beside it, got "images/lab.svg"',
      'app/content/news/notes.md: (the file): expected YAML front matter between two "---" lines, then the text',
    ]);
  });

  it('says how to write a phone number that YAML read as a number', () => {
    const offices = { offices: { label: 'Offices', file: 'offices.yaml', schema: ContactPointSchema.array() } };
    const yaml =
      '- name: Admissions Office\n  email: admissions@example.com\n  phone: +2348031234567\n  purpose: Applications.\n';
    const appDir = app({ 'content/offices.yaml': yaml });
    expect(checkContent({ appDir, collections: offices })).toEqual([
      'app/content/offices.yaml: #1.phone: expected a phone number in quotes, as "+2348031234567", got 2348031234567',
    ]);
  });

  it("accepts the school's own news, as it stands", async () => {
    const appDir = join(SHARED, '../mfe-news');
    expect(checkContent({ appDir, collections: await loadCollections(appDir) })).toEqual([]);
  });
});

describe('contentFiles, in a build', () => {
  const collectionsFile = `import { NewsItemSchema, SchoolEventSchema } from ${JSON.stringify(SCHEMA)};
export default {
  news: { label: 'News', folder: 'news', schema: NewsItemSchema, body: 'content' },
  events: { label: 'Events', file: 'events.yaml', schema: SchoolEventSchema.array() },
};
`;
  const main = `const stories = import.meta.glob('../content/news/*.md', { eager: true, import: 'default' });
import events from '../content/events.yaml';
console.log(JSON.stringify({ stories: Object.values(stories), events }));
`;

  async function buildApp(files: Record<string, string>) {
    const root = app({ 'src/data/collections.ts': collectionsFile, 'src/main.js': main, ...files });
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentFiles()],
      build: { lib: { entry: 'src/main.js', formats: ['es'], fileName: 'main' }, minify: false },
    });
    return readFileSync(join(root, 'dist/main.js'), 'utf8');
  }

  it("turns each file into its checked data, a story's picture into its markup", async () => {
    const code = await buildApp({ 'content/news/hifz-2026.md': STORY, 'content/events.yaml': EVENTS });
    expect(code).toContain('"id": "hifz-2026"');
    expect(code).toContain('"content": "Twelve of our pupils have completed the memorisation.\\n\\nThe pupils');
    expect(code).toContain('"<svg/>"');
    expect(code).toContain('"time": "10:00 AM – 12:30 PM"');
  });

  it('refuses to build with an invalid file, even one no code imports', async () => {
    const events = EVENTS.replace('date: 2026-11-28', 'date: 28/11/2026');
    const storiesOnly = main.replace(/^import events.*\n/m, '').replace(', events', '');
    const files = { 'content/news/hifz-2026.md': STORY, 'content/events.yaml': events, 'src/main.js': storiesOnly };
    await expect(buildApp(files)).rejects.toThrow(
      'app/content/events.yaml: #1.date: expected YYYY-MM-DD, got "28/11/2026"',
    );
  });
});
