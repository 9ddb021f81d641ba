import { expect, test } from '../fixtures';
import { fillEveryField, newMarker, resultPage, SITE_FORMS, theSubmission, typedInto } from '../forms';

const contact = SITE_FORMS.find((form) => form.name === 'contact')!;

test('when the site’s config cannot be read, the page stays whole and a message sent reaches the school once', async ({
  page,
  formPosts,
}) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.goto(contact.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  const form = await contact.open(page);
  const marker = newMarker();
  await fillEveryField(form, marker);
  const typed = await typedInto(form);
  await form.getByRole('button', { name: contact.submit }).click();
  // The shell's code stops; the content, the layout and the form's own post are the HTML's.
  const result = resultPage('contact', 'sent');
  await expect(page).toHaveURL(result.path);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(result.message);
  const { data } = await theSubmission(marker);
  expect(Object.fromEntries(typed)).toMatchObject(data);
  expect(formPosts.map((post) => post.headers['content-type'])).toEqual(['application/x-www-form-urlencoded']);
});

test('when the site’s config cannot be read, the Menu and the header’s links still work', async ({ page }) => {
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(page.getByRole('form', { name: 'Send Us a Message' })).toBeVisible();
});
