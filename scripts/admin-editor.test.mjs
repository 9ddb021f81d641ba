import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { it } from 'node:test';
import { startLocalBackend } from './admin-editor.mjs';

it('refuses to start the editor’s local backend on a port another process serves, naming the port', async () => {
  const other = createServer().listen(0, '127.0.0.1');
  await once(other, 'listening');
  const { port } = other.address();
  try {
    await assert.rejects(
      startLocalBackend({ port }),
      new RegExp(`port ${port}, the content editor's local backend, is in use`),
    );
  } finally {
    other.close();
  }
});

it('starts the local backend on a free port, answering Decap’s API there until stopped', async () => {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  const stop = await startLocalBackend({ port });
  try {
    let answer;
    for (let tries = 0; !answer && tries < 100; tries++) {
      answer = await fetch(`http://127.0.0.1:${port}/api/v1`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action: 'info' }),
      }).catch(() => new Promise((resolve) => setTimeout(resolve, 100)));
    }
    assert.equal(answer?.status, 200);
    assert.equal((await answer.json()).type, 'local_fs');
  } finally {
    await stop();
  }
});
