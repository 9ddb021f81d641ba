import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects: the unit tests (happy-dom), and the tests against the real Firebase Auth
// emulator (Node), whose global setup starts the emulator only when they run.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        { extends: true, test: { name: 'unit', exclude: ['**/node_modules/**', '**/*.emulator.test.ts'] } },
        {
          extends: true,
          test: {
            name: 'emulator',
            include: ['src/**/*.emulator.test.ts'],
            environment: 'node',
            globalSetup: ['./vitest.auth-emulator.ts'],
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
