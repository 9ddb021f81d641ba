/** Vitest's settings, the same for every app. */
export const testConfig = {
  environment: 'happy-dom',
  setupFiles: ['@school/shared/test-setup'],
  // CI has two cores: typing into a 40-field form with user-event can take several seconds.
  testTimeout: 20_000,
};
