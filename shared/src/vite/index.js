/**
 * The build half of the composition contract, used by the shell and every remote's
 * vite.config.ts so that all of them agree on what is shared and how.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { build, loadEnv } from 'vite';
import { REMOTE_BASE_TOKEN, RETRY_COPY_DIR } from '../build-contract.js';

/** @param {string} dir file URL of the app's vite.config */
export function readPackage(dir) {
  return JSON.parse(readFileSync(new URL('package.json', dir), 'utf8'));
}

/**
 * What the apps import from react-router-dom. Every build makes its shared copy of the router
 * from exactly these names (MF shared tree shaking, runtime-infer), so the first app to load
 * provides one that every other app accepts; a name missing here would fetch the whole library
 * (router-exports.test.ts guards it).
 */
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'StaticRouter',
  'Routes',
  'Route',
  'useLocation',
  'useSearchParams',
  'matchPath',
];

/**
 * MF singletons: one copy of each on the page, whichever app loads first provides it. Every app
 * depends on the same range of each (one lockfile; shared-versions.test.ts checks it), so the MF
 * runtime's own check of the version against each app's range is off (`requiredVersion: false`,
 * documented): with `strictVersion` off it could only warn, and parsing those ranges for every
 * shared module of every app took a long task of its own on a slow phone (bench/README.md).
 * A remote that needs other versions is a new area contract (AREA_CONTRACT_VERSION).
 */
export function sharedSingletons(pkg) {
  const single = (dep) => {
    if (!pkg.dependencies?.[dep]) throw new Error(`${pkg.name} must depend on ${dep} to share it`);
    return { singleton: true, requiredVersion: false };
  };
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
    'react-router-dom': {
      ...single('react-router-dom'),
      treeShaking: { mode: 'runtime-infer', usedExports: ROUTER_EXPORTS },
    },
    'single-spa': single('single-spa'),
  };
}

const reactPlugin = () => react({ jsxImportSource: '@emotion/react' });

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

/** The build's id: when it was built (UTC) and a random part, e.g. 20261123T184512Z-3fa9. */
export function newBuildId(now = new Date()) {
  return `${now.toISOString().replace(/[-:]|\.\d+/g, '')}-${randomBytes(2).toString('hex')}`;
}

export { REMOTE_BASE_TOKEN };

const PRERENDER_OUT = 'node_modules/.prerender';

/**
 * After a remote's browser build, renders its pages' HTML (Vite's documented pre-rendering path):
 * a second, SSR build of `src/prerender.tsx` without the federation plugin, whose `render(build)`
 * returns each route's fragment, written to dist/fragments/ beside mf-manifest.json.
 */
export function prerenderFragments({ configFile, buildId, entry = 'src/prerender.tsx' }) {
  let root = '';
  let outDir = '';
  return {
    name: 'school:prerender-fragments',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const ssrOut = join(root, PRERENDER_OUT);
      await build({
        configFile,
        root,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir: ssrOut,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: 'prerender.js' } },
        },
      });
      const { render } = await import(`${pathToFileURL(join(ssrOut, 'prerender.js')).href}?${buildId}`);
      for (const { file, html } of await render(buildId)) {
        const target = join(root, outDir, file);
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, html);
      }
    },
  };
}

/** What a retry copy leaves out: the prerendered pages (fetched once, by fetch) and the standalone page. */
const NOT_IN_RETRY_COPY = new Set([RETRY_COPY_DIR, 'fragments', 'index.html', 'mf-stats.json']);

/**
 * Writes the whole build again into retry/ inside it. A browser keeps a module URL that failed
 * failed for the rest of the page, so the shell loads a build whose files failed from this copy
 * (shell/src/federation/area-loader.ts). Hosts store identical files once: it costs no upload.
 */
export function retryCopy() {
  let outDir = '';
  return {
    name: 'school:retry-copy',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle runs once every file of the build, mf-manifest.json included, is on disk.
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const copy = join(outDir, RETRY_COPY_DIR);
        rmSync(copy, { recursive: true, force: true });
        for (const name of readdirSync(outDir)) {
          if (!NOT_IN_RETRY_COPY.has(name)) cpSync(join(outDir, name), join(copy, name), { recursive: true });
        }
      },
    },
  };
}

