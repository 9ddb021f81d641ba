import type { InlineConfig } from 'vitest/node';
/** Vitest's settings, the same for every app. */
export const testConfig: InlineConfig;
