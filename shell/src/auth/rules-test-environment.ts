// For the tests of the 'emulators' project: what its global setup (vitest.emulators.ts) provides,
// and a rules test environment with the real firestore.rules loaded.
import { initializeTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** "host:port" of the Firestore emulator, or '' when there is none (the tests skip). */
    firestoreEmulatorHost: string;
    /** The Auth emulator, whose ID tokens that Firestore emulator accepts. */
    authEmulatorUrl: string;
  }
}

export const firestoreEmulatorHost = inject('firestoreEmulatorHost');
export const authEmulatorUrl = inject('authEmulatorUrl');

/** Loads firestore.rules into the emulator for `projectId` (data of other projects is apart). */
export function rulesTestEnvironment(projectId: string) {
  const [host, port] = firestoreEmulatorHost.split(':');
  return initializeTestEnvironment({
    projectId,
    firestore: {
      host,
      port: Number(port),
      rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
}
