import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import {
  compactEmotionCss,
  contentFiles,
  emotionReact,
  hostBuild,
  sharedSingletons,
  SHELL_ENTRY_FILE,
} from '@school/shared/vite';
import { runnerImport, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { listApps } from '../scripts/apps.mjs';
import { createFormsFunction, isLoopback } from '../scripts/form-endpoint.mjs';
import { APPS_DIR, FORM_SERVICE_PATH, remoteNames } from '@school/shared/site-layout';
import type * as PagesBuild from './src/page-build/pages-plugin';

/**
 * The shell's pages (pages-plugin.ts: per-route HTML, the pages with no code, sitemap.xml,
 * robots.txt) and its service worker import the TS route table and school content
 * (shared/content/school.yaml, read by contentFiles), so the plugins are loaded through Vite's
 * module runner.
 */
async function shellPagesPlugins(): Promise<Plugin[]> {
  const file = fileURLToPath(new URL('./src/page-build/pages-plugin.ts', import.meta.url));
  // The page build renders the header and footer with Emotion: with the same compacted css`` text
  // as the browser's bundle, so their class names are the same.
  const { module } = await runnerImport<typeof PagesBuild>(file, { plugins: [compactEmotionCss(), contentFiles()] });
  const outDir = fileURLToPath(new URL('./dist', import.meta.url));
  // The production origin for canonical URLs and the sitemap: env SITE_URL, or the default.
  return module.shellPagesPlugins(module.normaliseSiteUrl(process.env.SITE_URL), outDir);
}

/**
 * The dev and preview servers answer /config.json from deploy/local, /remotes.json with each
 * remote's own dev server (its port in its package.json), so `pnpm dev` composes with HMR, and the
 * form service at FORM_SERVICE_PATH as `npm start` does; there are no live copies of fragments (an
 * empty answer, not Vite's index.html) and the areas render themselves.
 * The composed build is served by `npm start` from the local release store instead.
 */
function devEnvironmentFiles(): Plugin {
  const remotes = Object.fromEntries(
    listApps()
      .filter((app) => !app.isShell)
      .map((app) => [remoteNames(app.dir).federationName, `http://localhost:${app.port}/mf-manifest.json`]),
  );
  const serve = (server: ViteDevServer | PreviewServer) => {
    const forms = createFormsFunction({ unlimited: isLoopback });
    server.middlewares.use((req, res, next) => {
      if (req.url?.split('?')[0] === FORM_SERVICE_PATH) return forms(req, res);
      const file = req.url?.split('?')[0];
      if (file?.startsWith(APPS_DIR)) {
        // No live copies here: an empty answer, which the early script passes over (a 404 would
        // log an error for the page's preload on every load).
        res.statusCode = 204;
        res.end();
        return;
      }
      if (file !== '/remotes.json' && file !== '/config.json') return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(
        file === '/remotes.json'
          ? JSON.stringify(remotes)
          : readFileSync(new URL(`../deploy/local${file}`, import.meta.url)),
      );
    });
  };
  return { name: 'school-dev-environment-files', configureServer: serve, configurePreviewServer: serve };
}

const host = hostBuild(import.meta.url);

// A plain object, not defineConfig's: the service worker's plugin (vite-plugin-pwa, whose Workbox
// build brings terser) resolves the shell's Vite as a peer variant of the one in @school/shared, so
// the two Vites' config types differ by name though they are the same release.
export default {
  ...host.settings,
  plugins: [
    emotionReact(),
    federation({
      name: 'shell',
      // Named here, not left to the plugin's default: under /assets/ with a hash, it is cached
      // for good and a shell deploy keeps it through the grace period like the shell's other files.
      filename: SHELL_ENTRY_FILE,
      // None at build: remotes.json names them at run time.
      remotes: {},
      shared: sharedSingletons(host.pkg),
      shareStrategy: 'loaded-first',
      dts: false,
      dev: { remoteHmr: true },
      // Publishes the runtime on globalThis for the remotes' entries (their externalRuntime).
      experiments: { provideExternalRuntime: true },
    }),
    ...host.plugins(),
    devEnvironmentFiles(),
    shellPagesPlugins(),
  ],
};
