// The taps' driver against a page made to be slow: it must see a tap wait for a long task, and
// say which frame held it. Runs Debian's Chromium (as the e2e suite does); no site is needed.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { measureTaps } from './taps.mjs';

// A header whose Menu button opens the navigation with no script (a popover, as the site's does),
// content inside a fragment (its paint starts the taps), and a script that holds the main thread
// in BUSY_TASKS tasks of BUSY_MS each before it marks the page hydrated: several, so that a tap
// meets one even when a busy machine sees the paint late.
const BUSY_MS = 400;
const BUSY_TASKS = 4;
const PAGE = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<title>Slow start</title></head><body>
<header><button type="button" popovertarget="nav" style="width:96px;height:48px">Menu</button>
<nav id="nav" popover><a href="/about">About</a></nav></header>
<main data-area-fragment><h1>Content</h1><p>${'Words a parent reads. '.repeat(40)}</p></main>
<script>
  let left = ${BUSY_TASKS};
  const busy = () => {
    const end = performance.now() + ${BUSY_MS};
    while (performance.now() < end);
    if (--left > 0) setTimeout(busy, 50);
    else setTimeout(() => document.body.setAttribute('data-phase', 'ready'), 300);
  };
  setTimeout(busy, 400);
</script></body></html>`;

let server;
let origin;

before(async () => {
  server = createServer((request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(PAGE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(() => new Promise((resolve) => server.close(resolve)));

describe('measureTaps', () => {
  it('sees a tap wait for a long task, and names the frame that held it', async () => {
    const lines = [];
    const results = await measureTaps({ origin, routes: [{ path: '/' }], slowdown: 1, log: (l) => lines.push(l) });
    const menu = results['/'].targets['Menu button'];
    assert.ok(menu.taps >= 3, `tapped ${menu.taps} times`);
    assert.ok(menu.worstMs >= BUSY_MS / 2, `worst tap ${menu.worstMs} ms`);
    assert.match(menu.worstHeldBy, /^a \d+ ms frame: the page \(early script\) \d+/);
    assert.equal(results['/'].worstMs, menu.worstMs);
    assert.equal(lines.length, 1);
  });
});
