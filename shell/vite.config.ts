import { fileURLToPath } from 'node:url';
import { hostConfig } from '@school/shared/vite';
import { defineConfig, runnerImport, type Plugin } from 'vite';
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

const base = hostConfig(import.meta.url);

export default defineConfig({
  ...base,
  plugins: [...(base.plugins ?? []), seoPlugin()],
});
