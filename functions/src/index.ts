// The school's form service as a 2nd-gen Cloud Function, served on the site's own origin through
// Hosting's rewrite of /f/** (firebase.json). Its configuration is parameters (docs/deploying.md):
// each form's recipients, and the site's origin for the editor's sign-in, in
// functions/.env.<project id>.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { answerCloudRequest } from './cloud-function.js';
import { createCmsAuth } from './cms-auth.js';
import { createFirestoreStore } from './firestore-store.js';
import { createFormHandler, type FormHandler } from './handler.js';
import { recipientsFromEnv, recipientsVariable, type Recipients } from './notification.js';
import { RESULT_FORMS } from './result-pages.js';
import type { SubmissionStore } from './store.js';

const SITE_ORIGIN = defineString('SITE_ORIGIN', {
  description: 'The site’s origin: where the staff editor (/admin) signs in',
});
// Strings, not list parameters: comma-separated addresses, read by the same code as npm start's.
const RECIPIENTS = RESULT_FORMS.map((form) =>
  defineString(recipientsVariable(form), {
    description: `Who receives the ${form} form's submissions, comma-separated`,
  }),
);

/** One handler per instance, made on its first request (parameters have no value at deploy's load). */
let handler: FormHandler | undefined;

/** Recipients that are not addresses leave the service refusing every submission (500, `_error`), saying why. */
function configured(): { store: SubmissionStore; recipients: Recipients } {
  try {
    const recipients = recipientsFromEnv(Object.fromEntries(RECIPIENTS.map((param) => [param.name, param.value()])));
    return { store: createFirestoreStore(getFirestore(initializeApp())), recipients };
  } catch (error) {
    const none = { admission: [], contact: [], newsletter: [], 'job-application': [] };
    return { store: { save: () => Promise.reject(error) }, recipients: none };
  }
}

function instanceHandler(): FormHandler {
  handler ??= createFormHandler(configured());
  return handler;
}

export const forms = onRequest(
  // Past this many instances a burst waits rather than scaling on: the school's forms are few.
  { maxInstances: 10, timeoutSeconds: 60 },
  (req, res) => answerCloudRequest(instanceHandler(), req, res),
);

const CMS_GITHUB_CLIENT_ID = defineString('CMS_GITHUB_CLIENT_ID', {
  description: 'The client id of the school’s GitHub OAuth App, which signs staff in to /admin/',
});
const CMS_GITHUB_CLIENT_SECRET = defineSecret('CMS_GITHUB_CLIENT_SECRET');

let cmsAuth: ReturnType<typeof createCmsAuth> | undefined;

/** The editor's sign-in with GitHub (cms-auth.ts), at CMS_AUTH_PATH on the site's origin. */
export const cmsauth = onRequest({ secrets: [CMS_GITHUB_CLIENT_SECRET], maxInstances: 2 }, async (req, res) => {
  cmsAuth ??= createCmsAuth({
    clientId: CMS_GITHUB_CLIENT_ID.value(),
    clientSecret: CMS_GITHUB_CLIENT_SECRET.value(),
    siteOrigin: SITE_ORIGIN.value(),
  });
  const answer = await cmsAuth({ method: req.method, target: req.originalUrl ?? req.url, cookie: req.headers.cookie });
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
