/**
 * The whole configuration Decap starts with: the collections made from the schemas
 * (virtual:school-cms-collections, collections-plugin.ts) and the environment's settings (cms.json).
 */
import { backendSettings, type CmsSettings } from './backend';
import type { DecapCollection } from './config';
import { PICTURE_FOLDER } from './decap-fields';

/**
 * The media library's own folder (the "Media" page): the first folder collection with a picture's
 * pictures; an entry's pictures go beside its file (decap-fields.ts, the image fields' media_folder).
 */
export function mediaFolderOf(collections: readonly DecapCollection[]): string {
  const withPicture = collections.find(
    (collection) => collection.folder && collection.fields?.some((field) => field.widget === 'image'),
  );
  return withPicture ? `${withPicture.folder}/${PICTURE_FOLDER}` : 'content-media';
}

export function cmsConfig(collections: DecapCollection[], settings: CmsSettings) {
  const siteOrigin = typeof location === 'undefined' ? undefined : location.origin;
  return {
    // CMS.init's config is the whole of it: there is no config.yml to fetch.
    load_config_file: false,
    ...backendSettings(settings, siteOrigin),
    publish_mode: 'simple' as const,
    media_folder: mediaFolderOf(collections),
    public_folder: PICTURE_FOLDER,
    // An entry's file name is its id: lower-case words joined by hyphens (schema.ts `slug`).
    slug: { encoding: 'ascii' as const, clean_accents: true, sanitize_replacement: '-' },
    site_url: siteOrigin,
    locale: 'en',
    collections,
  };
}
