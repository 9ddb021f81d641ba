import type { TestProject } from 'vitest/node';
import { startPrivateAuthEmulator } from '../scripts/auth-emulator.mjs';
import {
  findFirestoreEmulator,
  startFirestoreEmulator,
  withoutFirestoreEmulator,
} from '../scripts/firestore-emulator.mjs';
// The types of what it provides (firestoreEmulatorHost, firestoreAuthEmulatorUrl).
import type {} from './src/auth/rules-test-environment';

/**
 * Global setup of the Firestore rules tests: a Firestore emulator and an Auth emulator, each on
 * a free port, stopped after the run (or at once if it is interrupted). Without a Firestore
 * emulator the tests skip, and this says, in one line, what is missing; under CI (`CI` set and
 * not 'false') the run fails instead, with an error naming what is missing.
 */
export default async function setup(project: TestProject) {
  const emulator = findFirestoreEmulator();
  if (!('command' in emulator)) {
    const outcome = withoutFirestoreEmulator(emulator.missing);
    if ('fail' in outcome) throw new Error(outcome.fail);
    console.warn(outcome.skip);
    project.provide('firestoreEmulatorHost', '');
    project.provide('firestoreAuthEmulatorUrl', '');
    return;
  }
  const log = (line: string) => console.log(line);
  const [firestore, auth] = await Promise.allSettled([
    startFirestoreEmulator(emulator, { projectId: 'demo-school', log }),
    startPrivateAuthEmulator({ log }),
  ]);
  const stop = async () => {
    await Promise.all([firestore, auth].map((started) => started.status === 'fulfilled' && started.value.stop()));
  };
  if (firestore.status === 'rejected' || auth.status === 'rejected') {
    await stop();
    throw firestore.status === 'rejected' ? firestore.reason : (auth as PromiseRejectedResult).reason;
  }
  project.provide('firestoreEmulatorHost', firestore.value.host);
  project.provide('firestoreAuthEmulatorUrl', auth.value.url);
  return stop;
}
