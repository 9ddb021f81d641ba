// The entry of the early script, inline at the end of every built page (see show-fragment.ts and
// start-app.ts): shows the route's content, then starts the shell's code, or with data saver on,
// waits for the parent to use the page (data-saver.ts).
import { CONTENT_AT_ATTR } from '@school/shared/fragment';
import { hasStoredUser } from '../auth/stored-user';
import { savesData, startOnFirstUse } from './data-saver';
import { layOutSectionsWhenIdle } from './lay-out-sections';
import { showFragment } from './show-fragment';
import { appScriptsOf, startAfterContent, startApp } from './start-app';

const app = appScriptsOf(document.currentScript);
const shown = showFragment();
// A fragment that cannot be shown leaves the page to the area's code.
shown.then((content) => content && layOutSectionsWhenIdle(content)).catch(() => {});
if (app) {
  const start = () => startApp(app);
  if (hasStoredUser()) {
    // A kept sign-in is checked by the shell's code before the content shows: it starts at once.
    start();
  } else if (savesData()) {
    // Nothing to read without the code (no fragment, another page): it starts at once.
    shown.then((content) => (content ? startOnFirstUse(content, start) : start()), start);
  } else {
    const contentAt = () => Number(document.querySelector(`[${CONTENT_AT_ATTR}]`)?.getAttribute(CONTENT_AT_ATTR)) || 0;
    startAfterContent(shown, start, contentAt);
  }
}
