import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCollections } from '@school/shared/content-files';
import { parse } from 'yaml';
import { packagesWithContent } from '@school/shared/content-files';
import { ROOT } from '../build/collections-plugin';
import { LIST_FIELD } from './config';
import { schoolYaml } from './yaml-format';

describe('the school-yaml format', () => {
  it('edits a file that is a list as one list field, and writes the list back', () => {
    const text = '- id: a\n  title: A\n- id: b\n  title: B\n';
    const data = schoolYaml.fromFile(text);
    expect(data).toEqual({
      [LIST_FIELD]: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
      ],
    });
    expect(schoolYaml.toFile(data)).toBe(text);
  });

  it("writes a record's fields in the schema's order, long lines unfolded", () => {
    const long = 'word '.repeat(40).trim();
    const text = schoolYaml.toFile({ notes: ['x'], session: '2025/2026', lead: long }, ['session', 'lead', 'notes']);
    expect(text).toBe(`session: 2025/2026\nlead: ${long}\nnotes:\n  - x\n`);
    expect(schoolYaml.fromFile(text)).toEqual({ session: '2025/2026', lead: long, notes: ['x'] });
  });

  it("keeps mfe-news's YAML files as they are when nothing is changed", async () => {
    const collections = await loadCollections(join(ROOT, 'mfe-news'));
    for (const collection of Object.values(collections)) {
      if (!('file' in collection)) continue;
      const text = readFileSync(join(ROOT, 'mfe-news/content', collection.file), 'utf8');
      expect(schoolYaml.toFile(schoolYaml.fromFile(text))).toBe(text);
    }
  });

  it("reads and writes back the same data for every app's YAML files", async () => {
    for (const app of packagesWithContent()) {
      const collections = await loadCollections(join(ROOT, app));
      for (const collection of Object.values(collections)) {
        if (!('file' in collection)) continue;
        const text = readFileSync(join(ROOT, app, 'content', collection.file), 'utf8');
        expect(parse(schoolYaml.toFile(schoolYaml.fromFile(text))), `${app}/${collection.file}`).toEqual(parse(text));
      }
    }
  });
});
