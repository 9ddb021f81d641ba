import { configDefaults, defineConfig } from 'vitest/config';
import { contentFiles } from './src/vite/content-files.js';

/**
 * Test files share their worker's module registry (as the apps' do, shared/src/vite/test-config.js),
 * but for DialogLink's: it renders on the server, hydrates, and fails on any warning, and React's
 * dev check that two renderers never render one context at once fires there when other files of
 * the worker rendered the same contexts first.
 */
const OWN_REGISTRY = ['src/ui/dialog-link.test.tsx'];

export default defineConfig({
  // The school's own facts (content/school.yaml), as every app's build reads them.
  plugins: [contentFiles()],
  test: {
    environment: 'happy-dom',
    setupFiles: ['./src/test-setup.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, exclude: [...configDefaults.exclude, ...OWN_REGISTRY] },
      },
      { extends: true, test: { name: 'own registry', include: OWN_REGISTRY } },
    ],
  },
});
