import type { Plugin } from 'vite';
import type { z } from 'zod';

/** One Markdown file per item in `content/<folder>/`: YAML front matter, then the text. */
export interface FolderCollection {
  label: string;
  folder: string;
  /** An item: its `id` is the file's name, `body` names the field the text goes to. */
  schema: z.ZodObject;
  body: string;
}

/** One YAML file, `content/<file>`: a list or a single record. */
export interface FileCollection {
  label: string;
  file: string;
  schema: z.ZodType;
}

/** An app's content, by collection name (src/data/collections.ts). */
export type Collections = Record<string, FolderCollection | FileCollection>;

export const CONTENT_DIR: string;
export const SHARED_DIR: string;
export const COLLECTIONS_FILE: string;
/** The packages whose content the school edits (folders of the workspace `root`): shared, the shell, the remotes. */
export function packagesWithContent(root?: string): string[];

export class ContentError extends Error {
  problems: string[];
  constructor(problems: string[]);
}

export function readContentFile(options: { appDir: string; collections: Collections; file: string }): {
  name: string;
  data: unknown;
};
export function checkContent(options: { appDir: string; collections: Collections }): string[];
export function loadCollections(appDir: string): Promise<Collections>;
/** `alsoFrom`: folders of other apps whose content the build reads too. */
export function contentFiles(options?: { alsoFrom?: string[] }): Plugin;
