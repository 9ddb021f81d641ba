// The build's guard against a secret in a bundle: which environment variables client code may
// contain, and a plugin that fails the build when any other one's value is in an emitted file.
import { loadEnv } from 'vite';

/** @import { Plugin } from 'vite' */

/**
 * The environment variables client code may contain: the public Firebase web config, the form
 * endpoint and the site's public URL. Vite exposes only PUBLIC_* to import.meta.env; the run-time
 * values come from config.json, so no build needs any of them.
 */
export const PUBLIC_ENV_PREFIX = 'PUBLIC_';
export const PUBLIC_ENV = [
  'PUBLIC_FIREBASE_API_KEY',
  'PUBLIC_FIREBASE_AUTH_DOMAIN',
  'PUBLIC_FIREBASE_PROJECT_ID',
  'PUBLIC_FIREBASE_STORAGE_BUCKET',
  'PUBLIC_FIREBASE_MESSAGING_SENDER_ID',
  'PUBLIC_FIREBASE_APP_ID',
  'PUBLIC_FORM_ENDPOINT',
  'SITE_URL',
];
/** Set by the OS, the shell and the package manager: no secrets, and some ("production") are in any bundle. */
const TOOLING_ENV =
  /^(?:npm_|PNPM_|NODE_|LC_|XDG_|TERM|(?:PATH|PWD|OLDPWD|HOME|SHELL|USER|LOGNAME|HOSTNAME|LANG|LANGUAGE|SHLVL|_|TMPDIR|TMP|TEMP|INIT_CWD|CI|TZ|EDITOR|PAGER|DISPLAY|COLORTERM|FORCE_COLOR|DEBIAN_FRONTEND)$)/;
/** Shorter values ("1", "true", "en_US") would match by chance. */
const MIN_SECRET_LENGTH = 8;

/**
 * Fails the build when the value of an environment variable that is not public (from the process
 * or the app's .env files) appears in any emitted file, whichever way it got there (define,
 * import.meta.env, a plugin). The error names the variable and the file, never the value.
 * @param {{ env?: Record<string, string | undefined>, allow?: string[] }} [options]
 * @returns {Plugin}
 */
export function noSecretsInBundle({ env = process.env, allow = PUBLIC_ENV } = {}) {
  /** @type {[string, string][]} */
  let secrets = [];
  return {
    name: 'school:no-secrets-in-bundle',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const fromFiles = config.envDir === false ? {} : loadEnv(config.mode, config.envDir ?? config.root, '');
      secrets = /** @type {[string, string][]} */ (
        Object.entries({ ...fromFiles, ...env }).filter(
          ([name, value]) =>
            !allow.includes(name) &&
            !TOOLING_ENV.test(name) &&
            typeof value === 'string' &&
            value.length >= MIN_SECRET_LENGTH,
        )
      );
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        const text =
          file.type === 'chunk'
            ? file.code
            : typeof file.source === 'string'
              ? file.source
              : Buffer.from(file.source).toString('utf8');
        const leaked = secrets.filter(([, value]) => text.includes(value)).map(([name]) => name);
        if (leaked.length > 0) {
          this.error(
            `${file.fileName} contains the value of ${leaked.join(', ')}: only ${allow.join(', ')} may reach client code`,
          );
        }
      }
    },
  };
}
