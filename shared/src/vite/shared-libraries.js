// What the apps share at run time through Module Federation, the same list for every build.

/**
 * An app's package.json, as the build reads it.
 * @typedef {object} PackageJson
 * @property {string} name
 * @property {{ port?: number }} [config]
 * @property {Record<string, string>} [dependencies]
 */

/**
 * What the apps import from the libraries shared tree-shaken: every build makes its shared copy of
 * each from exactly these names (MF shared tree shaking, runtime-infer), so the first app to load
 * provides one that every other app accepts; a name missing here would fetch the whole library
 * (tree-shaken-exports.test.ts guards it).
 * @type {Record<'react-router-dom' | 'single-spa', string[]>}
 */
export const TREE_SHAKEN_EXPORTS = {
  'react-router-dom': [
    'BrowserRouter',
    'StaticRouter',
    'Routes',
    'Route',
    'useLocation',
    'useSearchParams',
    'matchPath',
  ],
  'single-spa': ['mountRootParcel', 'start', 'navigateToUrl'],
};

/**
 * MF singletons: one copy of each on the page, whichever app loads first provides it. Every app
 * depends on the same range of each (one lockfile; shared-versions.test.ts checks it), so the MF
 * runtime's own check of the version against each app's range is off (`requiredVersion: false`,
 * documented): with `strictVersion` off it could only warn, and parsing those ranges for every
 * shared module of every app took a long task of its own on a slow phone (bench/README.md).
 * A remote that needs other versions is a new area contract (AREA_CONTRACT_VERSION).
 * Every app pairs them with `shareStrategy: 'loaded-first'`: the shell provides every singleton
 * before any remote loads, so a remote only reuses what is loaded. 'version-first' (the default)
 * is for loading remotes' entries up front to compare versions; its start-up code cost 2.3 KB
 * gzip more per first load.
 * @param {PackageJson} pkg
 * @returns {Record<string, { singleton: true, requiredVersion: false, treeShaking?: { mode: 'runtime-infer', usedExports: string[] } }>}
 */
export function sharedSingletons(pkg) {
  /**
   * @param {string} dep
   * @returns {{ singleton: true, requiredVersion: false }}
   */
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
    ...Object.fromEntries(
      Object.entries(TREE_SHAKEN_EXPORTS).map(([dep, usedExports]) => [
        dep,
        { ...single(dep), treeShaking: { mode: 'runtime-infer', usedExports } },
      ]),
    ),
  };
}
