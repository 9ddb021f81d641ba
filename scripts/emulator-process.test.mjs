import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { HOST, onFreePorts, startEmulatorProcess } from './emulator-process.mjs';

/** A server process on `port` until stopped, as an emulator is; ready once it answers as itself. */
function serverOn(port) {
  const self = `server ${Math.random()}`;
  const url = `http://${HOST}:${port}`;
  return startEmulatorProcess({
    label: '[server]',
    command: process.execPath,
    args: ['-e', `require('node:http').createServer((_, res) => res.end('${self}')).listen(${port}, '${HOST}')`],
    timeoutMs: 10_000,
    isReady: () =>
      fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
        async (answer) => (await answer.text()) === self,
        () => false,
      ),
  });
}

describe('onFreePorts', () => {
  it('starts the emulator again on other ports when another process took its port first', async () => {
    const squatter = createServer().listen(0, HOST);
    await once(squatter, 'listening');
    const taken = squatter.address().port;
    const tried = [];
    try {
      const stop = await onFreePorts(1, async ([port]) => {
        tried.push(port);
        // The first try finds its port taken, as when another test's emulator bound it first.
        return serverOn(tried.length === 1 ? taken : port);
      });
      await stop();
    } finally {
      squatter.close();
    }
    assert.equal(tried.length, 2);
    assert.notEqual(tried[1], taken);
  });

  it('gives up after three tries, with the emulator’s own words', async () => {
    const squatter = createServer().listen(0, HOST);
    await once(squatter, 'listening');
    let tries = 0;
    try {
      await assert.rejects(
        onFreePorts(1, () => {
          tries++;
          return serverOn(squatter.address().port);
        }),
        /\[server\] exited \(1\):[\s\S]*EADDRINUSE/,
      );
    } finally {
      squatter.close();
    }
    assert.equal(tries, 3);
  });

  it('does not try again when the emulator failed for another reason', async () => {
    let tries = 0;
    await assert.rejects(
      onFreePorts(2, async (ports) => {
        tries++;
        assert.equal(new Set(ports).size, 2, 'two distinct ports');
        throw new Error('[emulator] exited (1): no Java');
      }),
      /no Java/,
    );
    assert.equal(tries, 1);
  });
});
