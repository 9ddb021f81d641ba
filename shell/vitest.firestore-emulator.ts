import type { TestProject } from 'vitest/node';
import { findFirestoreEmulator, startFirestoreEmulator } from '../scripts/firestore-emulator.mjs';
// The type of what it provides (firestoreEmulatorHost).
import type {} from './src/auth/rules-test-environment';

/**
 * Global setup of the Firestore rules tests: a Firestore emulator on a free port, stopped after
 * the run (or at once if it is interrupted). Without one the tests skip, and this says, in one
 * line, what is missing.
 */
export default async function setup(project: TestProject) {
  const emulator = findFirestoreEmulator();
  if (!('command' in emulator)) {
    console.warn(`[firestore rules] SKIPPED: ${emulator.missing}`);
    project.provide('firestoreEmulatorHost', '');
    return;
  }
  const firestore = await startFirestoreEmulator(emulator, {
    projectId: 'demo-school',
    log: (line) => console.log(line),
  });
  project.provide('firestoreEmulatorHost', firestore.host);
  return firestore.stop;
}
