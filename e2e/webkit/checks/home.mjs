// Home's feature cards in this engine: <details> of one group, opened by their summary with or
// without the code, one at a time (the spec), and closed again by the open one's summary.
import assert from 'node:assert/strict';
import wd from 'selenium-webdriver';
import { expectMainHeading, expectNoPageErrors } from '../expectations.mjs';
import { allByRole } from '../queries.mjs';
import { check } from '../session.mjs';

const { By } = wd;

/** A feature card, found by its heading: the group (<details>) holding it and its summary. */
function featureCard(page, title) {
  return page.wait(async () => {
    for (const group of await allByRole(page.driver, 'group', { css: 'details' })) {
      if ((await allByRole(group, 'heading', { name: title })).length === 1) {
        return { group, summary: await group.findElement(By.css('summary')) };
      }
    }
    return null;
  }, `a feature card (details) headed "${title}" is shown`);
}

const isOpen = async (card) => (await card.group.getAttribute('open')) !== null;

export function homeChecks(session) {
  check('Home’s feature cards open one at a time, and close again', session, async (page) => {
    await page.open('/');
    await page.waitForCode();
    await expectMainHeading(page, 'Welcome to Al-Ihsan School');
    const first = await featureCard(page, 'Academic Excellence');
    const second = await featureCard(page, 'Qualified Teachers');
    assert.equal(await isOpen(first), false, 'Academic Excellence starts closed');

    await page.click(first.summary, 'Academic Excellence’s summary');
    const detail = await first.group.findElement(By.xpath('.//*[text()[contains(., "record of full BECE passes")]]'));
    await page.wait(() => detail.isDisplayed(), 'Academic Excellence opens, its text shown');
    await page.click(second.summary, 'Qualified Teachers’ summary');
    await page.wait(async () => (await isOpen(second)) && !(await isOpen(first)), 'Qualified Teachers opens alone');
    assert.equal(await detail.isDisplayed(), false, 'Academic Excellence’s text is hidden again');
    await page.click(second.summary, 'Qualified Teachers’ summary');
    await page.wait(async () => !(await isOpen(second)), 'Qualified Teachers closes again');
    await expectNoPageErrors(page);
  });
}
