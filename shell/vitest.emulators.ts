import type { TestProject } from 'vitest/node';
import { startPrivateAuthEmulator } from '../scripts/auth-emulator.mjs';
import {
  findFirestoreEmulator,
  startFirestoreEmulator,
  withoutFirestoreEmulator,
} from '../scripts/firestore-emulator.mjs';
// The types of what it provides (authEmulatorUrl, firestoreEmulatorHost).
import type {} from './src/auth/rules-test-environment';

/**
 * Global setup of the tests against the Firebase emulators (the 'emulators' project): one Auth
 * emulator and one Firestore emulator, each on a free port, stopped after the run (or at once if
 * it is interrupted). Without a Firestore emulator its tests skip, and this says, in one line,
 * what is missing; under CI (`CI` set and not 'false') the run fails instead, with an error naming
 * what is missing. The Auth tests run either way.
 */
export default async function setup(project: TestProject) {
  const log = (line: string) => console.log(line);
  const emulator = findFirestoreEmulator();
  const hasFirestore = 'command' in emulator;
  if (!hasFirestore) {
    const outcome = withoutFirestoreEmulator(emulator.missing);
    if ('fail' in outcome) throw new Error(outcome.fail);
    console.warn(outcome.skip);
  }
  const [auth, firestore] = await Promise.allSettled([
    startPrivateAuthEmulator({ log }),
    hasFirestore ? startFirestoreEmulator(emulator, { projectId: 'demo-school', log }) : null,
  ]);
  const stop = async () => {
    await Promise.all([auth, firestore].map((started) => started.status === 'fulfilled' && started.value?.stop()));
  };
  if (auth.status === 'rejected' || firestore.status === 'rejected') {
    await stop();
    throw auth.status === 'rejected' ? auth.reason : (firestore as PromiseRejectedResult).reason;
  }
  project.provide('authEmulatorUrl', auth.value.url);
  project.provide('firestoreEmulatorHost', firestore.value?.host ?? '');
  return stop;
}
