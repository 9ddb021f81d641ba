/**
 * The CMS's collections, made at the build from every app's src/data/collections.ts (read as
 * `pnpm content:check` reads them, shared/src/vite/content-files.js) and handed to the page as
 * the module `virtual:school-cms-collections`: JSON, so neither zod nor a schema reaches /admin/.
 */
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { Collections } from '@school/shared/vite';
import { COLLECTIONS_FILE, loadCollections, packagesWithContent } from '@school/shared/content-files';
import { decapCollections, type DecapCollection } from '../src/config.ts';

export const VIRTUAL_ID = 'virtual:school-cms-collections';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The workspace's root, where each app is a folder. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** Every app's collections, by app folder. */
export async function loadAllCollections(root = ROOT): Promise<Record<string, Collections>> {
  const apps: Record<string, Collections> = {};
  for (const app of packagesWithContent(root)) apps[app] = await loadCollections(join(root, app));
  return apps;
}

export async function generateCollections(root = ROOT): Promise<DecapCollection[]> {
  return decapCollections(await loadAllCollections(root));
}

export function cmsCollections(root = ROOT): Plugin {
  return {
    name: 'school:cms-collections',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      // A change to a schema or a collections file makes the page again (in `vite` dev).
      for (const app of packagesWithContent(root)) this.addWatchFile(join(root, app, COLLECTIONS_FILE));
      const collections = await generateCollections(root);
      return `export default ${JSON.stringify(collections)};\n`;
    },
  };
}
