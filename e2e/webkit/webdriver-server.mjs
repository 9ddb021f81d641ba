// Starts and stops WebKitWebDriver (Debian's webkit2gtk-driver) on a free local port.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';

export const WEBKIT_WEBDRIVER = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';

/** A port nothing listens on now: the system's choice for a throwaway listener. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls the driver's W3C status endpoint until it answers ready, or the driver exits. */
async function untilReady(url, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited.code !== undefined) throw new Error(`WebKitWebDriver exited (${exited.code}): ${exited.log.trim()}`);
    const ready = await fetch(`${url}/status`)
      .then((response) => response.json())
      .then((body) => body.value?.ready === true)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Starts WebKitWebDriver, its output (and its browser's) written to `log` if given; resolves to
 * its URL and a stop() that ends it. The driver also ends when this process does.
 */
export async function startWebDriver({ timeoutMs = 10_000, env = process.env, log } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const driver = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`], { stdio: ['ignore', 'pipe', 'pipe'], env });
  const exited = { code: undefined, log: '' };
  const file = log ? createWriteStream(log) : null;
  for (const stream of [driver.stdout, driver.stderr]) {
    stream.on('data', (chunk) => {
      exited.log += chunk;
      file?.write(chunk);
    });
  }
  const done = new Promise((resolve) => {
    driver.once('error', (error) => {
      exited.code = error.message;
      resolve();
    });
    driver.once('exit', (code, signal) => {
      exited.code = code ?? signal;
      file?.end();
      resolve();
    });
  });
  const kill = () => driver.kill();
  process.once('exit', kill);
  const stop = async () => {
    process.removeListener('exit', kill);
    if (exited.code === undefined) driver.kill();
    await done;
  };
  try {
    await untilReady(url, exited, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
