import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../scripts/auth-emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorUrl: string;
  }
}

/** Global setup of the emulator tests: starts (or reuses) the Auth emulator, stops it after. */
export default async function setup(project: TestProject) {
  const emulator = await startAuthEmulator({ log: (line) => console.log(line) });
  project.provide('authEmulatorUrl', emulator.url);
  return () => emulator.stop();
}
