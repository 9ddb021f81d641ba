import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { spawnGroup } from './emulator-process.mjs';
import {
  GCLOUD_FIRESTORE_EMULATOR,
  findFirestoreEmulator,
  isCI,
  withoutFirestoreEmulator,
} from './firestore-emulator.mjs';

function tempDir(t) {
  const dir = mkdtempSync(join(tmpdir(), 'firestore-emulator-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

test("prefers firebase-tools' newest cached jar, run with java", (t) => {
  const cache = tempDir(t);
  for (const name of ['cloud-firestore-emulator-v1.9.0.jar', 'cloud-firestore-emulator-v1.22.0.jar', 'other.jar']) {
    writeFileSync(join(cache, name), '');
  }
  const found = findFirestoreEmulator({ FIREBASE_EMULATORS_PATH: cache, FIRESTORE_EMULATOR_BIN: '/bin/sh' });
  assert.deepEqual(found, {
    command: 'java',
    args: ['-Duser.language=en', '-jar', join(cache, 'cloud-firestore-emulator-v1.22.0.jar')],
    label: 'cloud-firestore-emulator-v1.22.0.jar',
  });
});

test('without a jar, runs the Google Cloud CLI emulator, at FIRESTORE_EMULATOR_BIN when set', (t) => {
  const cache = tempDir(t);
  const bin = join(cache, 'cloud_firestore_emulator');
  writeFileSync(bin, '');
  assert.deepEqual(findFirestoreEmulator({ FIREBASE_EMULATORS_PATH: cache, FIRESTORE_EMULATOR_BIN: bin }), {
    command: bin,
    args: [],
    label: bin,
  });
  const found = findFirestoreEmulator({ FIREBASE_EMULATORS_PATH: join(cache, 'none') });
  assert.equal(found.command ?? found.missing.match(/nor (\S+)/)[1], GCLOUD_FIRESTORE_EMULATOR);
});

test('says in one line what is missing when there is neither', (t) => {
  const cache = tempDir(t);
  const { missing } = findFirestoreEmulator({ FIREBASE_EMULATORS_PATH: cache, FIRESTORE_EMULATOR_BIN: '/nowhere/bin' });
  assert.match(missing, /cloud-firestore-emulator-v\*\.jar.*\/nowhere\/bin/);
  assert.doesNotMatch(missing, /\n/);
});

test('without an emulator, the rules tests skip on a developer machine and fail under CI', () => {
  const missing = 'no Firestore emulator: neither a.jar nor /nowhere/bin';
  for (const env of [{}, { CI: '' }, { CI: 'false' }]) {
    assert.equal(isCI(env), false, JSON.stringify(env));
    assert.deepEqual(withoutFirestoreEmulator(missing, env), { skip: `[firestore rules] SKIPPED: ${missing}` });
  }
  for (const env of [{ CI: 'true' }, { CI: '1' }, { CI: 'yes' }]) {
    assert.equal(isCI(env), true, JSON.stringify(env));
    const outcome = withoutFirestoreEmulator(missing, env);
    assert.deepEqual(Object.keys(outcome), ['fail']);
    assert.ok(outcome.fail.includes(missing), outcome.fail);
    assert.match(outcome.fail, /CI=/);
  }
});

/** Whether the process runs (a zombie, dead but not yet reaped by its new parent, does not). */
function isRunning(pid) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

test('stopping a process group also stops the children it started', async () => {
  // Like the emulator's wrapper script, which starts java and waits for it.
  const group = spawnGroup('sh', ['-c', 'sleep 60 & echo $!; wait']);
  const childPid = await new Promise((resolve) => group.child.stdout.once('data', (data) => resolve(Number(data))));
  assert.equal(isRunning(childPid), true);
  await group.stop();
  assert.equal(isRunning(childPid), false);
});
