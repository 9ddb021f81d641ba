/**
 * The build half of the composition contract, used by the shell and every remote's
 * vite.config.ts so that all of them agree on what is shared and how. Each app's vite.config.ts
 * calls the federation plugin itself; what the calls have in common comes from here. Each
 * concern is a module of its own: shared-libraries.js (what the apps share at run time),
 * no-secrets.js (the guard against a secret in a bundle), build-id.js, content-files.js (the
 * content files, checked, as data), compact-css.js (Emotion's templates without their white space),
 * prerender-fragments.js (a remote's pages as HTML), retry-copy.js (the copy a failed build is
 * loaded from again), test-config.js (Vitest's settings), early-script-hash.js (the CSP hash the
 * shell's early script must match), story-photos.js (a story's photo as responsive images),
 * standalone-page.js (a remote's page without the shell).
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { TOKENS } from '../build-contract.js';
import { remoteNames } from '../site-layout.js';
import { compactEmotionCss } from './compact-css.js';
import { contentFiles } from './content-files.js';
import { newBuildId } from './build-id.js';
import { noSecretsInBundle, PUBLIC_ENV_PREFIX } from './no-secrets.js';
import { prerenderFragments } from './prerender-fragments.js';
import { retryCopy } from './retry-copy.js';
import { standalonePage } from './standalone-page.js';
import { storyPhotos } from './story-photos.js';
import { sharedSingletons } from './shared-libraries.js';
import { testConfig } from './test-config.js';

export { newBuildId } from './build-id.js';
export { noSecretsInBundle, PUBLIC_ENV, PUBLIC_ENV_PREFIX } from './no-secrets.js';
export { prerenderFragments } from './prerender-fragments.js';
export { compactEmotionCss };
export { checkContent, contentFiles } from './content-files.js';
export { retryCopy } from './retry-copy.js';
export { testConfig };
export { sharedSingletons, TREE_SHAKEN_EXPORTS } from './shared-libraries.js';

/**
 * @import { Plugin, Rolldown, UserConfig } from 'vite'
 * @import { InlineConfig } from 'vitest/node'
 * @typedef {import('./shared-libraries.js').PackageJson} PackageJson
 * @typedef {import('./content-files.js').Collections} Collections
 * @typedef {import('./content-files.js').FileCollection} FileCollection
 * @typedef {import('./content-files.js').FolderCollection} FolderCollection
 */

/**
 * Vite's settings of an app, all but its plugins.
 * @typedef {Omit<UserConfig, 'plugins'> & { test?: InlineConfig }} AppSettings
 */

/**
 * @param {string | URL} dir file URL of the app's vite.config
 * @returns {PackageJson}
 */
export function readPackage(dir) {
  return JSON.parse(readFileSync(new URL('package.json', dir), 'utf8'));
}

/**
 * Every app's React plugins: JSX through Emotion's runtime (its `css` prop), and its css``
 * templates compacted (compact-css.js).
 * @returns {Plugin[]}
 */
export const emotionReact = () => [...react({ jsxImportSource: '@emotion/react' }), compactEmotionCss()];

/**
 * A remote's own code that two or more chunks use (the area and its lazy pages) goes into the
 * area's chunk: otherwise each set of lazy pages sharing a module gets a chunk of its own, one more
 * request on each of those pages.
 * @type {Rolldown.CodeSplittingGroup}
 */
const SHARED_APP_CODE = {
  name: 'area',
  test: (id) => !id.startsWith('\0') && !/[\\/]node_modules[\\/]/.test(id),
  minShareCount: 2,
};

/**
 * What a remote's vite.config.ts needs besides its federation options: its package.json, its name
 * (its Module Federation name, made from its folder's), its build id, the `manifest` option that
 * stamps them into mf-manifest.json, the plugins that follow federation's and Vite's settings. A
 * remote is relocatable (base './'), and its build also prerenders the area's pages
 * (prerenderFragments): that step's SSR build leaves the federation plugin out and writes asset URLs
 * against TOKENS.remoteBase, which the deploy fills in with the remote's base
 * (scripts/release/compose.mjs). Its content files are read by contentFiles.
 * @typedef {object} RemoteBuild
 * @property {PackageJson} pkg
 * @property {string} name Its Module Federation name, made from its folder's (site-layout.js remoteNames).
 * @property {string} buildId
 * @property {{ additionalData: (data: { stats: Record<string, unknown>, manifest?: Record<string, unknown> }) => void }} manifest
 *   Federation's `manifest` option: metaData says the build id and the area contract built against.
 * @property {() => Plugin[]} plugins The plugins after federation's: the content files, the secrets guard, the retry copy, the prerendered pages, the standalone page.
 * @property {(command: string, isSsrBuild: boolean | undefined) => AppSettings} settings
 */
/** Where the shell's dev server and `npm start` serve the site (the shell's port in its package.json). */
const SHELL_ORIGIN = `http://localhost:${/** @type {{ port: number }} */ (readPackage(new URL('../../../shell/', import.meta.url)).config).port}`;

/**
 * @param {string} dir file URL of the remote's vite.config
 * @returns {RemoteBuild}
 */
