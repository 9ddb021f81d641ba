/**
 * The page's first script (built on its own by the SEO plugin and inlined in every page's <head>,
 * with no imports at run time): makes the current route's prerendered HTML readable, and its
 * controls hold a tap, before the shell's or the remote's code has arrived. The deploys write that
 * HTML into the page (@school/shared/page-composition), so it usually comes with the page. A page
 * left as the shell built it gets it one round trip later: the live copy of the fragment that the
 * remote's deploy keeps at a fixed address on the site, preloaded from the page's <head> (two for
 * a remote served from elsewhere: /remotes.json, then the fragment beside its manifest). It never
 * blocks anything: if a fetch fails, the area's code renders the page as it would without a
 * fragment.
 */
import { fragmentBuildOf, fragmentFile, stampPageElapsed } from '@school/shared/fragment';
import { submitAsTapped } from '@school/shared/platform';
import { leaveEventsToPlatform } from './leave-to-platform';
import { normalisePath } from '../routing/normalise-path';
import {
  BUILD_PLACEHOLDER,
  FRAGMENT_SLOT_ID,
  GIVE_UP_EVENT,
  HELD_EVENT,
  KEPT_USER_ATTR,
  placeFragment,
  readSlot,
  RELEASE_EVENT,
  SHOWN_EVENT,
  type FragmentSlot,
} from '@school/shared/page-composition';

/**
 * The controls whose tap the HTML alone cannot act on. What the platform does by itself is left to
 * it, before the code as after: a link (a news tab, Read more, Apply Now are links until the code
 * runs), a disclosure's summary.
 */
const NEEDS_CODE = 'button, [role="button"]:not(a, summary), a[download]';

interface HeldAction {
  control: HTMLElement;
  /** The held submit's form, as its place among the container's forms; -1 for a tap. */
  form: number;
  replay: () => void;
}

/**
 * Until the area's code runs, a tap on a control that needs it, and a submit, are held: the
 * control is marked busy, and the last one held is done exactly once. Once RELEASE_EVENT is fired
 * on `container` (the code runs), the code does it: it is replayed on the same control, or, when
 * the code rendered the page afresh (HTML from another build), a held submit on the same form,
 * which keeps what was typed (createArea). Once GIVE_UP_EVENT is fired instead (the code is not
 * coming), or an error no code caught reaches the window (the code came and failed), a held
 * submit is left to the browser: the form's own post to the form service.
 * Typed values need nothing: the code hydrates the same fields, which keep them.
 * It listens on the document, before anything inside it: until then every discrete event in the
 * content is kept from React (leave-to-platform.ts), whose listener on <main> would otherwise
 * hydrate the whole area at once, inside the tap, while its hydration is under way.
 */
export function holdEarlyActions(container: HTMLElement): void {
  let held: HeldAction | undefined;
  const forms = () => [...container.querySelectorAll('form')];
  const hold = (event: Event, action: HeldAction) => {
    event.preventDefault();
    event.stopPropagation();
    held?.control.removeAttribute('aria-busy');
    held = action;
    action.control.setAttribute('aria-busy', 'true');
    container.dispatchEvent(new Event(HELD_EVENT));
  };
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>(NEEDS_CODE);
    if (!control || !container.contains(control)) return;
    const submits = control instanceof HTMLButtonElement && control.type === 'submit' && control.form;
    const form = submits ? forms().indexOf(submits) : -1;
    hold(event, { control, form, replay: () => control.click() });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target as HTMLFormElement;
    if (!container.contains(form)) return;
    const submitter = event.submitter;
    hold(event, {
      control: submitter ?? form,
      form: forms().indexOf(form),
      replay: () => submitAsTapped(form, submitter),
    });
  };
  const doc = container.ownerDocument;
  const release = leaveEventsToPlatform(container);
  const win = doc.defaultView;
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);
  /** Stops holding, once; the action held, if any. */
  const stop = (): HeldAction | undefined => {
    release();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    win?.removeEventListener('error', onGiveUp);
    container.removeEventListener(RELEASE_EVENT, onRelease);
    container.removeEventListener(GIVE_UP_EVENT, onGiveUp);
    const action = held;
    held = undefined;
    action?.control.removeAttribute('aria-busy');
    return action;
  };
  /** Does the held action again, or submits the same form where the page was drawn again (its nodes new). */
  const redo = (action: HeldAction) => {
    if (action.control.isConnected) action.replay();
    else if (action.form >= 0) {
      const form = forms()[action.form];
      if (form) submitAsTapped(form);
    }
  };
  const onRelease = () => {
    const action = stop();
    if (action) redo(action);
  };
  // A held submit goes to the browser, as the form's own post; a held tap is left undone.
  const onGiveUp = () => {
    const action = stop();
    if (action && action.form >= 0) redo(action);
  };
  container.addEventListener(RELEASE_EVENT, onRelease);
  container.addEventListener(GIVE_UP_EVENT, onGiveUp);
  // An error no code caught (a script the engine cannot parse, a call it lacks) before the area's
  // code runs: the code came and failed, which is the code not coming.
  win?.addEventListener('error', onGiveUp);
}

