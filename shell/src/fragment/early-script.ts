// The entry of the early script, inline at the end of every built page (see show-fragment.ts and
// start-app.ts): shows the route's content, then starts the shell's code.
import { CONTENT_AT_ATTR } from '@school/shared/fragment';
import { hasStoredUser } from '../auth/stored-user';
import { holdHeaderActions, showFragment } from './show-fragment';
import { appScriptsOf, startAfterContent, startApp } from './start-app';

const app = appScriptsOf(document.currentScript);
holdHeaderActions();
const shown = showFragment();
// A fragment that cannot be shown leaves the page to the area's code.
shown.catch(() => {});
if (app) {
  // A kept sign-in is checked by the shell's code before the content shows: it starts at once.
  const contentAt = () => Number(document.querySelector(`[${CONTENT_AT_ATTR}]`)?.getAttribute(CONTENT_AT_ATTR)) || 0;
  startAfterContent(hasStoredUser() ? Promise.resolve(null) : shown, () => startApp(app), contentAt);
}
