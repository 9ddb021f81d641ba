import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { LISTEN_HOST_VARIABLE, listenHost, LOOPBACK, portInUse } from './listen-host.mjs';

/** This machine's address on its network (not loopback), or null when it has none. */
function lanAddress() {
  const address = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4');
  return address?.address ?? null;
}

/** Whether something answers a TCP connection at host:port. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    socket.setTimeout(2_000, () => socket.destroy());
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, LOOPBACK, resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs the form endpoint as `node scripts/form-endpoint.mjs` does, until it says where it listens. */
async function runFormEndpoint(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL('./form-endpoint.mjs', import.meta.url))], {
    env: {
      ...process.env,
      [LISTEN_HOST_VARIABLE]: '',
      FORM_ENDPOINT_PORT: String(port),
      FORM_DATA_FILE: join(mkdtempSync(join(tmpdir(), 'listen-')), 'submissions.jsonl'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => resolve(String(chunk)));
    child.once('exit', (code) => reject(new Error(`the endpoint exited (${code})`)));
  });
  return { port, line, stop: () => child.kill() };
}

describe('local listeners', () => {
  it('listen on this machine only unless SCHOOL_LISTEN_HOST names another address', () => {
    assert.equal(LOOPBACK, '127.0.0.1');
    assert.equal(listenHost({}), '127.0.0.1');
    assert.equal(listenHost({ [LISTEN_HOST_VARIABLE]: '' }), '127.0.0.1');
    assert.equal(listenHost({ [LISTEN_HOST_VARIABLE]: ' 0.0.0.0 ' }), '0.0.0.0');
    assert.equal(listenHost({ [LISTEN_HOST_VARIABLE]: '192.168.1.20' }), '192.168.1.20');
  });

  it('the form endpoint answers on 127.0.0.1 and not on the machine’s network address', async (t) => {
    const endpoint = await runFormEndpoint({});
    try {
      assert.match(endpoint.line, new RegExp(`listening on http://127\\.0\\.0\\.1:${endpoint.port}/f/school`));
      assert.equal(await answers('127.0.0.1', endpoint.port), true);
      const lan = lanAddress();
      if (!lan) return t.skip('this machine has no network address but loopback');
      assert.equal(await answers(lan, endpoint.port), false, `not on ${lan}`);
    } finally {
      endpoint.stop();
    }
  });

  it('the form endpoint answers on every interface when SCHOOL_LISTEN_HOST=0.0.0.0', async (t) => {
    const lan = lanAddress();
    if (!lan) return t.skip('this machine has no network address but loopback');
    const endpoint = await runFormEndpoint({ [LISTEN_HOST_VARIABLE]: '0.0.0.0' });
    try {
      assert.match(endpoint.line, /listening on http:\/\/0\.0\.0\.0:/);
      assert.equal(await answers(lan, endpoint.port), true);
    } finally {
      endpoint.stop();
    }
  });

  it('portInUse says whether something on this machine accepts connections on a port', async () => {
    const server = createServer();
    await new Promise((resolve) => server.listen(0, LOOPBACK, resolve));
    const { port } = server.address();
    assert.equal(await portInUse(port), true);
    await new Promise((resolve) => server.close(resolve));
    assert.equal(await portInUse(port), false);
  });
});