async function fetchOk(url: URL | string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

const textOf = async (url: URL | string) => (await fetchOk(url)).text();

/** A fragment's HTML with its asset URLs (REMOTE_BASE_TOKEN) resolved against its build's folder. */
const resolved = (html: string, buildDir: URL) => placeFragment(html, buildDir.href);

/**
 * The route's fragment HTML: the live copy named by the slot (data-live), which the remote's deploy
 * keeps on this site, its URLs resolved against the folder of the build it is stamped with
 * (data-live-build-dir); failing that (a remote served from elsewhere, whose move left an unstamped
 * notice there; a dev server), the fragment beside the remote's manifest in /remotes.json, one round
 * trip later. A live copy from another build than the code that comes next is safe: that code
 * renders the area afresh.
 */
async function fetchFragment(doc: Document, slot: FragmentSlot): Promise<string | null> {
  const { remote, path, live } = slot;
  if (live) {
    try {
      const html = await textOf(live.url);
      const build = fragmentBuildOf(html);
      if (build) return resolved(html, new URL(live.buildDir.replace(BUILD_PLACEHOLDER, build), doc.location.href));
    } catch {
      // Not kept on this site: ask the map where the remote is (as for an unstamped live copy).
    }
  }
  const map = (await (await fetchOk('/remotes.json')).json()) as Record<string, unknown>;
  const entry = map[remote];
  if (typeof entry !== 'string') return null;
  const manifest = new URL(entry, doc.location.href);
  const html = await textOf(new URL(fragmentFile(path), manifest));
  // Not a fragment: a dev server answers every path with its own index.html.
  return fragmentBuildOf(html) ? resolved(html, new URL('.', manifest)) : null;
}

/**
 * For a visitor Firebase has kept signed in, the page's content waits for the shell's first auth
 * check (the spec): the page's first styles hide the slot while <html> carries KEPT_USER_ATTR.
 * Called from <head>, before the content (which may come with the HTML) is parsed.
 */
export function hideContentForKeptUser(doc: Document, keptUser: boolean): void {
  if (keptUser) doc.documentElement.setAttribute(KEPT_USER_ATTR, '');
}

/**
 * Shows the route's fragment; resolves to the element that shows it, or null when there was none
 * to show (it rejects if it failed). Called once the page's HTML is parsed.
 */
export async function showFragment(doc: Document = document): Promise<HTMLElement | null> {
  const slot = doc.getElementById(FRAGMENT_SLOT_ID);
  const said = slot && readSlot((name) => slot.getAttribute(name));
  if (!slot || !said || said.path !== normalisePath(doc.location.pathname)) return null;
  holdEarlyActions(slot);
  // The content came with the page: written in by the deploy, or kept whole by the service worker.
  // It entered the document as the page was parsed: the stamp on <html> (stampPageStart) says when.
  if (slot.hasChildNodes()) return shown(slot, false);
  const html = await fetchFragment(doc, said);
  // The area's code came first and rendered the page itself.
  if (html === null || !slot.isConnected || slot.hasChildNodes()) return null;
  slot.innerHTML = html;
  return shown(slot, true);
}

function shown(slot: HTMLElement, inserted: boolean): HTMLElement {
  if (inserted) stampPageElapsed(slot);
  slot.dispatchEvent(new Event(SHOWN_EVENT));
  return slot;
}

/**
 * Content that comes with the HTML enters the document as the page is parsed, and its CSS timings
 * (Home's spinner stage) start then: stamped on <html> from <head>, before it is parsed, the elapsed
 * time is never later than their start, so what they time never comes early. (Stamped once the
 * page was parsed, it came up to 400 ms early.) The slot inherits it; a fragment the early script
 * puts in the slot itself is stamped on the slot.
 */
export function stampPageStart(doc: Document): void {
  stampPageElapsed(doc.documentElement);
}
