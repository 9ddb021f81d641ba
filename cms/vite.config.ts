import { fileURLToPath } from 'node:url';
import { contentFiles, emotionReact } from '@school/shared/vite';
import { defineConfig } from 'vitest/config';
import { cmsCollections } from './build/collections-plugin.ts';

/**
 * The school's content editor, served at /admin/ (README.md): its own page, never part of a
 * parent's. Its collections are made from the content schemas at the build (collections-plugin.ts).
 */
export default defineConfig({
  base: '/admin/',
  // No page for unknown paths: a missing /admin/config.json is a 404 (no settings), not index.html.
  appType: 'mpa',
  // contentFiles: the previews draw the remotes' components, which show the school's own facts and,
  // for a vacancy's card, the careers page's own words.
  plugins: [
    emotionReact(),
    contentFiles({ alsoFrom: [fileURLToPath(new URL('../mfe-careers', import.meta.url))] }),
    cmsCollections(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Decap is one large bundle (README.md "Size"): loaded on /admin/ only, never by a parent's page.
    chunkSizeWarningLimit: 6000,
    // Decap's dependencies call eval to find Node's modules; in a browser they never do.
    rolldownOptions: { checks: { eval: false } },
  },
  server: { port: 4190, strictPort: false },
  preview: { port: 4191, strictPort: false },
  test: {
    environment: 'node',
    setupFiles: ['@school/shared/test-setup'],
    testTimeout: 30_000,
  },
});
