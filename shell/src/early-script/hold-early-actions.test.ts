import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyActions } from './hold-early-actions';
import { fragmentSlotHtml, GIVE_UP_EVENT, HELD_EVENT, RELEASE_EVENT } from '@school/shared/page-composition';

function page(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"></div><main id="main">${fragmentSlotHtml('mfe-careers', path)}</main>`;
  return document.getElementById('area-fragment')!;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('holdEarlyActions', () => {
  function fragmentWithControls() {
    const slot = page('/jobs');
    slot.innerHTML =
      '<form><input name="email"><button type="submit">Send</button></form><button type="button" id="apply">Apply Now</button>';
    holdEarlyActions(slot);
    return slot;
  }

  it('holds a tap on a control until release, marking it busy, then replays it', () => {
    const slot = fragmentWithControls();
    const apply = slot.querySelector<HTMLButtonElement>('#apply')!;
    const held = vi.fn();
    const reached = vi.fn();
    slot.addEventListener(HELD_EVENT, held);
    apply.addEventListener('click', reached);

    apply.click();
    expect(reached).not.toHaveBeenCalled();
    expect(apply).toHaveAttribute('aria-busy', 'true');
    expect(held).toHaveBeenCalledOnce();

    slot.dispatchEvent(new Event(RELEASE_EVENT));
    expect(apply).not.toHaveAttribute('aria-busy');
    expect(reached).toHaveBeenCalledOnce();
    apply.click();
    expect(reached).toHaveBeenCalledTimes(2);
  });

  it('never lets a form be sent away before the code runs, and sends it then', () => {
    const slot = fragmentWithControls();
    const form = slot.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    form.requestSubmit();
    expect(submitted).not.toHaveBeenCalled();
    slot.dispatchEvent(new Event(RELEASE_EVENT));
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("keeps the content's taps and keys from listeners around it (React's on <main>) until release", () => {
    const slot = fragmentWithControls();
    const around = vi.fn();
    for (const type of ['pointerdown', 'click', 'keydown', 'input'])
      slot.parentElement!.addEventListener(type, around, true);
    const apply = slot.querySelector<HTMLButtonElement>('#apply')!;
    apply.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    apply.click();
    slot.querySelector('input')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));
    slot.querySelector('input')!.dispatchEvent(new InputEvent('input', { bubbles: true }));
    expect(around).not.toHaveBeenCalled();

    slot.dispatchEvent(new Event(RELEASE_EVENT));
    // The held tap's replay, then a tap of the parent's own.
    expect(around).toHaveBeenCalledTimes(1);
    apply.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(around).toHaveBeenCalledTimes(2);
  });

  it('leaves to the platform what it does with no code: links and summaries', () => {
    const slot = page('/news-events');
    slot.innerHTML =
      '<a href="#upcoming-events" role="tab">Upcoming Events</a>' +
      '<a href="/news-events/stories/hifz">Read more</a>' +
      '<details><summary>Academic Excellence</summary><p>Text</p></details>' +
      '<button type="button" id="filter">Teaching Positions</button>';
    holdEarlyActions(slot);
    const held = vi.fn();
    slot.addEventListener(HELD_EVENT, held);
    for (const control of slot.querySelectorAll<HTMLElement>('a, summary')) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      control.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(control).not.toHaveAttribute('aria-busy');
    }
    expect(held).not.toHaveBeenCalled();
    slot.querySelector<HTMLButtonElement>('#filter')!.click();
    expect(held).toHaveBeenCalledOnce();
  });

  it('sends a held submit once, as the browser’s own post, when the code is not coming', () => {
    const slot = fragmentWithControls();
    const form = slot.querySelector('form')!;
    // What the browser would do: its default action, unless something prevented it first.
    const posted = vi.fn((event: Event) => {
      const prevented = event.defaultPrevented;
      event.preventDefault();
      return prevented;
    });
    form.addEventListener('submit', posted);
    slot.querySelector<HTMLButtonElement>('[type=submit]')!.click();
    form.requestSubmit();
    expect(posted).not.toHaveBeenCalled();
    expect(slot.querySelector('[aria-busy]')).not.toBeNull();

    slot.dispatchEvent(new Event(GIVE_UP_EVENT));
    // Nothing holds it now, and nothing of the code's listens: the browser posts the form.
    expect(posted).toHaveBeenCalledOnce();
    expect(posted.mock.results[0]!.value).toBe(false);
    expect(slot.querySelector('[aria-busy]')).toBeNull();
    slot.dispatchEvent(new Event(RELEASE_EVENT));
    slot.dispatchEvent(new Event(GIVE_UP_EVENT));
    expect(posted).toHaveBeenCalledOnce();
  });

  it('drops a held tap that is no submit when the code is not coming', () => {
    const slot = fragmentWithControls();
    const apply = slot.querySelector<HTMLButtonElement>('#apply')!;
    const reached = vi.fn();
    apply.addEventListener('click', reached);
    apply.click();
    slot.dispatchEvent(new Event(GIVE_UP_EVENT));
    expect(reached).not.toHaveBeenCalled();
    expect(apply).not.toHaveAttribute('aria-busy');
  });

  it('sends a held submit on the same form when the code rendered the page afresh', () => {
    const slot = fragmentWithControls();
    slot.querySelector('form')!.requestSubmit();
    slot.innerHTML = '<form><input name="email" value="kept"><button type="submit">Send</button></form>';
    const fresh = slot.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    fresh.addEventListener('submit', submitted);
    slot.dispatchEvent(new Event(RELEASE_EVENT));
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('treats the code that came and failed (an error no code caught) as the code not coming: the held submit is posted once', () => {
    const slot = fragmentWithControls();
    const form = slot.querySelector('form')!;
    const posted = vi.fn((event: Event) => {
      const prevented = event.defaultPrevented;
      event.preventDefault();
      return prevented;
    });
    form.addEventListener('submit', posted);
    slot.querySelector<HTMLButtonElement>('[type=submit]')!.click();
    expect(posted).not.toHaveBeenCalled();
    // What React reports of an error no boundary caught, or the engine of a script it cannot parse.
    window.dispatchEvent(
      new ErrorEvent('error', { error: new SyntaxError("':popover-open' is not a valid selector") }),
    );
    expect(posted).toHaveBeenCalledOnce();
    expect(posted.mock.results[0]!.value).toBe(false);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('again') }));
    slot.dispatchEvent(new Event(GIVE_UP_EVENT));
    expect(posted).toHaveBeenCalledOnce();
  });

  it('posts a held submit on the same form when the code failed and put the page back as its HTML drew it', () => {
    const slot = fragmentWithControls();
    slot.querySelector('form')!.requestSubmit();
    slot.innerHTML = '<form><input name="email" value="kept"><button type="submit">Send</button></form>';
    const drawnAgain = slot.querySelector('form')!;
    const posted = vi.fn((event: Event) => event.preventDefault());
    drawnAgain.addEventListener('submit', posted);
    slot.dispatchEvent(new Event(GIVE_UP_EVENT));
    expect(posted).toHaveBeenCalledOnce();
  });

  it('after release, leaves errors to the code: nothing is held any more', () => {
    const slot = fragmentWithControls();
    slot.dispatchEvent(new Event(RELEASE_EVENT));
    const form = slot.querySelector('form')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later') }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('drops a held tap whose control the code replaced (it rendered afresh)', () => {
    const slot = fragmentWithControls();
    const apply = slot.querySelector<HTMLButtonElement>('#apply')!;
    const reached = vi.fn();
    apply.addEventListener('click', reached);
    apply.click();
    apply.remove();
    slot.dispatchEvent(new Event(RELEASE_EVENT));
    expect(reached).not.toHaveBeenCalled();
  });
});
