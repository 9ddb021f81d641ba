import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hostConfig } from '@school/shared/vite';
import { defineConfig, runnerImport, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import type * as SeoBuild from './src/seo/build-plugin';

/**
 * The SEO plugin (head tags, JSON-LD, <noscript>, per-route HTML, sitemap.xml, robots.txt)
 * imports the TS route table and school content, so it is loaded through Vite's module runner.
 */
async function seoPlugin(): Promise<Plugin> {
  const file = fileURLToPath(new URL('./src/seo/build-plugin.ts', import.meta.url));
  const { module } = await runnerImport<typeof SeoBuild>(file);
  // The production origin for canonical URLs and the sitemap: env SITE_URL, or the default.
  return module.seoPlugin(module.normaliseSiteUrl(process.env.SITE_URL));
}

/**
 * /remotes.json and /config.json are chosen per environment at deploy (deploy/<env>/), never
 * built in: the dev and preview servers answer them from deploy/local, as `pnpm start` does.
 */
function localEnvironmentFiles(): Plugin {
  const serve = (server: ViteDevServer | PreviewServer) => {
    server.middlewares.use((req, res, next) => {
      const file = req.url?.split('?')[0];
      if (file !== '/remotes.json' && file !== '/config.json') return next();
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(readFileSync(new URL(`../deploy/local${file}`, import.meta.url)));
    });
  };
  return { name: 'school-local-environment-files', configureServer: serve, configurePreviewServer: serve };
}

const base = hostConfig(import.meta.url);

export default defineConfig({
  ...base,
  plugins: [...(base.plugins ?? []), seoPlugin(), localEnvironmentFiles()],
});
