import type { Page } from '@playwright/test';
import { expectArea } from '../fixtures';
import { linkOrButton } from '../forms';
import { ROUTES } from '../route-table';
import { expectHidden, expectPath, expectVisible, inEachMode, test } from './engine';

/**
 * The phone's Menu: a button that opens the navigation as a popover where the engine has popovers,
 * a link to it (shown by :target, with a Close menu link in it) where it has none.
 */
const menu = (page: Page) => linkOrButton(page, 'Menu', { exact: true });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

inEachMode((javaScriptEnabled) => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    // With script, the shell's own header (a tap on the first paint's is held: content-first.spec.ts).
    if (javaScriptEnabled) await expectArea(page, 'home-about');
  });

  test('the Menu opens the navigation with every page’s link, and closes it again', async ({ page, tap }) => {
    const nav = navigation(page);
    await expectVisible(menu(page));
    await expectHidden(nav);
    const isButton = await page.getByRole('button', { name: 'Menu', exact: true }).isVisible();

    await tap(menu(page));
    await expectVisible(nav);
    for (const route of ROUTES) await expectVisible(nav.getByRole('link', { name: route.navLabel, exact: true }));
    // A button is tapped again (its name is then Close menu); a link menu has its Close menu link.
    await tap(
      isButton
        ? page.getByRole('button', { name: 'Close menu', exact: true })
        : nav.getByRole('link', { name: 'Close menu', exact: true }),
    );
    await expectHidden(nav);
    await expectVisible(menu(page));

    if (isButton) {
      // A popover closes with Escape too.
      await tap(menu(page));
      await expectVisible(nav);
      await page.keyboard.press('Escape');
      await expectHidden(nav);
    }
  });

  test('a link of the Menu opens its page', async ({ page, tap }) => {
    const nav = navigation(page);
    await tap(menu(page));
    await tap(nav.getByRole('link', { name: 'Contact', exact: true }));
    await expectPath(page, '/contact');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Contact Us', exact: true }));
    await expectHidden(nav);
    await expectVisible(menu(page));
  });
});