function remoteBuild(dir) {
  const pkg = readPackage(dir);
  // Its one name is its folder's (site-layout.js remoteNames): its Module Federation name is made from it.
  const folder = basename(fileURLToPath(new URL('.', dir)));
  const { federationName } = remoteNames(folder);
  const port = pkg.config?.port;
  const buildId = process.env.SCHOOL_BUILD_ID || newBuildId();
  // The shell–area contract this remote is built against (AREA_CONTRACT_VERSION in area/contract.js).
  const contract = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
  return {
    pkg,
    name: federationName,
    buildId,
    manifest: {
      additionalData: ({ stats, manifest }) => {
        for (const data of [stats, manifest]) if (data?.metaData) Object.assign(data.metaData, { buildId, contract });
      },
    },
    plugins: () => [
      contentFiles(),
      storyPhotos(),
      noSecretsInBundle(),
      retryCopy(),
      prerenderFragments({ configFile: fileURLToPath(new URL('vite.config.ts', dir)), buildId }),
      standalonePage(folder),
    ],
    settings: (command, isSsrBuild) => ({
      base: './',
      define: { 'import.meta.env.SCHOOL_BUILD_ID': JSON.stringify(buildId) },
      envPrefix: PUBLIC_ENV_PREFIX,
      // A form posted on the standalone page goes to the form service of the shell's dev server or
      // of `npm start` (FORM_SERVICE_PATH), on the shell's port.
      server: {
        port,
        strictPort: true,
        cors: true,
        origin: `http://localhost:${port}`,
        proxy: { '/f/': SHELL_ORIGIN },
      },
      preview: { port, strictPort: true, cors: true },
      // On a warm dependency cache federation's dev server hands the standalone page undefined
      // shared bindings (Emotion's JSX runtime: module-federation/vite#1219, fixed there for
      // React's own only), so each start optimizes the dependencies afresh, as `vite --force`.
      optimizeDeps: command === 'serve' ? { force: true } : undefined,
      build: {
        target: 'es2022',
        modulePreload: false,
        // An asset is a file of its own, never a data: URL inside code or a fragment.
        assetsInlineLimit: 0,
        rolldownOptions: {
          // No page: the build is federation's entry alone (no index.html). Not in dev, where an
          // input would keep federation from starting the standalone page (module-federation/vite#1170).
          input: command === 'build' && !isSsrBuild ? [] : undefined,
          output: { codeSplitting: { groups: [SHARED_APP_CODE] } },
        },
      },
      experimental: isSsrBuild ? { renderBuiltUrl: (file) => `${TOKENS.remoteBase}${file}` } : undefined,
      test: testConfig,
    }),
  };
}

/**
 * The federation options every remote states alike, beside its own `name`, `exposes`, `shared` and
 * `manifest`: its entry's file name, the singletons shared as loaded first, no types over HTTP,
 * HMR, and the shell's MF runtime in a build (the standalone dev server keeps its own).
 * @param {'build' | 'serve'} command
 * @returns {{ filename: string, shareStrategy: 'loaded-first', dts: false, dev: { remoteHmr: boolean }, experiments: { externalRuntime: boolean } }}
 */
const remoteFederationDefaults = (command) => ({
  filename: 'remoteEntry.js',
  shareStrategy: 'loaded-first',
  dts: false,
  dev: { remoteHmr: true },
  experiments: { externalRuntime: command === 'build' },
});

/**
 * The options of the federation plugin that every remote states alike: its name, the shared
 * singletons, the manifest (remoteBuild's) and remoteFederationDefaults'. A remote's
 * vite.config.ts adds its own (`exposes`) and calls the plugin itself.
 * @typedef {Pick<RemoteBuild, 'name' | 'manifest'> & { shared: ReturnType<typeof sharedSingletons> } & ReturnType<typeof remoteFederationDefaults>} CommonFederation
 */

/**
 * A remote's whole Vite config: remoteBuild's settings, Emotion's React, the federation plugin as
 * `federation` makes it from the common options, remoteBuild's plugins, then the remote's own
 * `plugins`; `test` adds to Vitest's settings. The prerender's SSR build renders the pages
 * without federation.
 * @param {string} dir file URL of the remote's vite.config
 * @param {(common: CommonFederation) => Plugin | Plugin[]} federation
 * @param {{ plugins?: Plugin[], test?: InlineConfig }} [own]
 * @returns {import('vite').UserConfigFnObject}
 */
export function remoteConfig(dir, federation, { plugins = [], test } = {}) {
  const remote = remoteBuild(dir);
  return ({ command, isSsrBuild }) => ({
    ...remote.settings(command, isSsrBuild),
    test: { ...testConfig, ...test },
    plugins: [
      emotionReact(),
      !isSsrBuild &&
        federation({
          name: remote.name,
          shared: sharedSingletons(remote.pkg),
          manifest: remote.manifest,
          ...remoteFederationDefaults(/** @type {'build' | 'serve'} */ (command)),
        }),
      ...remote.plugins(),
      ...plugins,
    ],
  });
}

/** The shell's own MF entry, in its build: hashed, under assets/ (the deploy keeps assets/ whole). */
export const SHELL_ENTRY_FILE = 'assets/remoteEntry-[hash].js';

/**
 * What the shell's vite.config.ts needs besides its federation options (see remoteBuild).
 * @param {string} dir file URL of the shell's vite.config
 * @returns {{ pkg: PackageJson, plugins: () => Plugin[], settings: AppSettings }}
 */
export function hostBuild(dir) {
  const pkg = readPackage(dir);
  const port = pkg.config?.port;
  return {
    pkg,
    // contentFiles: the layout shows the school's own facts (shared/content/school.yaml).
    plugins: () => [noSecretsInBundle(), contentFiles()],
    settings: {
      envPrefix: PUBLIC_ENV_PREFIX,
      server: { port, strictPort: true },
      preview: { port, strictPort: true },
      // Every browser that runs this code supports <link rel="modulepreload"> (Chrome 66, Safari 17,
      // Firefox 115); Vite's polyfill for older ones would only add bytes to the first load.
      build: { target: 'es2022', modulePreload: { polyfill: false } },
      test: testConfig,
    },
  };
}
