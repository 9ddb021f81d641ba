// The deployed function itself, `forms`, on a Firestore emulator: its parameters from the
// environment as the platform sets them, each request handed over as the Functions Framework
// does (Express's request, its body read whole into `rawBody`).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import {
  findFirestoreEmulator,
  startFirestoreEmulator,
  withoutFirestoreEmulator,
} from '../../scripts/firestore-emulator.mjs';

const PROJECT = 'demo-school-function';
const found = findFirestoreEmulator();
const outcome = 'command' in found ? null : withoutFirestoreEmulator(found.missing);
if (outcome && 'fail' in outcome) throw new Error(outcome.fail);
const skip = outcome?.skip ?? false;

let emulator;
let server;
let url;
let db;

before(async () => {
  if (skip) return;
  emulator = await startFirestoreEmulator(found, { projectId: PROJECT, log: () => {} });
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: emulator.host,
    GCLOUD_PROJECT: PROJECT,
    SITE_ORIGIN: 'https://school.example',
    FORM_RECIPIENTS_ADMISSION: 'admissions@school.test',
    FORM_RECIPIENTS_CONTACT: 'office@school.test',
    FORM_RECIPIENTS_NEWSLETTER: 'news@school.test',
    FORM_RECIPIENTS_JOB_APPLICATION: 'jobs@school.test, head@school.test',
  });
  const { forms } = await import('../lib/index.js');
  const { firestoreOf } = await import('../lib/firestore-app.js');
  db = firestoreOf(PROJECT, 'reader');
  server = createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    Object.assign(req, {
      rawBody: Buffer.concat(chunks),
      originalUrl: req.url,
      ip: req.socket.remoteAddress,
      header: (name) => req.headers[name.toLowerCase()],
      get: (name) => req.headers[name.toLowerCase()],
    });
    await forms(req, res);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${server.address().port}/f/school`;
});

after(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve()));
  await db?.terminate();
  const { getApps, deleteApp } = await import('firebase-admin/app');
  await Promise.all(getApps().map((app) => deleteApp(app)));
  await emulator?.stop();
});

const docs = async (collection) => (await db.collection(collection).get()).docs.map((doc) => doc.data());

test('stores a post with its mail to the form’s recipients, a double tap once', { skip }, async () => {
  const fields = {
    fullName: 'Ọlá Àdìó',
    email: 'ola@example.com',
    phone: '0800',
    position: 'Mathematics Teacher',
    experience: '5',
    education: 'BSc',
    coverLetter: 'Dear Sir',
  };
  const post = () =>
    fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) });
  const answers = await Promise.all([post(), post()]);
  assert.deepEqual(
    answers.map((res) => res.status),
    [200, 200],
  );
  const [submission, ...others] = await docs('submissions');
  assert.deepEqual(others, []);
  assert.equal(submission.form, '/f/school');
  assert.deepEqual(submission.fields, fields);
  assert.ok(submission.receivedAt.toDate() instanceof Date);
  const mail = await docs('mail');
  assert.equal(mail.length, 1);
  assert.deepEqual(mail[0].to, ['jobs@school.test', 'head@school.test']);
  assert.equal(mail[0].message.subject, 'Job application from the website: Ọlá Àdìó');
});

test('answers a no-script post with the site’s result page, and a body of "&" with 400', { skip }, async () => {
  const sent = '/forms/contact/sent';
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `name=Amina&message=Hello&_gotcha=&_next=${encodeURIComponent(sent)}`,
    redirect: 'manual',
  });
  assert.equal(res.status, 303);
  assert.equal(res.headers.get('location'), sent);
  const empty = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '&',
  });
  assert.equal(empty.status, 400);
  assert.equal((await docs('mail')).filter((mail) => mail.to[0] === 'office@school.test').length, 1);
});
