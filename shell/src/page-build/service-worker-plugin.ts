/**
 * Builds src/offline/sw.ts into dist/sw.js with vite-plugin-pwa's injectManifest (Workbox bundled,
 * the precache list written in). It precaches offline.html and the shell's start set, as the page
 * build wrote it into the pages (`startSet`, page-html.ts pageTemplate): already in the HTTP cache
 * when the worker installs, so keeping them costs no data. The shell's other chunks (Firebase, the override badge) are kept once a page uses them
 * (cache-rules.ts).
 */
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_PAGE_FILE } from '../offline/saved-copy';

export function serviceWorkerPlugin(outDir: string, startSet: () => string[] | undefined): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/offline',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globDirectory: outDir,
      globPatterns: [OFFLINE_PAGE_FILE, 'assets/*.js'],
      // Hashed names are their own revision: fetched as they are, from the HTTP cache.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => {
          const start = startSet();
          // The page build failed (vite-plugin-pwa still runs): let that build's own error be the one reported.
          if (!start) return { manifest: [], warnings: ['no start set: the page build failed'] };
          const manifest = entries.filter((entry) => entry.url === OFFLINE_PAGE_FILE || start.includes(entry.url));
          const missing = start.filter((url) => !manifest.some((entry) => entry.url === url));
          if (missing.length) throw new Error(`the start set names files the build has not: ${missing.join(', ')}`);
          return { manifest, warnings: [] };
        },
      ],
    },
  });
}
