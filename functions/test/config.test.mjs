import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { checkedRecipients, FORM_KEYS, readEnvFile, recipientsFromEnv, RESULT_FORMS } from '../lib/local.js';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const envOf = (project) => readEnvFile(new URL(`functions/.env.${project}`, root).pathname);

test('the forms and their keys are the site’s own (shared/src/forms)', () => {
  const pages = read('shared/src/forms/result-pages.ts');
  const names = /export const FORM_NAMES = \[([^\]]*)\] as const;/.exec(pages)?.[1];
  assert.deepEqual(
    names.split(',').map((name) => name.trim().replaceAll("'", '')),
    RESULT_FORMS,
  );
  const payloads = read('shared/src/forms/payloads.ts');
  const keysOf = (constant) =>
    new RegExp(`export const ${constant} = \\[([^\\]]*)\\]`)
      .exec(payloads)[1]
      .match(/'[A-Za-z]+'/g)
      .map((k) => k.slice(1, -1));
  const shared = {
    admission: [...keysOf('ADMISSION_PUPIL_KEYS'), ...keysOf('ADMISSION_OFFICIAL_KEYS')],
    contact: keysOf('CONTACT_KEYS'),
    newsletter: keysOf('NEWSLETTER_KEYS'),
    'job-application': keysOf('JOB_APPLICATION_KEYS'),
  };
  for (const form of RESULT_FORMS) {
    assert.deepEqual(
      FORM_KEYS[form].filter((key) => !shared[form].includes(key)),
      [],
      `${form}: every key it is told by is one the form sends`,
    );
  }
});

test('each project’s parameters name the site’s origin of its environment and every form’s recipients', () => {
  for (const [env, project] of [
    ['local', 'demo-school'],
    ['production', 'al-ihsan-school'],
  ]) {
    const config = JSON.parse(read(`deploy/${env}/config.json`));
    const site = JSON.parse(read(`deploy/${env}/site.json`));
    assert.equal(config.firebase.projectId, project);
    assert.equal(envOf(project).SITE_ORIGIN, site.origin);
  }
  assert.deepEqual(recipientsFromEnv(envOf('demo-school'))['job-application'], [
    'jobs@school.test',
    'head@school.test',
  ]);
  // Production's stay placeholders until the school names its addresses (docs/deploying.md).
  assert.throws(
    () => recipientsFromEnv(envOf('al-ihsan-school')),
    /FORM_RECIPIENTS_ADMISSION must list e-mail addresses/,
  );
});

test('recipients are refused when a form has none, or one is not an address', () => {
  const good = {
    admission: ['a@x.test'],
    contact: ['b@x.test'],
    newsletter: ['c@x.test'],
    'job-application': ['d@x.test'],
  };
  assert.equal(checkedRecipients(good), good);
  assert.throws(() => checkedRecipients({ ...good, newsletter: [] }), /FORM_RECIPIENTS_NEWSLETTER/);
  assert.throws(() => checkedRecipients({ ...good, contact: ['office'] }), /FORM_RECIPIENTS_CONTACT .*"office"/);
  assert.throws(
    () => checkedRecipients({ ...good, 'job-application': ['a@x.test, b@x.test'] }),
    /FORM_RECIPIENTS_JOB_APPLICATION/,
  );
});

test('readEnvFile reads KEY=value lines as the Firebase CLI writes them', () => {
  const path = new URL('functions/.env.demo-school', root).pathname;
  const values = readEnvFile(path);
  assert.equal(values.FORM_RECIPIENTS_CONTACT, 'office@school.test');
  assert.ok(!Object.keys(values).some((key) => key.startsWith('#')));
});
