/**
 * The build half of the composition contract, used by the shell and every remote's
 * vite.config.ts so that all of them agree on what is shared and how.
 */
import { readFileSync } from 'node:fs';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';

/** @param {string} dir file URL of the app's vite.config */
export function readPackage(dir) {
  return JSON.parse(readFileSync(new URL('package.json', dir), 'utf8'));
}

/** MF singletons: one copy of each on the page, whichever app loads first provides it. */
export function sharedSingletons(pkg) {
  const version = (name) => {
    const range = pkg.dependencies?.[name];
    if (!range) throw new Error(`${pkg.name} must depend on ${name} to share it`);
    return range;
  };
  const single = (dep) => ({ singleton: true, requiredVersion: version(dep) });
  return {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    '@emotion/react': single('@emotion/react'),
    '@emotion/react/jsx-runtime': single('@emotion/react'),
    // Only dev builds use the dev runtime; shared in production it costs three requests a page.
    ...(process.env.NODE_ENV !== 'production' && {
      '@emotion/react/jsx-dev-runtime': single('@emotion/react'),
    }),
    'single-spa': single('single-spa'),
  };
}

/**
 * Limits one of a plugin list's plugins to `vite build`: a remote's own dev server (its
 * standalone page) has no shell to provide what the plugin expects.
 */
const buildOnly = (name) => (plugin) => (plugin?.name === name ? { ...plugin, apply: 'build' } : plugin);

const reactPlugin = () => react({ jsxImportSource: '@emotion/react' });

/** The MF runtime's modules, or in a remote its shim over the shell's runtime (externalRuntime). */
const MF_RUNTIME_MODULES =
  /@module-federation[\\/](?:runtime|runtime-core|sdk|error-codes)[\\/]|virtual:mf-external-runtime-core/;
/** The group @module-federation/vite reserves for Vite's preload helper (top priority). */
const PRELOAD_HELPER_GROUP = 'vite-preload-helper';

/**
 * Puts the MF runtime into the federation plugin's own top-priority group for the preload
 * helper, as one "mf-runtime" chunk: otherwise each app splits it into 0.1-2 KB chunks ("utils",
 * "dist", "helpers", "vite-preload-helper"), four requests on every first load. A group of our
 * own would rank below the plugin's loadShare groups, which would swallow the helper, and a
 * remote's entry would then import a share wrapper.
 */
export function mfRuntimeChunk() {
  return {
    name: 'school:mf-runtime-chunk',
    apply: 'build',
    outputOptions(output) {
      const groups = output.codeSplitting?.groups;
      if (!Array.isArray(groups)) return null;
      if (!groups.some((group) => group.name === PRELOAD_HELPER_GROUP)) {
        // @module-federation/vite renamed its group: the runtime splits again (bench catches the cost).
        this.warn(`no "${PRELOAD_HELPER_GROUP}" chunk group to widen; the MF runtime stays split`);
        return null;
      }
      const merged = groups.map((group) => {
        const { test } = group;
        if (group.name !== PRELOAD_HELPER_GROUP || !(test instanceof RegExp)) return group;
        return { ...group, name: 'mf-runtime', test: (id) => test.test(id) || MF_RUNTIME_MODULES.test(id) };
      });
      return { ...output, codeSplitting: { ...output.codeSplitting, groups: merged } };
    },
  };
}

/**
 * The host's chunks that @module-federation/vite imports on every page only once the boot has
 * begun: its pending-shares step, and the react-dom it provides to remotes. Each would be one more
 * round trip before the page's area renders.
 */
const BOOT_CHUNKS = [/^assets\/pendingShares-[\w-]+\.js$/, /__prebuild__react_mf_2_dom__prebuild__-[\w-]+\.js$/];

/** Modulepreloads the host's BOOT_CHUNKS from its HTML, so they download with the entry. */
export function preloadBootChunks() {
  let base = '/';
  return {
    name: 'school:preload-boot-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {});
        return BOOT_CHUNKS.flatMap((pattern) => {
          const file = files.find((name) => pattern.test(name));
          if (!file) {
            // @module-federation/vite changed its chunks: a round trip comes back (bench catches the cost).
            this.warn(`no boot chunk matches ${pattern}; it is not preloaded`);
            return [];
          }
          return [
            {
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head',
            },
          ];
        });
      },
    },
  };
}

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
 */
export function noSecretsInBundle({ env = process.env, allow = PUBLIC_ENV } = {}) {
  let secrets = [];
  return {
    name: 'school:no-secrets-in-bundle',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      const fromFiles = config.envDir === false ? {} : loadEnv(config.mode, config.envDir ?? config.root, '');
      secrets = Object.entries({ ...fromFiles, ...env }).filter(
        ([name, value]) =>
          !allow.includes(name) &&
          !TOOLING_ENV.test(name) &&
          typeof value === 'string' &&
          value.length >= MIN_SECRET_LENGTH,
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

/**
 * A remote's own code that two or more chunks use (the area and the standalone page, or the area
 * and its lazy pages) goes into the area's chunk: otherwise each set of lazy pages sharing a
 * module gets a chunk of its own, one more request on each of those pages.
 */
const SHARED_APP_CODE = {
  name: 'area',
  test: (id) => !id.startsWith('\0') && !/[\\/]node_modules[\\/]/.test(id),
  minShareCount: 2,
};

/** vite.config for a remote: relocatable, exposes only ./area, manifest on, no dts. */
export function remoteConfig(dir, mfName) {
  const pkg = readPackage(dir);
  const port = pkg.config?.port;
  return {
    base: './',
    plugins: [
      reactPlugin(),
      federation({
        name: mfName,
        filename: 'remoteEntry.js',
        exposes: { './area': './src/area.tsx' },
        shared: sharedSingletons(pkg),
        manifest: true,
        dts: false,
        dev: { remoteHmr: true },
        // The shell provides the MF runtime: a remote's entry would otherwise bundle its own copy.
        experiments: { externalRuntime: true },
      }).map(buildOnly('module-federation-external-runtime-core')),
      noSecretsInBundle(),
      mfRuntimeChunk(),
    ],
    envPrefix: PUBLIC_ENV_PREFIX,
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true },
    build: {
      target: 'es2022',
      modulePreload: false,
      assetsInlineLimit: 0,
      rolldownOptions: { output: { codeSplitting: { groups: [SHARED_APP_CODE] } } },
    },
    test: {
      environment: 'happy-dom',
      setupFiles: ['@school/shared/test-setup'],
      // CI has two cores: typing into a 40-field form with user-event can take several seconds.
      testTimeout: 20_000,
    },
  };
}

/** vite.config for the shell: a host with no build-time remotes; the map comes at run time. */
export function hostConfig(dir) {
  const pkg = readPackage(dir);
  const port = pkg.config?.port;
  return {
    plugins: [
      reactPlugin(),
      federation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons(pkg),
        dts: false,
        dev: { remoteHmr: true },
        // Publishes the runtime on globalThis for the remotes' entries (see remoteConfig).
        experiments: { provideExternalRuntime: true },
      }),
      noSecretsInBundle(),
      mfRuntimeChunk(),
      preloadBootChunks(),
    ],
    envPrefix: PUBLIC_ENV_PREFIX,
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: { target: 'es2022' },
    test: {
      environment: 'happy-dom',
      setupFiles: ['@school/shared/test-setup'],
      // CI has two cores: typing into a 40-field form with user-event can take several seconds.
      testTimeout: 20_000,
    },
  };
}
