import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Two projects: the unit tests (happy-dom); and the tests against the real Firebase emulators
// (Node): the Auth service's, and firestore.rules' on a Firestore emulator. One Auth emulator serves
// both; the global setup starts the emulators only when the project's tests run.
const FIRESTORE_TESTS = ['src/auth/firestore-rules.test.ts', 'src/**/*.firestore.test.ts'];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', exclude: ['**/node_modules/**', '**/*.emulator.test.ts', ...FIRESTORE_TESTS] },
        },
        {
          extends: true,
          test: {
            name: 'emulators',
            include: ['src/**/*.emulator.test.ts', ...FIRESTORE_TESTS],
            environment: 'node',
            globalSetup: ['./vitest.emulators.ts'],
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