/** Vitest's settings, the same for every app. */
const testConfig = {
  environment: 'happy-dom',
  setupFiles: ['@school/shared/test-setup'],
  // CI has two cores: typing into a 40-field form with user-event can take several seconds.
  testTimeout: 20_000,
};

/**
 * vite.config for a remote: relocatable, exposes only ./area, manifest on (with the build id and
 * the contract version in its metaData), no dts; its build also prerenders the area's pages (prerenderFragments). The
 * SSR build of that step leaves the federation plugin out and writes asset URLs against
 * REMOTE_BASE_TOKEN, which the shell replaces with the remote's base when it shows a fragment.
 */
export function remoteConfig(dir, mfName) {
  const pkg = readPackage(dir);
  const port = pkg.config?.port;
  const buildId = process.env.SCHOOL_BUILD_ID || newBuildId();
  // The shell–area contract this remote is built against (AREA_CONTRACT_VERSION in area/contract.ts).
  const contract = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version;
  return ({ command, isSsrBuild }) => ({
    base: './',
    plugins: [
      reactPlugin(),
      !isSsrBuild &&
        federation({
          name: mfName,
          filename: 'remoteEntry.js',
          exposes: { './area': './src/area.tsx' },
          shared: sharedSingletons(pkg),
          // The shell provides every singleton before any remote loads, so a remote only reuses
          // what is loaded. 'version-first' (the default) is for loading remotes' entries up
          // front to compare versions; its start-up code cost 2.3 KB gzip more per first load.
          shareStrategy: 'loaded-first',
          manifest: {
            additionalData: ({ stats, manifest }) => {
              for (const data of [stats, manifest])
                if (data?.metaData) Object.assign(data.metaData, { buildId, contract });
            },
          },
          dts: false,
          dev: { remoteHmr: true },
          // The shell provides the MF runtime: a remote's built entry would otherwise bundle its own
          // copy. Its own dev server (the standalone page) has no shell, so it keeps its own there.
          experiments: { externalRuntime: command === 'build' },
        }),
      noSecretsInBundle(),
      retryCopy(),
      prerenderFragments({ configFile: fileURLToPath(new URL('vite.config.ts', dir)), buildId }),
    ],
    define: { 'import.meta.env.SCHOOL_BUILD_ID': JSON.stringify(buildId) },
    envPrefix: PUBLIC_ENV_PREFIX,
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true },
    build: {
      target: 'es2022',
      modulePreload: false,
      // An asset is a file of its own, never a data: URL inside code or a fragment.
      assetsInlineLimit: 0,
      rolldownOptions: { output: { codeSplitting: { groups: [SHARED_APP_CODE] } } },
    },
    experimental: isSsrBuild ? { renderBuiltUrl: (file) => `${REMOTE_BASE_TOKEN}${file}` } : undefined,
    test: testConfig,
  });
}

/** The shell's own MF entry, in its build: hashed, under assets/ (the deploy keeps assets/ whole). */
export const SHELL_ENTRY_FILE = 'assets/remoteEntry-[hash].js';

/** vite.config for the shell: a host with no build-time remotes; the map comes at run time. */
export function hostConfig(dir) {
  const pkg = readPackage(dir);
  const port = pkg.config?.port;
  return {
    plugins: [
      reactPlugin(),
      federation({
        name: 'shell',
        // Named here, not left to the plugin's default: under /assets/ with a hash, it is cached
        // for good and a shell deploy keeps it through the grace period like the shell's other files.
        filename: SHELL_ENTRY_FILE,
        remotes: {},
        shared: sharedSingletons(pkg),
        shareStrategy: 'loaded-first', // as the remotes (remoteConfig)
        dts: false,
        dev: { remoteHmr: true },
        // Publishes the runtime on globalThis for the remotes' entries (see remoteConfig).
        experiments: { provideExternalRuntime: true },
      }),
      noSecretsInBundle(),
    ],
    envPrefix: PUBLIC_ENV_PREFIX,
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    build: { target: 'es2022' },
    test: testConfig,
  };
}
