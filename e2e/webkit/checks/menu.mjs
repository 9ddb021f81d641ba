// The phone's Menu (the header under the lg breakpoint): the control named "Menu" opens the Main
// navigation, and a link in it goes to its page. Where popovers exist it is a popover button; where
// they are missing it is a link to the navigation's anchor with no script, and with script a
// button that says whether the menu is open.
import assert from 'node:assert/strict';
import wd from 'selenium-webdriver';
import { expectHeader, expectMainHeading, expectNoPageErrors, ROUTES } from '../expectations.mjs';
import { allByRole, oneByRole, unlessStale } from '../queries.mjs';
import { check } from '../session.mjs';

const { By } = wd;

/** The route table's links the Main navigation shows now, by their words. */
async function shownRouteLinks(driver) {
  const nav = await driver.findElement(By.css('nav[aria-label="Main"]'));
  const shown = [];
  for (const link of await nav.findElements(By.css('a[href]'))) {
    const label = await unlessStale(async () => (await link.isDisplayed()) && (await link.getText()).trim(), false);
    if (ROUTES.some((route) => route.navLabel === label)) shown.push(label);
  }
  return shown;
}

/** What the Menu control is: its role and the attributes that make it work. */
async function describeMenu(menu) {
  const href = await menu.getAttribute('href');
  return {
    role: await menu.getAriaRole(),
    expanded: await menu.getAttribute('aria-expanded'),
    popoverTarget: await menu.getAttribute('popovertarget'),
    hash: href === null ? null : new URL(href, 'http://localhost').hash,
  };
}

export function menuChecks(session) {
  check('the phone Menu opens the navigation, and a link in it navigates', session, async (page) => {
    const { driver, configuration } = page;
    await page.open('/jobs');
    await page.waitForCode();
    await expectMainHeading(page, 'Career Opportunities');

    // The control found afresh each time: the shell's code hydrates the header it is in.
    const findMenu = async () =>
      (await oneByRole(driver, 'button', { name: /^(Menu|Close menu)$/ })) ??
      (await oneByRole(driver, 'link', { name: 'Menu' }));
    // With script, the header's code has run once it says whether the menu is open.
    const before = await page.wait(
      async () => {
        const menu = await findMenu();
        const described = menu && (await unlessStale(() => describeMenu(menu), null));
        return described && (!configuration.script || described.expanded !== null) && described;
      },
      `a control named "Menu" is shown${configuration.script ? ', saying whether the menu is open' : ''}`,
    );
    const nav = await driver.findElement(By.css('nav[aria-label="Main"]'));
    const navId = await nav.getAttribute('id');
    assert.deepEqual(await shownRouteLinks(driver), [], 'on a phone the navigation starts closed');

    await page.click(findMenu, `the Menu (a ${before.role})`);
    await page.wait(
      async () => (await shownRouteLinks(driver)).length === ROUTES.length,
      `the Menu (a ${before.role}) opens the navigation, showing its ${ROUTES.length} links`,
    );

    // How it works, once it does: the platform's popover, the link to the navigation, or the code.
    if (configuration.script) {
      assert.equal(before.role, 'button', 'with script the Menu is a button');
      assert.equal(before.expanded, 'false', 'the Menu said the menu was closed');
      await page.wait(
        async () => (await (await findMenu())?.getAttribute('aria-expanded')) === 'true',
        'the Menu says the menu is open (aria-expanded="true")',
      );
    } else if (configuration.popover) {
      assert.deepEqual([before.role, before.popoverTarget], ['button', navId], 'a button opening the popover');
    } else {
      assert.deepEqual([before.role, before.hash], ['link', `#${navId}`], 'a link to the navigation');
    }

    const [contact] = await allByRole(nav, 'link', { name: 'Contact' });
    assert.ok(contact, 'the navigation shows a link named "Contact"');
    await page.click(contact, 'the link Contact');
    await page.waitForLocation('/contact');
    // A new document (no script, or a plain link) gets its own error capture.
    await page.capture();
    await page.waitForCode();
    await expectMainHeading(page, 'Contact Us');
    await expectHeader(page);
    await expectNoPageErrors(page);
  });
}
