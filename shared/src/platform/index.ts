/**
 * Feature tests for what the site leans on that engines of the second tier lack (older iPhones
 * on iOS 15-16, Chrome before 114, UC's and KaiOS's engines: docs/architecture.md#engines), and
 * the calls that would throw there. Code reaches these features only through this module, which
 * lint enforces (eslint.config.js): where a feature is missing, the HTML's own way is left as it is.
 */

/** The `popover` attribute, `popovertarget` and `:popover-open` (Safari 17, Chrome 114, Firefox 125). */
export const hasPopovers = (): boolean => typeof HTMLElement === 'function' && 'popover' in HTMLElement.prototype;

/** `<dialog>` with showModal() (Safari 15.4, Chrome 37, Firefox 98). */
export const hasModalDialogs = (): boolean =>
  typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal === 'function';

/** `<details name>`: the platform keeps one of a group open (Safari 17.2, Chrome 120, Firefox 130). */
export const hasExclusiveDetails = (): boolean =>
  typeof HTMLDetailsElement === 'function' && 'name' in HTMLDetailsElement.prototype;

/** Whether the engine knows `selector`: matches() and querySelector() throw a SyntaxError on one it does not. */
export const knowsSelector = (selector: string): boolean =>
  typeof CSS === 'object' && typeof CSS.supports === 'function' && CSS.supports(`selector(${selector})`);

/** element.matches(selector), false where the engine does not know the selector. */
export const matchesIfKnown = (element: Element, selector: string): boolean =>
  knowsSelector(selector) && element.matches(selector);

/** Opens `dialog` as a modal; where `<dialog>` is unknown, shows it in the page's flow instead. */
export function showModal(dialog: HTMLDialogElement): void {
  if (!hasModalDialogs()) dialog.setAttribute('open', '');
  else if (!dialog.open) dialog.showModal();
}

/** Closes `dialog` (its close event fires, as the platform's does). */
export function closeDialog(dialog: HTMLDialogElement): void {
  if (hasModalDialogs()) {
    if (dialog.open) dialog.close();
  } else if (dialog.hasAttribute('open')) {
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
  }
}

/** Closes `element`'s popover if it is open. */
export function hidePopover(element: HTMLElement): void {
  if (hasPopovers() && matchesIfKnown(element, ':popover-open')) element.hidePopover();
}

/**
 * Submits `form` as a parent's tap on `submitter` would (its name and value sent): requestSubmit()
 * where the engine has it (Safari 16), else the submitter's click, else submit(), which skips the
 * checks a submit event already passed.
 */
export function submitAsTapped(form: HTMLFormElement, submitter?: HTMLElement | null): void {
  if (typeof form.requestSubmit === 'function') form.requestSubmit(submitter as HTMLButtonElement | null | undefined);
  else if (submitter) submitter.click();
  else form.submit();
}
