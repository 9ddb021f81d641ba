import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hideContentForKeptUser, holdEarlyActions, showFragment, stampPageStart } from './show-fragment';
import {
  fragmentSlotHtml,
  GIVE_UP_EVENT,
  HELD_EVENT,
  KEPT_USER_ATTR,
  RELEASE_EVENT,
  SHOWN_EVENT,
} from '@school/shared/page-composition';

const MANIFEST = 'http://remote.test/v7/mf-manifest.json';
const FRAGMENT =
  '<div data-area-fragment="careers" data-build="B" data-path="/jobs"><div data-area-root><img src="__REMOTE_BASE__/assets/a.svg" alt=""></div></div>';
const LIVE = '/apps/careers/live/fragments/jobs.html';
const LIVE_BUILD_DIR = '/apps/careers/{build}/';

function page(path: string, slotFor = path) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"></div><main id="main">${fragmentSlotHtml('mfe_careers', slotFor, { url: LIVE, buildDir: LIVE_BUILD_DIR })}</main>`;
  return document.getElementById('area-fragment')!;
}

function answer(routes: Record<string, () => Response>) {
  const fetch = vi.fn(async (url: URL | string) => {
    const reply = routes[String(url)];
    return reply ? reply() : new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const site = (live: Record<string, () => Response> = {}) =>
  answer({
    ...live,
    '/remotes.json': () => Response.json({ mfe_careers: MANIFEST }),
    'http://remote.test/v7/fragments/jobs.html': () => new Response(FRAGMENT),
  });

// What a remote's move elsewhere leaves at its live copies' addresses (movedNotice in shared/src/site-layout.js).
const MOVED_NOTICE = `<!-- mfe_careers is served from elsewhere: /remotes.json names its manifest, ${MANIFEST} -->\n`;

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const urlsOf = (fetch: ReturnType<typeof answer>) => fetch.mock.calls.map(([url]) => String(url));

describe('showFragment', () => {
  it('shows the live copy the slot names, with nothing fetched before it: one round trip after the HTML', async () => {
    const slot = page('/jobs');
    const shown = vi.fn();
    slot.addEventListener(SHOWN_EVENT, shown);
    const fetch = answer({ [LIVE]: () => new Response(FRAGMENT) });
    await expect(showFragment()).resolves.toBe(slot);
    expect(urlsOf(fetch)).toEqual([LIVE]);
    // Its URLs point into the folder of the build it is stamped with, absolute as the code writes them.
    expect(slot.querySelector('img')).toHaveAttribute('src', 'http://localhost:3000/apps/careers/B/assets/a.svg');
    expect(shown).toHaveBeenCalledOnce();
  });

  it('shows content that came with the page (written in by the deploy, or kept whole by the service worker) as it is, fetching nothing', async () => {
    const slot = page('/jobs');
    slot.innerHTML = FRAGMENT.replace('__REMOTE_BASE__/', '/apps/careers/B/');
    const shown = vi.fn();
    slot.addEventListener(SHOWN_EVENT, shown);
    const fetch = answer({ [LIVE]: () => new Response(FRAGMENT) });
    await expect(showFragment()).resolves.toBe(slot);
    expect(urlsOf(fetch)).toEqual([]);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(slot.querySelector('img')!.getAttribute('src')).toBe('/apps/careers/B/assets/a.svg');
    // It entered the document with the page: the slot inherits the page's start, stamped from <head>.
    expect(slot.style.getPropertyValue('--page-elapsed')).toBe('');
    // Taps are held until the code runs, as on any page.
    const held = vi.fn();
    slot.addEventListener(HELD_EVENT, held);
    slot.innerHTML += '<button type="button">Apply Now</button>';
    slot.querySelector('button')!.click();
    expect(held).toHaveBeenCalledTimes(1);
  });

  it('falls back to the fragment in the build’s folder when the live copy fails', async () => {
    const slot = page('/jobs');
    const fetch = answer({
      '/remotes.json': () => Response.json({ mfe_careers: '/apps/careers/B/mf-manifest.json' }),
      'http://localhost:3000/apps/careers/B/fragments/jobs.html': () => new Response(FRAGMENT),
    });
    await expect(showFragment()).resolves.toBe(slot);
    expect(urlsOf(fetch)).toEqual([LIVE, '/remotes.json', 'http://localhost:3000/apps/careers/B/fragments/jobs.html']);
    expect(slot.querySelector('img')).toHaveAttribute('src', 'http://localhost:3000/apps/careers/B/assets/a.svg');
  });

  it.each([
    ['no live copy here', {}],
    ['its move left a notice at the live copy', { [LIVE]: () => new Response(MOVED_NOTICE) }],
  ])(
    'for a remote served from elsewhere (%s), fetches the fragment beside its manifest, with its URLs resolved',
    async (_, live) => {
      const slot = page('/jobs');
      const shown = vi.fn();
      slot.addEventListener(SHOWN_EVENT, shown);
      const fetch = site(live);
      await expect(showFragment()).resolves.toBe(slot);
      expect(urlsOf(fetch)).toEqual([LIVE, '/remotes.json', 'http://remote.test/v7/fragments/jobs.html']);
      expect(slot.querySelector('img')).toHaveAttribute('src', 'http://remote.test/v7/assets/a.svg');
      expect(slot.style.getPropertyValue('--page-elapsed')).toMatch(/^\d+ms$/);
      expect(slot.hidden).toBe(false);
      expect(shown).toHaveBeenCalledOnce();
    },
  );

  it('shows nothing that is not a stamped fragment (a dev server answers every path with its index.html)', async () => {
    const slot = page('/jobs');
    answer({
      '/remotes.json': () => Response.json({ mfe_careers: MANIFEST }),
      'http://remote.test/v7/fragments/jobs.html': () => new Response('<!doctype html><div id="root"></div>'),
    });
    await expect(showFragment()).resolves.toBeNull();
    expect(slot).toBeEmptyDOMElement();
  });

  it('does nothing on a page the slot is not for (an unknown path gets the home page’s HTML)', async () => {
    const slot = page('/no-such-page', '/');
    const fetch = site();
    await expect(showFragment()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(slot).toBeEmptyDOMElement();
  });

  it('stamps the page’s elapsed time on <html> from <head>, for content parsed with the page to count from', () => {
    stampPageStart(document);
    expect(document.documentElement.style.getPropertyValue('--page-elapsed')).toMatch(/^\d+ms$/);
    document.documentElement.style.removeProperty('--page-elapsed');
  });

  it('marks the page for a kept sign-in, so that its first styles hide the content until the first auth check', () => {
    hideContentForKeptUser(document, false);
    expect(document.documentElement).not.toHaveAttribute(KEPT_USER_ATTR);
    hideContentForKeptUser(document, true);
    expect(document.documentElement).toHaveAttribute(KEPT_USER_ATTR, '');
    document.documentElement.removeAttribute(KEPT_USER_ATTR);
  });

  it('leaves the page to the area’s code when that came first, or when a fetch fails', async () => {
    const slot = page('/jobs');
    site();
    const showing = showFragment();
    slot.remove(); // the area rendered afresh into its host
    await expect(showing).resolves.toBeNull();
    expect(slot).toBeEmptyDOMElement();

    const other = page('/jobs');
    answer({ '/remotes.json': () => Response.json({ mfe_careers: MANIFEST }) });
    await expect(showFragment()).rejects.toThrow('answered 404');
    expect(other).toBeEmptyDOMElement();
  });
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
