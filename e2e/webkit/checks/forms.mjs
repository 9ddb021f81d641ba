// Each form of the site, and both careers applications, in this engine: filled as a parent would,
// sent once, the spec's success shown (in place with script; the site's result page without), and
// stored exactly once by the form service.
import assert from 'node:assert/strict';
import wd from 'selenium-webdriver';
import { expectMainHeading, expectNoPageErrors } from '../expectations.mjs';
import { DATE, fillEveryField } from '../fill-form.mjs';
import { allByRole, oneByRole, textOf } from '../queries.mjs';
import { MESSAGES, SENT_PAGES } from '../spec-texts.mjs';
import { newMarker, submissionsWith } from '../submissions.mjs';
import { check } from '../session.mjs';

const { By } = wd;

/** The element of `role` (named `name`) that shows `text`, once the page shows it. */
async function waitForShown(page, role, { name, text }) {
  return page.wait(
    async () => {
      for (const element of await allByRole(page.driver, role, { name })) {
        if (!text || (await textOf(element)).includes(text)) return element;
      }
      return null;
    },
    `a ${role}${name ? ` named "${name}"` : ''}${text ? ` saying "${text}"` : ''} is shown`,
  );
}

/** A form found by its accessible name, where the page shows it. */
const namedForm = (name) => (page) => waitForShown(page, 'form', { name });

/**
 * A position's application: with script, Apply Now (a button, once the area's code runs) opens
 * its dialog; with none, Apply Now is a link to the application's page of its own.
 */
const application = (control, title, ownPage) => async (page) => {
  const { script } = page.configuration;
  const role = script ? 'button' : 'link';
  const opener = await page.wait(() => control(page, role), `the ${role} that opens "${title}" is shown`);
  await page.click(opener, `the control that opens "${title}"`);
  if (!script) {
    await page.waitForLocation(ownPage);
    await expectMainHeading(page, title);
  }
  return page.wait(
    async () => {
      const holder = script
        ? await oneByRole(page.driver, 'dialog', { name: title })
        : await oneByRole(page.driver, 'main');
      const [form] = holder ? await holder.findElements(By.css('form')) : [];
      return form;
    },
    `the form of "${title}" is shown in ${script ? 'its dialog' : 'the page'}`,
  );
};

const SITE_FORMS = [
  {
    label: 'the admission application (/admissions)',
    kind: 'admission',
    path: '/admissions',
    open: namedForm('Online Application Form'),
    submit: 'Submit Application',
    sentInPlace: (page) => waitForShown(page, 'status', { text: MESSAGES.admission }),
    stored: (marker) => ({ surname: `${marker} surname`, dateOfBirth: DATE }),
  },
  {
    label: 'the contact message (/contact)',
    kind: 'contact',
    path: '/contact',
    open: namedForm('Send Us a Message'),
    submit: 'Send Message',
    sentInPlace: (page) => waitForShown(page, 'status', { text: MESSAGES.contact }),
    stored: (marker) => ({ name: `${marker} name`, email: `${marker}@example.com` }),
  },
  {
    label: 'the newsletter subscription (/newsletter)',
    kind: 'newsletter',
    path: '/newsletter',
    open: namedForm('Subscribe'),
    submit: 'Subscribe',
    sentInPlace: (page) => waitForShown(page, 'heading', { name: MESSAGES.newsletter }),
    stored: (marker) => ({
      email: `${marker}@example.com`,
      preferences: 'School Updates Weekly, Academic Excellence Monthly, Events & Activities',
    }),
  },
  {
    label: 'the application for Mathematics Teacher (Apply Now on /jobs)',
    kind: 'job-application',
    path: '/jobs',
    open: application(
      async (page, role) => {
        const article = await oneByRole(page.driver, 'article', { name: 'Mathematics Teacher' });
        return article && oneByRole(article, role, { name: 'Apply Now' });
      },
      'Apply for: Mathematics Teacher',
      '/jobs/apply/mathematics-teacher',
    ),
    submit: 'Submit Application',
    sentInPlace: (page) => waitForShown(page, 'dialog', { name: 'Application Status', text: MESSAGES.jobApplication }),
    stored: (marker) => ({ fullName: `${marker} fullName`, position: 'Mathematics Teacher' }),
  },
  {
    label: 'the general application (Submit General Application on /jobs)',
    kind: 'job-application',
    path: '/jobs',
    open: application(
      (page, role) => oneByRole(page.driver, role, { name: 'Submit General Application' }),
      'Apply for: General Application',
      '/jobs/apply/general',
    ),
    submit: 'Submit Application',
    sentInPlace: (page) => waitForShown(page, 'dialog', { name: 'Application Status', text: MESSAGES.jobApplication }),
    stored: (marker) => ({ fullName: `${marker} fullName`, position: 'General Application' }),
  },
];

export function formChecks(session) {
  for (const form of SITE_FORMS) {
    check(`${form.label} is sent once, says so, and is stored once`, session, async (page) => {
      await page.open(form.path);
      await page.waitForCode();
      const fields = await form.open(page);
      assert.ok(fields, `${form.label}: the form is there`);
      const marker = newMarker();
      const typed = await fillEveryField(page, fields, marker);
      const [submit] = await allByRole(fields, 'button', { name: form.submit });
      assert.ok(submit, `the form has a button named "${form.submit}"`);
      await page.click(submit, `the button "${form.submit}"`);

      if (page.configuration.script) {
        await form.sentInPlace(page);
        await expectNoPageErrors(page);
      } else {
        const sent = SENT_PAGES[form.kind];
        await page.waitForLocation(sent.path);
        await expectMainHeading(page, sent.title);
        assert.ok((await textOf(await oneByRole(page.driver, 'main'))).includes(sent.message), sent.message);
      }

      const stored = await page.wait(async () => {
        const found = await submissionsWith(marker);
        return found.length > 0 && found;
      }, `the form service stored ${marker}`);
      assert.equal(stored.length, 1, `${marker} stored exactly once`);
      // A form post sends a line break as CR LF, the code's JSON as LF.
      const data = Object.fromEntries(
        Object.entries(stored[0].data).map(([key, value]) => [key, value.replaceAll('\r\n', '\n')]),
      );
      for (const [key, value] of Object.entries({ ...typed, ...form.stored(marker) })) {
        assert.equal(data[key], value, `the stored ${key}`);
      }
    });
  }
}
