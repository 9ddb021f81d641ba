// The browser is the configuration it claims to be: page script runs or not, the popover
// attribute exists or not. A flag MiniBrowser stopped honouring fails here, not in a page check.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { check } from '../session.mjs';

const PROBE = `<!doctype html><html lang="en"><head><title>script off</title>
<script>document.title = 'script on';</script></head><body><div id="menu" popover>menu</div></body></html>`;

/** Serves the probe page on a throwaway local port while `use` runs. */
async function withProbe(use) {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PROBE);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${server.address().port}/probe`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

export function configurationChecks(session) {
  check('the browser runs page script, and has the popover attribute, as configured', session, async (page) => {
    const { driver, configuration } = page;
    await withProbe(async (url) => {
      await driver.get(url);
      assert.equal(await driver.getTitle(), configuration.script ? 'script on' : 'script off', 'page script');
      const popover = await driver.executeScript(
        "return ['popover' in HTMLElement.prototype, typeof HTMLElement.prototype.showPopover]",
      );
      assert.deepEqual(popover, configuration.popover ? [true, 'function'] : [false, 'undefined'], 'popover');
    });
  });
}
