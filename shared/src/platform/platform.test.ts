import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeDialog,
  hasExclusiveDetails,
  hasModalDialogs,
  hasPopovers,
  hidePopover,
  knowsSelector,
  matchesIfKnown,
  showModal,
  submitAsTapped,
} from '.';

/** Takes `name` off `proto` for the test, as an older engine lacks it. */
function withoutFeature(proto: object, name: string) {
  const descriptor = Object.getOwnPropertyDescriptor(proto, name);
  if (!descriptor) throw new Error(`the test page has no ${name} to take away`);
  delete (proto as Record<string, unknown>)[name];
  restores.push(() => Object.defineProperty(proto, name, descriptor));
}

const restores: (() => void)[] = [];
afterEach(() => {
  restores.splice(0).forEach((restore) => restore());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('feature tests', () => {
  it('tell popovers, modal dialogs and exclusive disclosures there, and missing', () => {
    expect([hasPopovers(), hasModalDialogs()]).toEqual([true, true]);
    withoutFeature(HTMLElement.prototype, 'popover');
    withoutFeature(HTMLDialogElement.prototype, 'showModal');
    expect([hasPopovers(), hasModalDialogs()]).toEqual([false, false]);
    // The test page's engine (happy-dom) has no `name` on <details>, as Safari before 17.2.
    expect(hasExclusiveDetails()).toBe('name' in HTMLDetailsElement.prototype);
  });

  it('ask the engine whether it knows a selector, and never throw on one it does not', () => {
    const supports = vi.fn(() => false);
    vi.stubGlobal('CSS', { supports });
    const nav = document.body.appendChild(document.createElement('nav'));
    const matches = vi.spyOn(nav, 'matches').mockImplementation(() => {
      throw new SyntaxError("':popover-open' is not a valid selector");
    });
    expect(knowsSelector(':popover-open')).toBe(false);
    expect(supports).toHaveBeenCalledWith('selector(:popover-open)');
    expect(matchesIfKnown(nav, ':popover-open')).toBe(false);
    expect(matches).not.toHaveBeenCalled();
    supports.mockReturnValue(true as never);
    matches.mockReturnValue(true);
    expect(matchesIfKnown(nav, ':popover-open')).toBe(true);
  });
});

describe('dialogs', () => {
  it('open as a modal and close with their close event', () => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const onClose = vi.fn();
    dialog.addEventListener('close', onClose);
    showModal(dialog);
    expect(dialog.open).toBe(true);
    closeDialog(dialog);
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('where <dialog> is unknown, show in the page and close the same way, with their close event', () => {
    withoutFeature(HTMLDialogElement.prototype, 'showModal');
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const onClose = vi.fn();
    dialog.addEventListener('close', onClose);
    showModal(dialog);
    expect(dialog).toHaveAttribute('open');
    closeDialog(dialog);
    expect(dialog).not.toHaveAttribute('open');
    expect(onClose).toHaveBeenCalledOnce();
    closeDialog(dialog);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('a popover is hidden only where popovers exist and it is open', () => {
    const nav = document.body.appendChild(document.createElement('nav'));
    const hide = vi.fn();
    nav.hidePopover = hide;
    vi.spyOn(nav, 'matches').mockReturnValue(true);
    hidePopover(nav);
    expect(hide).toHaveBeenCalledOnce();
    withoutFeature(HTMLElement.prototype, 'popover');
    hidePopover(nav);
    expect(hide).toHaveBeenCalledOnce();
  });
});

describe('submitAsTapped', () => {
  function form() {
    document.body.innerHTML =
      '<form><input name="name" value="Aisha"><button type="submit" name="intent" value="send">Send</button></form>';
    const element = document.querySelector('form')!;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    element.addEventListener('submit', submitted);
    return { element, button: element.querySelector('button')!, submitted };
  }

  it('submits as the tap would, with its submitter', () => {
    const { element, button, submitted } = form();
    submitAsTapped(element, button);
    expect(submitted).toHaveBeenCalledOnce();
    expect(submitted.mock.calls[0]![0].submitter).toBe(button);
  });

  it('where requestSubmit() is missing (Safari 15), taps the submitter, or submits the form itself', () => {
    // A form as that engine has it (the test page's own buttons call requestSubmit to submit).
    const older = { submit: vi.fn() } as unknown as HTMLFormElement;
    const button = { click: vi.fn() } as unknown as HTMLButtonElement;
    submitAsTapped(older, button);
    expect(button.click).toHaveBeenCalledOnce();
    expect(older.submit).not.toHaveBeenCalled();
    submitAsTapped(older, null);
    expect(older.submit).toHaveBeenCalledOnce();
  });
});
