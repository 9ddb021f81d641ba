import { submitAsTapped } from '@school/shared/platform';
import { GIVE_UP_EVENT, HELD_EVENT, RELEASE_EVENT } from '@school/shared/page-composition';
import { leaveEventsToPlatform } from './leave-to-platform';

/**
 * The controls whose tap the HTML alone cannot act on. What the platform does by itself is left to
 * it, before the code as after: a link (a news tab, Read more, Apply Now are links until the code
 * runs), a disclosure's summary.
 */
const NEEDS_CODE = 'button, [role="button"]:not(a, summary), a[download]';
const ENDING_EVENTS = [RELEASE_EVENT, GIVE_UP_EVENT];

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
 * submit is left to the browser: the form's own post to the form service. Typed values need
 * nothing: the code hydrates the same fields, which keep them (docs/architecture.md#loading-and-hydration,
 * step 4). It listens on the document, before anything inside it: until then every discrete event
 * in the content is kept from React (leave-to-platform.ts), whose listener on <main> would
 * otherwise hydrate the whole area at once, inside the tap, while its hydration is under way.
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
  const stop = (event: Event) => {
    release();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    win?.removeEventListener('error', stop);
    for (const type of ENDING_EVENTS) container.removeEventListener(type, stop);
    held?.control.removeAttribute('aria-busy');
    if (!held || (event.type !== RELEASE_EVENT && held.form < 0)) return;
    if (held.control.isConnected) held.replay();
    else if (held.form >= 0) {
      const form = forms()[held.form];
      if (form) submitAsTapped(form);
    }
  };
  for (const type of ENDING_EVENTS) container.addEventListener(type, stop);
  // An error no code caught: a script the engine cannot parse, a call it lacks.
  win?.addEventListener('error', stop);
}
