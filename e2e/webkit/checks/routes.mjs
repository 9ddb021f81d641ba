// Every route of the shell's route table loads in this engine: its heading shown, the header
// still there once the code has run, and no error reaching the page. Each route's check reports
// every one of these that fails, not only the first.
import assert from 'node:assert/strict';
import { expectHeader, expectMainHeading, ROUTES } from '../expectations.mjs';
import { check } from '../session.mjs';
import { MAIN_HEADINGS } from '../spec-texts.mjs';

/** Runs each expectation, and fails once with all that failed. */
async function expectAll(expectations) {
  const failed = [];
  for (const [what, expectation] of expectations) {
    await expectation().catch((caught) => failed.push(`${what}: ${caught.message.split('\n')[0]}`));
  }
  if (failed.length > 0) assert.fail(failed.join('\n'));
}

export function routeChecks(session) {
  for (const route of ROUTES) {
    const heading = MAIN_HEADINGS[route.path];
    if (!heading) throw new Error(`spec-texts.mjs: say which heading ${route.path} shows`);
    check(`${route.path} loads, shows "${heading}", keeps its header and meets no error`, session, async (page) => {
      await page.open(route.path);
      const title = `${route.title} | Al-Ihsan School`;
      const code = await page.waitForCode();
      await expectAll([
        ['the area', async () => assert.ok(code.ready, 'never ready ([data-area-host][data-phase="ready"])')],
        [
          'the title',
          async () => {
            const actual = await page.driver.getTitle();
            assert.equal(actual, title, `"${actual}", not "${title}"`);
          },
        ],
        ['the heading', () => expectMainHeading(page, heading)],
        ['the header', () => expectHeader(page)],
        [
          'page errors',
          async () => {
            const errors = await page.errors();
            if (errors.length > 0) assert.fail(errors.join('; '));
          },
        ],
      ]);
    });
  }
}
