// Finding elements as a parent's screen reader names them: by role and accessible name, through
// WebDriver's computed role and label (WebKit's own accessibility tree), within a scope.
import wd from 'selenium-webdriver';

const { By, error } = wd;

/** Where each role the checks use can be found; the computed role then decides. */
const CANDIDATES = {
  alert: '[role=alert]',
  article: 'article, [role=article]',
  banner: 'header, [role=banner]',
  button: 'button, [role=button], input[type=submit], input[type=button]',
  dialog: 'dialog, [role=dialog]',
  form: 'form, [role=form]',
  group: 'details, fieldset, [role=group]',
  heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
  link: 'a[href], [role=link]',
  main: 'main, [role=main]',
  navigation: 'nav, [role=navigation]',
  region: 'section, [role=region]',
  status: 'output, [role=status]',
  tab: '[role=tab]',
  tabpanel: '[role=tabpanel]',
};

/** `name` matches: the same words (spaces collapsed), or a RegExp that matches them. */
export function nameMatches(actual, name) {
  const words = actual.replace(/\s+/g, ' ').trim();
  return name instanceof RegExp ? name.test(words) : words === name;
}

/** An element the page replaced while it was being read counts as not there. */
export async function unlessStale(read, fallback) {
  try {
    return await read();
  } catch (caught) {
    if (caught instanceof error.StaleElementReferenceError || caught instanceof error.NoSuchElementError) {
      return fallback;
    }
    throw caught;
  }
}

/**
 * The elements under `scope` that `css` selects. WebKit's driver can fail a whole find with a
 * stale element when the page replaces nodes while it builds their handles (hydration, a dialog
 * opening): the find is asked again, a few times, as the page settles.
 */
async function findAll(scope, css, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await scope.findElements(By.css(css));
    } catch (caught) {
      if (!(caught instanceof error.StaleElementReferenceError) || attempt === attempts) throw caught;
    }
  }
}

/** Roles whose name may come from their content (WAI-ARIA's "name from content"). */
const NAMED_BY_CONTENT = new Set(['button', 'heading', 'link', 'tab']);

/**
 * The accessible name of a displayed element: WebKit's computed one, or, when WebKit gives none,
 * the name its aria-label, aria-labelledby or (for a role named by its content) its words give.
 * WebKit 2.50 names nothing inside a section it skipped (`content-visibility: auto`, off screen)
 * when it built its accessibility tree, and keeps that empty name once the section is drawn: seen
 * on Home, Contact, Newsletter and Careers with no script, where the early script does not lay
 * the sections out.
 */
async function accessibleNameOf(element, role) {
  const name = await element.getAccessibleName();
  if (name !== '') return name;
  return element.getDriver().executeScript(
    `const [element, byContent] = arguments;
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const ids = element.getAttribute('aria-labelledby');
    if (ids) return ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    return byContent ? element.textContent : '';`,
    element,
    NAMED_BY_CONTENT.has(role),
  );
}

/**
 * The elements under `scope` (the driver, or an element) whose computed role is `role` and whose
 * accessible name matches `name` (any name when none is given), displayed ones only unless
 * `displayed` is false (a hidden element has no role in the accessibility tree: then only the
 * name's words of its aria-label or text are compared).
 */
export async function allByRole(scope, role, { name, displayed = true, css = CANDIDATES[role] } = {}) {
  if (!css) throw new Error(`queries.mjs: no candidates for the role ${role}`);
  const found = [];
  for (const element of await findAll(scope, css)) {
    const matches = await unlessStale(async () => {
      if (!displayed) {
        if (name === undefined) return true;
        const label = (await element.getAttribute('aria-label')) ?? (await element.getProperty('textContent'));
        return nameMatches(label ?? '', name);
      }
      if (!(await element.isDisplayed())) return false;
      try {
        if ((await element.getAriaRole()) !== role) return false;
        return name === undefined || nameMatches(await accessibleNameOf(element, role), name);
      } catch (caught) {
        // WebKit answers an unknown error for an element that left the accessibility tree since.
        if (caught instanceof error.WebDriverError && !(await element.isDisplayed())) return false;
        throw caught;
      }
    }, false);
    if (matches) found.push(element);
  }
  return found;
}

/** The one element of that role and name, or null; more than one is an error of the query. */
export async function oneByRole(scope, role, options = {}) {
  const found = await allByRole(scope, role, options);
  if (found.length > 1) throw new Error(`${found.length} elements of role ${role} named ${options.name}`);
  return found[0] ?? null;
}

/** The text an element shows, spaces collapsed. */
export async function textOf(element) {
  return (await element.getText()).replace(/\s+/g, ' ').trim();
}
