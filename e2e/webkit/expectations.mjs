// What every check expects of a page, whatever it did on it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import wd from 'selenium-webdriver';
import { allByRole, oneByRole, unlessStale } from './queries.mjs';

const { By } = wd;

/** The shell's route table: the pages the header links to, in its order. */
export const ROUTES = JSON.parse(
  readFileSync(new URL('../../shell/src/routing/route-table.json', import.meta.url), 'utf8'),
).routes;

/** Waits until the page shows the level-one heading `name`, and gives it. */
export async function expectMainHeading(page, name) {
  return page.wait(
    async () => (await allByRole(page.driver, 'heading', { name, css: 'h1' }))[0],
    `the page shows its heading (h1) "${name}"`,
  );
}

/** The header (banner) is shown, with the Main navigation and a link to every route in it. */
export async function expectHeader(page) {
  const { driver } = page;
  const banner = await oneByRole(driver, 'banner');
  assert.ok(banner, `no header (banner) is shown on ${await page.location()}`);
  const nav = await oneByRole(banner, 'navigation', { name: 'Main', displayed: false });
  assert.ok(nav, 'the header has no navigation "Main"');
  const links = await nav.findElements(By.css('a[href]'));
  const shown = await Promise.all(
    links.map(async (link) => {
      const path = new URL(await link.getAttribute('href'), 'http://localhost').pathname;
      return `${(await link.getProperty('textContent')).trim()} ${path}`;
    }),
  );
  for (const route of ROUTES) {
    assert.ok(shown.includes(`${route.navLabel} ${route.path}`), `the navigation has no link to ${route.path}`);
  }
}

/** No uncaught error or unhandled rejection reached the page (with script; none can without). */
export async function expectNoPageErrors(page) {
  const errors = await page.errors();
  assert.deepEqual(errors, [], `uncaught errors in ${await page.location()}: ${errors.join('; ')}`);
}

/** Waits until `element` is displayed (or, with `shown` false, no longer is). */
export async function expectDisplayed(page, element, what, shown = true) {
  await page.wait(
    () => unlessStale(async () => (await element.isDisplayed()) === shown, !shown),
    `${what} is ${shown ? 'shown' : 'hidden'}`,
  );
}
