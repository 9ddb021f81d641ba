/** @import { InlineConfig } from 'vitest/node' */

/**
 * Vitest's settings, the same for every app.
 * @type {InlineConfig}
 */
export const testConfig = {
  environment: 'happy-dom',
  setupFiles: ['@school/shared/test-setup'],
  // CI has two cores: typing into a 40-field form with user-event can take several seconds.
  testTimeout: 20_000,
  // Each test file cleans up after itself, so the files of a worker share one module registry
  // instead of importing React, Emotion and the DOM afresh for each: most of a run's CPU, and CPU
  // bounds CI on two cores. An app whose tests need a fresh registry per file says so.
  isolate: false,
};
