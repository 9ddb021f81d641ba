// An environment's files, deploy/<env>/: config.json (the shell's run-time config, served as
// /config.json), site.json (the Hosting site, its lock bucket, origins of remotes hosted
// elsewhere) and cms.json (the staff editor's settings, served as /admin/config.json). Read here
// alone; the hosted environment's values are checked before anything of them is deployed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './apps.mjs';

export const ENVIRONMENTS_DIR = join(ROOT, 'deploy');

/** The environment firebase.json describes and the only one deployed to Firebase. */
export const HOSTED_ENV = 'production';

/** The staff editor's settings in an environment's folder (cms/src/backend.ts reads them). */
export const EDITOR_SETTINGS_FILE = 'cms.json';

/** Reads deploy/<env>/{config,site,cms}.json; cms.json may be left out where the editor writes the working tree. */
export function readEnvironment(env, dir = ENVIRONMENTS_DIR) {
  const read = (file) => JSON.parse(readFileSync(join(dir, env, file), 'utf8'));
  const cms = existsSync(join(dir, env, EDITOR_SETTINGS_FILE)) ? read(EDITOR_SETTINGS_FILE) : {};
  return { name: env, config: read('config.json'), site: read('site.json'), cms };
}

/** What a value not filled in yet holds in deploy/<env>/config.json, e.g. REPLACE_WITH_WEB_API_KEY. */
const PLACEHOLDER = /REPLACE_WITH_[A-Za-z0-9_]*/;

/**
 * Every string in a JSON value that still holds a placeholder: `{ field, placeholder }`, the
 * field's path written as in JavaScript (`firebase.apiKey`, `list[2].url`), in document order.
 */
export function placeholderFields(value, field = '') {
  if (typeof value === 'string') {
    const match = PLACEHOLDER.exec(value);
    return match ? [{ field: field || '(the whole file)', placeholder: match[0] }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholderFields(item, `${field}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => placeholderFields(item, field ? `${field}.${key}` : key));
  }
  return [];
}

/**
 * The environment's config.json, checked for the hosted environment: remote overrides are for
 * developers, never for parents, and no field may still hold a placeholder.
 */
export function environmentConfigFile(env, dir = ENVIRONMENTS_DIR) {
  const { config } = readEnvironment(env, dir);
  if (env === HOSTED_ENV) {
    const file = `deploy/${env}/config.json`;
    if (config.remoteOverrides !== undefined && config.remoteOverrides !== false) {
      throw new Error(`${file}: remoteOverrides must stay off in ${env}`);
    }
    const found = placeholderFields(config);
    if (found.length === 1) {
      const [{ field, placeholder }] = found;
      throw new Error(
        `${file}: ${field} still holds a placeholder (${placeholder}): replace it before deploying to ${env}`,
      );
    }
    if (found.length > 1) {
      const fields = found.map(({ field, placeholder }) => `${field} (${placeholder})`).join(', ');
      throw new Error(`${file}: ${fields} still hold placeholders: replace them before deploying to ${env}`);
    }
  }
  return readFileSync(join(dir, env, 'config.json'));
}

/**
 * The environment's editor settings, checked for the hosted environment: there the editor must
 * write to the school's repository, which cms.json names, with no placeholder.
 */
export function editorSettings(env, dir = ENVIRONMENTS_DIR) {
  const { cms } = readEnvironment(env, dir);
  if (env === HOSTED_ENV) {
    const file = `deploy/${env}/${EDITOR_SETTINGS_FILE}`;
    if (!cms.repo) throw new Error(`${file}: repo: name the school's GitHub repository (owner/name)`);
    const [found] = placeholderFields(cms);
    if (found) throw new Error(`${file}: ${found.field} still holds a placeholder (${found.placeholder})`);
  }
  return cms;
}
