import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { ADMIN_CSP, createAdminHandler } from './admin-editor.mjs';
import { createSiteServer } from './static-server.mjs';

const dir = mkdtempSync(join(tmpdir(), 'admin-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Content Manager</title>');
writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');

/** The site's server with nothing released, so every answer that is not the editor's is a 503. */
async function serverWith(admin) {
  const server = createSiteServer({ hosting: { liveSite: () => null }, admin });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => server.close());
  return `http://127.0.0.1:${server.address().port}`;
}

const origin = await serverWith(createAdminHandler({ dir }));

test('serves the editor at /admin and /admin/, with its own policy, never indexed nor kept', async () => {
  for (const path of ['/admin', '/admin/']) {
    const answer = await fetch(`${origin}${path}`);
    assert.equal(answer.status, 200, path);
    assert.match(await answer.text(), /<title>Content Manager<\/title>/);
    assert.equal(answer.headers.get('content-security-policy'), ADMIN_CSP);
    assert.equal(answer.headers.get('x-robots-tag'), 'noindex, nofollow');
    assert.equal(answer.headers.get('x-frame-options'), 'DENY');
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
  }
});

test("keeps the editor's hashed files a year, and answers a missing one 404 with the same policy", async () => {
  const file = await fetch(`${origin}/admin/assets/index-abc.js`);
  assert.equal(file.status, 200);
  assert.equal(file.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  const missing = await fetch(`${origin}/admin/assets/none.js`);
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get('content-security-policy'), ADMIN_CSP);
});

test("leaves every other address to the site, whose pages never get the editor's policy", async () => {
  for (const path of ['/', '/administration', '/apps/admin/x.js']) {
    const answer = await fetch(`${origin}${path}`);
    assert.equal(answer.status, 503, path);
    assert.notEqual(answer.headers.get('content-security-policy'), ADMIN_CSP);
  }
});

test('says how to build the editor when it is not built', async () => {
  const bare = await serverWith(createAdminHandler({ dir: join(dir, 'nothing-here') }));
  const answer = await fetch(`${bare}/admin`);
  assert.equal(answer.status, 404);
  assert.equal(await answer.text(), 'The editor is not built: pnpm --filter @school/cms build\n');
});
