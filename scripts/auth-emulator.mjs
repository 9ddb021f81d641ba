// The Firebase Auth emulator for local runs and tests: firebase-tools (a shell devDependency)
// with the demo project, so it needs no login and no network. Reuses an emulator that already
// answers on the port of firebase.json instead of starting a second one.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './apps.mjs';
import { HOST, onFreePorts, startEmulatorProcess } from './emulator-process.mjs';

export const PROJECT_ID = 'demo-school';
const { host, port } = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')).emulators.auth;
export const AUTH_EMULATOR_URL = `http://${host}:${port}`;

// Startup is CPU bound (a few seconds, much longer on a busy machine).
const START_TIMEOUT_MS = 180_000;

// CI skips the CLI's message-of-the-day fetch and prompts; NO_UPDATE_NOTIFIER its npm check.
const OFFLINE_ENV = { CI: 'true', NO_UPDATE_NOTIFIER: '1' };
const firebaseCli = () =>
  createRequire(join(ROOT, 'shell', 'package.json')).resolve('firebase-tools/lib/bin/firebase.js');

export async function isAuthEmulatorReady(url = AUTH_EMULATOR_URL) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    const body = await response.json();
    return body?.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Starts the emulator (or reuses a running one) and resolves once it answers.
 * @param {{ log?: (line: string) => void, echo?: boolean, signal?: AbortSignal }} [options]
 *   echo: print its output; signal: stops it, even while it starts
 * @returns {Promise<{ url: string, reused: boolean, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ log = console.log, echo = false, signal } = {}) {
  if (await isAuthEmulatorReady()) {
    log(`[auth-emulator] reusing the one on ${AUTH_EMULATOR_URL}`);
    return { url: AUTH_EMULATOR_URL, reused: true, stop: async () => {} };
  }
  const child = spawn(process.execPath, [firebaseCli(), 'emulators:start', '--only', 'auth', '--project', PROJECT_ID], {
    cwd: ROOT,
    env: { ...process.env, ...OFFLINE_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (chunk) => {
    output += chunk;
    if (echo) process.stdout.write(String(chunk).replace(/^(?=.)/gm, '[auth-emulator] '));
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT'); // its clean shutdown
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    })());
  signal?.addEventListener('abort', () => void stop(), { once: true });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isAuthEmulatorReady())) {
    if (child.exitCode !== null || child.signalCode !== null) {
      // Another process may have started one on the same port meanwhile.
      if (await isAuthEmulatorReady()) return { url: AUTH_EMULATOR_URL, reused: true, stop: async () => {} };
      throw new Error(`[auth-emulator] firebase-tools exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`[auth-emulator] not ready after ${START_TIMEOUT_MS / 1000}s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(`[auth-emulator] ready on ${AUTH_EMULATOR_URL} (project ${PROJECT_ID})`);
  return { url: AUTH_EMULATOR_URL, reused: false, stop };
}

/**
 * An Auth emulator of one's own, for tests: never reused, on free loopback ports (its hub and
 * logging ports too, through a firebase.json of its own) and in its own process group.
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export function startPrivateAuthEmulator({ log = console.log } = {}) {
  return onFreePorts(3, (ports) => startAuthEmulatorOn(ports, log));
}

async function startAuthEmulatorOn([port, hubPort, loggingPort], log) {
  const url = `http://${HOST}:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const config = {
    emulators: {
      auth: { host: HOST, port },
      hub: { host: HOST, port: hubPort },
      logging: { host: HOST, port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
  const removeDir = () => {
    process.off('exit', removeDir);
    rmSync(dir, { recursive: true, force: true });
  };
  process.on('exit', removeDir); // also when the run is interrupted
  const args = [
    firebaseCli(),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    PROJECT_ID,
    '--config',
    'firebase.json',
  ];
  try {
    const stop = await startEmulatorProcess({
      label: '[auth-emulator]',
      command: process.execPath,
      args,
      cwd: dir,
      env: { ...process.env, ...OFFLINE_ENV },
      stopSignal: 'SIGINT', // its clean shutdown
      timeoutMs: START_TIMEOUT_MS,
      isReady: () => isAuthEmulatorReady(url),
    });
    log(`[auth-emulator] ready on ${url} (project ${PROJECT_ID})`);
    return { url, stop: () => stop().finally(removeDir) };
  } catch (error) {
    removeDir();
    throw error;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const emulator = await startAuthEmulator({ echo: true });
  const stop = () => void emulator.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
