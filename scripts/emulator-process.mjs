// Emulators for tests, each on free loopback ports and in its own process group (detached), so
// that stopping one also stops what it starts (the Firestore emulator's wrapper starts java).
// The group is killed by stop(), and at once if this process exits or receives SIGINT or
// SIGTERM first (Vitest exits on those without running global teardowns).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { constants } from 'node:os';

export const HOST = '127.0.0.1';

/** `count` distinct free loopback ports (picked by the OS, released for the emulator to take). */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, HOST, () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

// What an emulator prints when its port was taken: Node, Java, the Firebase CLI, Vite.
const PORT_TAKEN = /EADDRINUSE|BindException|already in use|is not open on/i;

/**
 * `start(ports)` on `count` free ports, and on new ones (three tries in all) when it fails
 * because one was taken: between freePorts' release and the emulator's bind, another may take it.
 * @template T
 * @param {number} count
 * @param {(ports: number[]) => Promise<T>} start
 * @returns {Promise<T>}
 */
export async function onFreePorts(count, start) {
  for (let tries = 1; ; tries++) {
    try {
      return await start(await freePorts(count));
    } catch (error) {
      if (tries === 3 || !PORT_TAKEN.test(String(error?.message))) throw error;
    }
  }
}

/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ stopSignal?: NodeJS.Signals, env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 *   stopSignal: what stop() sends first (SIGKILL follows after 5 s)
 */
export function spawnGroup(command, args, { stopSignal = 'SIGTERM', ...options } = {}) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let spawnError;
  child.once('error', (error) => (spawnError = error));
  // 'close' waits for the output pipes, which the group's other processes hold too.
  const closed = new Promise((resolve) => child.once('close', resolve));

  const killGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const onExit = () => killGroup('SIGKILL');
  const onSignal = (signal) => {
    killGroup('SIGKILL');
    removeHandlers();
    // Nobody else handles it: exit as the signal would have (but with 'exit' handlers run).
    if (process.listenerCount(signal) === 0) process.exit(128 + constants.signals[signal]);
  };
  const removeHandlers = () => {
    process.off('exit', onExit);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  };
  if (child.pid !== undefined) {
    process.on('exit', onExit);
    // First, so that the listeners counted above include others' one-time ones (Vitest's).
    process.prependListener('SIGINT', onSignal);
    process.prependListener('SIGTERM', onSignal);
  }

  let stopping;
  return {
    child,
    output: () => output,
    /** Why it is not running (spawn error, exit code or signal), or undefined while it runs. */
    ended: () => spawnError?.message ?? (child.exitCode ?? child.signalCode ?? undefined)?.toString(),
    stop: () =>
      (stopping ??= (async () => {
        removeHandlers();
        if (child.pid === undefined) return;
        killGroup(stopSignal);
        const timer = setTimeout(() => killGroup('SIGKILL'), 5000);
        await closed;
        clearTimeout(timer);
        killGroup('SIGKILL'); // in case the leader went first and left a child behind
      })()),
  };
}

/**
 * Spawns an emulator with spawnGroup and resolves once `isReady()` holds; stops it and throws
 * (with its output) if it exits first or is not ready within `timeoutMs`.
 * @param {{ label: string, command: string, args: string[], isReady: () => Promise<boolean>,
 *   timeoutMs?: number, stopSignal?: NodeJS.Signals, cwd?: string, env?: NodeJS.ProcessEnv }} options
 * @returns {Promise<() => Promise<void>>} stop
 */
export async function startEmulatorProcess({ label, command, args, isReady, timeoutMs = 120_000, ...options }) {
  const emulator = spawnGroup(command, args, options);
  const deadline = Date.now() + timeoutMs;
  while (!(await isReady())) {
    const ended = emulator.ended();
    if (ended !== undefined || Date.now() > deadline) {
      await emulator.stop();
      const why = ended === undefined ? `not ready after ${timeoutMs / 1000}s` : `exited (${ended})`;
      throw new Error(`${label} ${why}:\n${emulator.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return emulator.stop;
}
