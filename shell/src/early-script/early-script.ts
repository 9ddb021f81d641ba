// The entry of the early script, inline in every built page's <head>; README.md says what it does.
import { stampPageElapsed } from '@school/shared/fragment';
import { hasKeptSignIn } from '../auth/kept-sign-in';
import { savesData, startOnFirstUse } from './data-saver';
import { layOutSectionsWhenIdle } from './lay-out-sections';
import { pageContent } from './page-content';
import { FRAGMENT_SLOT_ID, GIVE_UP_EVENT, KEPT_USER_ATTR } from '@school/shared/page-composition';
import { startAfterContent, startApp } from './start-app';

const app = document.currentScript?.dataset;
const keptUser = hasKeptSignIn();
// A visitor Firebase has kept signed in sees the content after the shell's first auth check (the
// spec): the page's first styles hide the slot while <html> carries KEPT_USER_ATTR.
if (keptUser) document.documentElement.setAttribute(KEPT_USER_ATTR, '');
// The content's CSS timings (Home's spinner stage) start as it is parsed: stamped before that, the
// elapsed time is never later than their start. (Stamped once the page was parsed, it came up to 400 ms early.)
stampPageElapsed(document.documentElement);
const parsed = new Promise<void>((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
});
const shown = parsed.then(() => pageContent());
void shown.then((content) => content && layOutSectionsWhenIdle(content));
if (app?.entry) {
  // The shell's code not coming is the area's code not coming: a held submit goes as a form post.
  const giveUp = () => document.getElementById(FRAGMENT_SLOT_ID)?.dispatchEvent(new Event(GIVE_UP_EVENT));
  const start = () => startApp(app, document, giveUp);
  if (keptUser) {
    // A kept sign-in is checked by the shell's code before the content shows: it starts at once.
    start();
  } else if (savesData()) {
    // Nothing to read without the code (no fragment, another page): it starts at once.
    shown.then((content) => (content ? startOnFirstUse(content, start) : start()), start);
  } else {
    startAfterContent(shown, start);
  }
}
