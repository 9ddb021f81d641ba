import type { Page, Route } from '@playwright/test';
import { SAVES_DATA_SCRIPT } from '@school/shared/saves-data';
import { onRemote } from './local-apps';

// The code's arrival, as the specs slow it: held back, or never asked for (data saver).

/** An area's own code (the chunk its ./area is built into), any area's or `area`'s. */
export const areaCode = (area?: string) => onRemote('(?:retry/)?assets/area-[\\w-]+\\.js$', area);

/**
 * Holds the areas' own code until the returned function is called: their entries load (so no load
 * timeout runs out), the code that would hydrate the page does not.
 */
export async function holdAreaCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(areaCode(), (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Save-Data as Chromium sends it: the request header and navigator.connection.saveData. */
export async function saveData(page: Page): Promise<void> {
  await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
}

/** Refuses every script of the remotes (any remote's, or `area`'s): the area's code never comes. */
export async function refuseAreaCode(page: Page, area?: string): Promise<void> {
  await page.route(onRemote('.*\\.js(\\?.*)?$', area), (route) => route.abort());
}

/** How many of the page's scripts are code: all but JSON-LD (data) and data saver's mark. */
export function codeScriptCount(page: Page): Promise<number> {
  return page
    .locator('script:not([type="application/ld+json"])')
    .evaluateAll((scripts, mark) => scripts.filter((script) => script.textContent !== mark).length, SAVES_DATA_SCRIPT);
}
