import { expect, expectArea, FORM_ENDPOINT, test } from '../fixtures';
import { SHELL_ORIGIN } from '../local-apps';
import { ROUTES } from '../route-table';

// One origin: the shell's pages, every remote's files and the form service come from the site's
// own address, so a page opens one connection for all of them. Only services that are not the
// site's live elsewhere: Firebase Auth (here its emulator) and the contact page's map.
const SERVICES = ['http://127.0.0.1:9099', 'http://localhost:9099'];
const isService = (url: URL) => SERVICES.includes(url.origin) || /(^|\.)google\.com$/.test(url.hostname);

test('every form posts to the form service on the site’s own origin, as Hosting’s rewrite serves it', async ({
  page,
}) => {
  await page.goto('/contact');
  await expectArea(page, 'contact-newsletter');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  expect(await form.evaluate((element: HTMLFormElement) => element.action)).toBe(FORM_ENDPOINT);
  expect(new URL(FORM_ENDPOINT).origin).toBe(SHELL_ORIGIN);
});

for (const route of ROUTES) {
  test(`${route.path}: every request for the site’s files goes to its one origin`, async ({ page }) => {
    const elsewhere: string[] = [];
    const remoteFiles: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || isService(url)) return;
      if (url.origin !== SHELL_ORIGIN) elsewhere.push(url.href);
      else if (url.pathname.startsWith('/apps/')) remoteFiles.push(url.pathname);
    });
    // goto waits for the page's load event; the area being ready means the shell's code ran and
    // the area's fragment, entry, code and page chunk came: every request the test is about.
    await page.goto(route.path);
    await expectArea(page, route.area);
    expect(elsewhere).toEqual([]);
    // The area's fragment and code did come, from its build folder under /apps/.
    expect(remoteFiles.some((path) => path.startsWith(`/apps/${route.area}/`))).toBe(true);
  });
}
