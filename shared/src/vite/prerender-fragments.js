// A remote's prerendered pages, written at its build (docs/architecture.md#loading-and-hydration).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** @import { Plugin } from 'vite' */

const PRERENDER_OUT = 'node_modules/.prerender';

/**
 * After a remote's browser build, renders its pages' HTML (Vite's documented pre-rendering path):
 * a second, SSR build of `src/prerender.tsx` without the federation plugin, whose `render(build)`
 * returns each route's fragment, written to dist/fragments/ beside mf-manifest.json.
 * @param {{ configFile: string, buildId: string, entry?: string }} options
 * @returns {Plugin}
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
