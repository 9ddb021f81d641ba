import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * A Firestore client of its own app, named `name`: one per simulated instance in the tests (each
 * its own connection, as two instances of the function are). FIRESTORE_EMULATOR_HOST, when set,
 * points it at an emulator.
 */
export function firestoreOf(projectId: string, name: string): Firestore {
  return getFirestore(initializeApp({ projectId }, name));
}
