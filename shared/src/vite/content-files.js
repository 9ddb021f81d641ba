// The school's content files: read, checked against their collection's schema, and handed to the
// build as data (docs/content.md). One reader for the build (contentFiles) and for
// `pnpm content:check` (checkContent), so both say the same thing about the same file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { parse } from 'yaml';
import { PHOTO_FILE, photoImport } from './story-photos.js';

/**
 * @import { Plugin } from 'vite'
 * @import { z } from 'zod'
 */

/**
 * One Markdown file per item in `content/<folder>/`: YAML front matter, then the text.
 * @typedef {object} FolderCollection
 * @property {string} label
 * @property {string} folder
 * @property {z.ZodObject} schema An item: its `id` is the file's name, `body` names the field the text goes to.
 * @property {string} body
 */

/**
 * One YAML file, `content/<file>`: a list or a single record.
 * @typedef {object} FileCollection
 * @property {string} label
 * @property {string} file
 * @property {z.ZodType} schema
 */

/**
 * An app's content, by collection name (src/data/collections.ts).
 * @typedef {Record<string, FolderCollection | FileCollection>} Collections
 */

export const CONTENT_DIR = 'content';
/** shared/: its content is the school's own facts, on every app's pages. */
export const SHARED_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where an app declares its collections, from the app's folder. */
export const COLLECTIONS_FILE = 'src/data/collections.ts';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** A content file that does not fit its schema: each problem is a line "file: field: what". */
export class ContentError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

/**
 * A file as the problems name it: from the workspace's root, "mfe-news/content/events.yaml".
 * @param {string} appDir
 * @param {string} file
 */
const shownName = (appDir, file) => relative(resolve(appDir, '..'), file).split(sep).join('/');

/**
 * @param {unknown} data
 * @param {PropertyKey[]} path
 * @returns {unknown}
 */
function valueAt(data, path) {
  return path.reduce(
    (value, key) => (value == null ? undefined : /** @type {Record<PropertyKey, unknown>} */ (value)[key]),
    data,
  );
}

/**
 * Zod's issues as the school reads them: `date: expected YYYY-MM-DD, got "next friday"`.
 * @param {z.core.$ZodIssue[]} issues
 * @param {unknown} data
 * @param {string} name
 */
function describe(issues, data, name) {
  return issues.map((issue) => {
    // A list's items are counted from 1, as the school reads them: "#2.date".
    const field = issue.path.length
      ? issue.path.map((key) => (typeof key === 'number' ? `#${key + 1}` : key)).join('.')
      : '(the file)';
    if (issue.code === 'unrecognized_keys')
      return `${name}: ${field}: unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}`;
    const value = valueAt(data, issue.path);
    if (value === undefined) return `${name}: ${field}: required, missing`;
    const message = issue.message.replace(/^Invalid input: /, '');
    return `${name}: ${field}: ${message}, got ${JSON.stringify(value)}`;
  });
}

/**
 * @param {Collections} collections
 * @param {string} contentDir
 * @param {string} file
 */
function collectionOf(collections, contentDir, file) {
  const path = relative(contentDir, file).split(sep).join('/');
  for (const [name, collection] of Object.entries(collections)) {
    if ('file' in collection && collection.file === path) return { name, collection };
    if ('folder' in collection && path.endsWith('.md') && dirname(path) === collection.folder)
      return { name, collection };
  }
  return undefined;
}

/**
 * @param {string} file
 * @param {FolderCollection | FileCollection} collection
 * @returns {unknown}
 */
function parseFile(file, collection) {
  const text = readFileSync(file, 'utf8');
  if (!('folder' in collection)) return parse(text);
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error('expected YAML front matter between two "---" lines, then the text');
  const id = file.slice(file.lastIndexOf(sep) + 1, -'.md'.length);
  return {
    id,
    ...parse(/** @type {string} */ (match[1])),
    [collection.body]: /** @type {string} */ (match[2]).trim(),
  };
}

/**
 * Reads and checks one content file of an app.
 * @param {{ appDir: string, collections: Collections, file: string }} options
 * @returns {{ name: string, data: unknown }} the collection's name and the file's data
 */
export function readContentFile({ appDir, collections, file }) {
  const name = shownName(appDir, file);
  const owner = collectionOf(collections, join(appDir, CONTENT_DIR), file);
  if (!owner) throw new ContentError([`${name}: (the file): not part of any collection in ${COLLECTIONS_FILE}`]);
  let data;
  try {
    data = parseFile(file, owner.collection);
  } catch (error) {
    throw new ContentError([
      `${name}: (the file): ${error instanceof Error ? /** @type {string} */ (error.message.split('\n')[0]).replace(/:$/, '') : error}`,
    ]);
  }
  const result = owner.collection.schema.safeParse(data);
  if (!result.success) throw new ContentError(describe(result.error.issues, data, name));
  for (const field of pictureFields(owner.collection)) {
    const picture = valueAt(result.data, [field]);
    if (typeof picture === 'string' && !existsSync(resolve(dirname(file), picture))) {
      throw new ContentError([`${name}: ${field}: no such file beside it, got ${JSON.stringify(picture)}`]);
    }
  }
  return { name: owner.name, data: result.data };
}

