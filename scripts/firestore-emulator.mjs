// A Firestore emulator for the security rules tests, started offline on a free loopback port:
// firebase-tools' jar when its cache holds one (firebase-tools itself downloads it and wants
// Java 21), otherwise the Google Cloud CLI's (Debian: google-cloud-cli-firestore-emulator),
// which runs on Java 17, at FIRESTORE_EMULATOR_BIN when set.
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { HOST, onFreePorts, startEmulatorProcess } from './emulator-process.mjs';

export const GCLOUD_FIRESTORE_EMULATOR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/**
 * Which emulator to run: `{ command, args, label }`, or `{ missing }` saying what is missing.
 * firebase-tools' newest cached jar if there is one, else the Google Cloud CLI's emulator (at
 * FIRESTORE_EMULATOR_BIN when set).
 */
export function findFirestoreEmulator(env = process.env) {
  const cacheDir = env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');
  const jars = existsSync(cacheDir)
    ? readdirSync(cacheDir).filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    : [];
  const jar = jars.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1);
  if (jar) return { command: 'java', args: ['-Duser.language=en', '-jar', join(cacheDir, jar)], label: jar };
  const bin = env.FIRESTORE_EMULATOR_BIN || GCLOUD_FIRESTORE_EMULATOR;
  if (existsSync(bin)) return { command: bin, args: [], label: bin };
  return {
    missing:
      `no Firestore emulator: neither ${join(cacheDir, 'cloud-firestore-emulator-v*.jar')} (firebase-tools) ` +
      `nor ${bin} (Debian package google-cloud-cli-firestore-emulator; FIRESTORE_EMULATOR_BIN names another path)`,
  };
}

/** Whether the run is CI's: `CI` set, non-empty and not 'false' (as most CI services set it). */
export function isCI(env = process.env) {
  return Boolean(env.CI) && env.CI !== 'false';
}

/**
 * What the rules tests do when there is no emulator (`missing`, from findFirestoreEmulator):
 * on a developer's machine they skip, saying so in one line (`{ skip }`); under CI they must not
 * pass unrun, so the run fails with an error naming what is missing (`{ fail }`).
 * @returns {{ skip: string } | { fail: string }}
 */
export function withoutFirestoreEmulator(missing, env = process.env) {
  if (isCI(env)) {
    return {
      fail:
        `[firestore rules] FAILED: CI is set (CI=${env.CI}) and the rules tests cannot run: ${missing}. ` +
        'Install one (README, Security rules); without CI they are skipped.',
    };
  }
  return { skip: `[firestore rules] SKIPPED: ${missing}` };
}

async function answersOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return (await response.text()).trim() === 'Ok';
  } catch {
    return false;
  }
}

/**
 * Starts `emulator` (from findFirestoreEmulator) on a free port, in its own process group, and
 * resolves once it answers. stop() ends the wrapper and its java child.
 * @param {{ command: string, args: string[], label: string }} emulator
 * @param {{ projectId: string, log?: (line: string) => void }} options
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>} host: "127.0.0.1:port"
 */
export async function startFirestoreEmulator(emulator, { projectId, log = console.log }) {
  const { host, stop } = await onFreePorts(1, async ([port]) => {
    const host = `${HOST}:${port}`;
    const stop = await startEmulatorProcess({
      label: `[firestore-emulator] ${emulator.label}`,
      command: emulator.command,
      args: [...emulator.args, `--host=${HOST}`, `--port=${port}`, `--project_id=${projectId}`],
      isReady: () => answersOk(`http://${host}`),
    });
    return { host, stop };
  });
  log(`[firestore-emulator] ${emulator.label} ready on ${host} (project ${projectId})`);
  return { host, stop };
}
