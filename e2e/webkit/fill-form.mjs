// Fills a form as the Playwright suite's fillEveryField does (e2e/tests/forms.ts), through
// WebDriver: the marker in every text field (and in the e-mail address), a date, the last option
// of every list, every box ticked. A field the page filled in (the position applied for) keeps
// its value; a field not shown is left alone.
import assert from 'node:assert/strict';
import wd from 'selenium-webdriver';

const { By, Key } = wd;

const TYPED = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([name="_gotcha"]), select, textarea';

export const DATE = '2019-03-14';
/** What a parent types into WebKit's date field, whose parts follow the locale (C: month/day/year). */
const DATE_KEYS = '03/14/2019';

/**
 * Each field: its element, tag, type, name, value, last option's value, and whether it is shown
 * (a field in a section the engine skipped while off screen is shown: it is drawn when reached).
 */
const FIELDS = `return [...arguments[0].querySelectorAll(arguments[1])].map((field) => [
  field,
  field.tagName.toLowerCase(),
  field.type,
  field.name,
  field.value,
  field.tagName === 'SELECT' ? field.options[field.options.length - 1]?.value : null,
  field.checkVisibility({ visibilityProperty: true }),
])`;

/** Fills `form`; gives what went into each single-valued field, by name. */
export async function fillEveryField(page, form, marker) {
  const fields = await page.driver.executeScript(FIELDS, form, TYPED);
  assert.ok(fields.length > 0, 'the form has fields to fill');
  const typed = {};
  for (const [field, tag, type, name, value, lastOption, shown] of fields) {
    if (!shown) continue;
    if (tag === 'select') {
      await page.click(await field.findElement(By.css('option:last-child')), `the last option of ${name}`);
      typed[name] = lastOption;
      continue;
    }
    if (type === 'checkbox') {
      if (!(await field.isSelected())) await page.click(field, `the box ${name}`);
      continue;
    }
    if (value !== '') continue;
    if (type === 'date') {
      await page.interact(field, name, (target) => target.sendKeys(DATE_KEYS));
      assert.equal(await field.getProperty('value'), DATE, `the date typed into ${name}`);
      typed[name] = DATE;
      continue;
    }
    // A line break is the Enter key: WebKitWebDriver types no "\n" of a text.
    const keys =
      type === 'email'
        ? [`${marker}@example.com`]
        : [`${marker} ${name}`, ...(tag === 'textarea' ? [Key.ENTER, 'second line'] : [])];
    await page.interact(field, name, (target) => target.sendKeys(...keys));
    typed[name] = keys.map((key) => (key === Key.ENTER ? '\n' : key)).join('');
  }
  return typed;
}
