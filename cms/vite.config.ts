import { fileURLToPath } from 'node:url';
import { contentFiles, emotionReact } from '@school/shared/vite';
import { defineConfig } from 'vitest/config';
import { cmsCollections } from './build/collections-plugin.ts';

/** A remote's folder, whose content a preview's components read. */
const appDir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The school's content editor, served at /admin/ (README.md): its own page, never part of a
 * parent's. Its collections are made from the content schemas at the build (collections-plugin.ts).
 */
export default defineConfig({
  base: '/admin/',
  // No page for unknown paths: a missing /admin/config.json is a 404 (no settings), not index.html.
  appType: 'mpa',
  // contentFiles: the previews draw the remotes' components, which read the school's own facts and,
  // beside the entry being edited, their remote's other content (a vacancy's card the careers
  // page's words, the map Contact's, a Home or About section the school's numbers or team).
  plugins: [
    emotionReact(),
    contentFiles({ alsoFrom: ['../mfe-careers', '../mfe-contact-newsletter', '../mfe-home-about'].map(appDir) }),
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
