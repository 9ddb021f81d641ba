/**
 * How the CMS reads and writes a file collection's YAML (config.ts YAML_FORMAT): with the `yaml`
 * library the build reads it with (shared/src/vite/content-files.js), lines never folded, so a
 * change the school makes is a change of the lines it touched. Decap edits an object; a file that
 * is a list (events.yaml) is edited as one list field, LIST_FIELD, and written back as the list.
 */
import { parse, stringify } from 'yaml';
import { LIST_FIELD } from './config';

type Data = Record<string, unknown>;

/** The content files' style: long lines as they are, single quotes where quotes are needed. */
const STYLE = { lineWidth: 0, singleQuote: true } as const;

export const schoolYaml = {
  fromFile(text: string): Data {
    const value: unknown = parse(text);
    if (Array.isArray(value)) return { [LIST_FIELD]: value };
    return value && typeof value === 'object' ? (value as Data) : {};
  },
  toFile(data: Data, sortedKeys: string[] = []): string {
    const keys = Object.keys(data);
    if (keys.length === 1 && keys[0] === LIST_FIELD && Array.isArray(data[LIST_FIELD])) {
      return stringify(data[LIST_FIELD], STYLE);
    }
    // The fields in the order the schema declares them (Decap passes its fields' order).
    const ordered: Data = {};
    for (const key of [...sortedKeys, ...keys]) if (key in data && !(key in ordered)) ordered[key] = data[key];
    return stringify(ordered, STYLE);
  },
};
