import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formNameOf, notificationOf } from '../lib/local.js';

const recipients = {
  admission: ['a@x.test'],
  contact: ['c@x.test'],
  newsletter: ['n@x.test'],
  'job-application': ['j@x.test'],
};

test('a submission is the form its result pages name, else the form whose keys it carries, else contact', () => {
  assert.equal(formNameOf({ email: 'e' }, 'newsletter'), 'newsletter');
  assert.equal(formNameOf({ email: 'e', firstName: 'f', lastName: 'l', preferences: '' }), 'newsletter');
  assert.equal(
    formNameOf({
      fullName: 'f',
      email: 'e',
      phone: 'p',
      position: 'p',
      experience: 'x',
      education: 'e',
      coverLetter: 'c',
    }),
    'job-application',
  );
  assert.equal(formNameOf({ name: 'n', email: 'e', phone: 'p', subject: 's', message: 'm' }), 'contact');
  assert.equal(formNameOf({ email: 'e' }), 'contact');
  assert.equal(formNameOf({ constructor: 'a' }), 'contact');
});

test('the notification is the Trigger Email document: to, and a one-line subject and the fields as text', () => {
  const mail = notificationOf(
    {
      form: '/f/school',
      receivedAt: '2026-01-02T03:04:05.000Z',
      data: { name: 'Aisha\r\nBcc: x@evil.test', message: 'Hello\nthere' },
    },
    'contact',
    recipients,
  );
  assert.deepEqual(Object.keys(mail), ['to', 'message']);
  assert.deepEqual(mail.to, ['c@x.test']);
  assert.equal(mail.message.subject, 'Contact message from the website: Aisha Bcc: x@evil.test');
  assert.equal(
    mail.message.text,
    'Contact message, received 2026-01-02T03:04:05.000Z (/f/school)\n\nname: \nAisha\r\nBcc: x@evil.test\n\nmessage: \nHello\nthere\n',
  );
  mail.to.push('more@x.test');
  assert.deepEqual(recipients.contact, ['c@x.test'], 'a copy of the recipients');
});