/**
 * The fields of a folder collection's items that name a picture file (schema.ts `picture`).
 * @param {FolderCollection | FileCollection} collection
 * @returns {string[]}
 */
function pictureFields(collection) {
  if (!('folder' in collection)) return [];
  return Object.entries(collection.schema.shape)
    .filter(([, field]) => field.meta()?.widget === 'image')
    .map(([key]) => key);
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Checks every content file of an app, and that each file collection has its file.
 * @param {{ appDir: string, collections: Collections }} options
 * @returns {string[]} the problems, one line each; none when all is well
 */
export function checkContent({ appDir, collections }) {
  const contentDir = join(appDir, CONTENT_DIR);
  const problems = [];
  for (const collection of Object.values(collections)) {
    if ('file' in collection && !existsSync(join(contentDir, collection.file))) {
      problems.push(`${shownName(appDir, join(contentDir, collection.file))}: (the file): required, missing`);
    }
  }
  const files = filesUnder(contentDir);
  for (const file of files.filter((path) => /\.(md|ya?ml)$/.test(path))) {
    try {
      readContentFile({ appDir, collections, file });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.problems);
    }
  }
  return problems;
}

/** Which packages' content comes first: the school's own facts, then the shell's; the remotes' after. */
const CONTENT_FIRST = ['shared', 'shell'];

/**
 * The packages whose content the school edits, as folders of the workspace `root`: shared, the
 * shell and the remotes that have a COLLECTIONS_FILE, shared first, then the shell, then the
 * remotes by name. `pnpm content:check`, the content-in-code check and the editor read these.
 * @returns {string[]}
 */
export function packagesWithContent(root = resolve(SHARED_DIR, '..')) {
  /** @param {string} dir */
  const rank = (dir) => (CONTENT_FIRST.includes(dir) ? CONTENT_FIRST.indexOf(dir) : CONTENT_FIRST.length);
  return readdirSync(root)
    .filter((dir) => CONTENT_FIRST.includes(dir) || dir.startsWith('mfe-'))
    .filter((dir) => existsSync(join(root, dir, COLLECTIONS_FILE)))
    .sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
}

/**
 * An app's collections (COLLECTIONS_FILE, TypeScript, loaded through Vite); none if it has no file.
 * @param {string} appDir
 * @returns {Promise<Collections>}
 */
export async function loadCollections(appDir) {
  const file = join(appDir, COLLECTIONS_FILE);
  if (!existsSync(file)) return {};
  const { module } = await runnerImport(file, { root: appDir, configFile: false, logLevel: 'silent' });
  return module.default;
}

/**
 * The build's half: a content file imported by the app's code (`import.meta.glob` of
 * `content/<folder>/*.md`, or an import of `content/<file>.yaml`) becomes its checked data, a
 * story's picture its SVG markup or its photo's responsive images (story-photos.js); the build
 * stops if any content file of the app, or of shared (the school's own facts), is invalid.
 * `alsoFrom`: the folders of other apps whose content this build reads too (the editor's
 * previews draw the remotes' components).
 * @param {{ alsoFrom?: string[] }} [options]
 * @returns {Plugin}
 */
export function contentFiles({ alsoFrom = [] } = {}) {
  /**
   * The app's content, and shared's (the school's own facts, which every app shows).
   * @type {{ appDir: string, collections: Collections }[]}
   */
  let owners = [];
  return {
    name: 'school:content-files',
    enforce: 'pre',
    async configResolved(config) {
      const dirs = [...new Set([config.root, SHARED_DIR, ...alsoFrom])];
      owners = await Promise.all(dirs.map(async (appDir) => ({ appDir, collections: await loadCollections(appDir) })));
    },
    buildStart() {
      const problems = owners.flatMap((owner) => checkContent(owner));
      if (problems.length) this.error(`invalid content (pnpm content:check):\n${problems.join('\n')}`);
    },
    load(id) {
      const file = /** @type {string} */ (id.split('?')[0]);
      if (!/\.(md|ya?ml)$/.test(file)) return undefined;
      const owner = owners.find(({ appDir }) => file.startsWith(join(appDir, CONTENT_DIR) + sep));
      if (!owner) return undefined;
      const { collections } = owner;
      this.addWatchFile(file);
      let read;
      try {
        read = readContentFile({ ...owner, file });
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
      const { name, data } = read;
      /** @type {string[]} */
      const imports = [];
      const fields = pictureFields(/** @type {FolderCollection | FileCollection} */ (collections[name])).map(
        (field, index) => {
          const path = resolve(
            dirname(file),
            /** @type {string} */ (/** @type {Record<string, unknown>} */ (data)[field]),
          );
          // A photo becomes its responsive images (story-photos.js); SVG art, its markup.
          const source = PHOTO_FILE.test(path) ? photoImport(path) : `${path}?raw`;
          imports.push(`import picture${index} from ${JSON.stringify(source)};`);
          return `${JSON.stringify(field)}: picture${index}`;
        },
      );
      const value = fields.length ? `{ ...${JSON.stringify(data)}, ${fields.join(', ')} }` : JSON.stringify(data);
      return `${imports.join('\n')}\nexport default ${value};\n`;
    },
  };
}
