import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Three projects: the unit tests (happy-dom); the tests against the real Firebase Auth emulator
// (Node); and the tests of firestore.rules on a Firestore emulator (Node), with an Auth emulator
// of their own. Each global setup starts its emulators only when the project's tests run.
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
            name: 'emulator',
            include: ['src/**/*.emulator.test.ts'],
            environment: 'node',
            globalSetup: ['./vitest.auth-emulator.ts'],
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'firestore',
            include: FIRESTORE_TESTS,
            environment: 'node',
            globalSetup: ['./vitest.firestore-emulator.ts'],
            testTimeout: 30_000,
            hookTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
