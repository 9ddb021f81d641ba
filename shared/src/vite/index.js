/**
 * The build half of the composition contract, used by the shell and every remote's
 * vite.config.ts so that all of them agree on what is shared and how.
 */
import { readFileSync } from 'node:fs';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';

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
    '@emotion/react/jsx-dev-runtime': single('@emotion/react'),
    'single-spa': single('single-spa'),
  };
}

/**
 * Limits one of a plugin list's plugins to `vite build`: a remote's own dev server (its
 * standalone page) has no shell to provide what the plugin expects.
 */
const buildOnly = (name) => (plugin) => (plugin?.name === name ? { ...plugin, apply: 'build' } : plugin);

const reactPlugin = () => react({ jsxImportSource: '@emotion/react' });

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
    ],
    server: { port, strictPort: true, cors: true, origin: `http://localhost:${port}` },
    preview: { port, strictPort: true, cors: true },
    build: { target: 'es2022', modulePreload: false, assetsInlineLimit: 0 },
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
    ],
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
