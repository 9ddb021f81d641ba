import type { AreaFailure, AreaLifecycles } from '@school/shared/area';
import { SchoolThemeProvider } from '@school/shared/theme';
import { act, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_OUT, createAuthStore } from '../auth/auth-store';
import { fragmentSlotHtml, HELD_EVENT, RELEASE_EVENT } from '@school/shared/page-composition';
import { AreaOutlet, discardFragmentSlot, findFragmentSlot } from './area-outlet';
import type { AreaLoader } from './area-loader';

/** Whether the shell's code has failed, as main-thread/shell-failure.ts would say. */
const shellFailure = vi.hoisted(() => ({ failed: false }));
vi.mock('../main-thread/shell-failure', () => ({ shellHasFailed: () => shellFailure.failed }));

/** The shell's loader, as the outlet is handed it. */
const loader = {
  load: vi.fn<AreaLoader['load']>(),
  loadPath: vi.fn<AreaLoader['loadPath']>(),
  prefetch: vi.fn<AreaLoader['prefetch']>(),
  recover: vi.fn<AreaLoader['recover']>(),
  retry: vi.fn<AreaLoader['retry']>(),
};
const mockedLoadArea = loader.load;
const mockedRecoverArea = loader.recover;
const retryArea = loader.retry;

const shell = {
  config: { firebase: null, emulators: {} },
  auth: createAuthStore(SIGNED_OUT).view,
  loader,
};

/** A tiny parcel that writes the path it was given into its element. */
function fakeArea() {
  const calls: string[] = [];
  const lifecycles = {
    bootstrap: async () => {},
    mount: async (props: { domElement: HTMLElement; path: string }) => {
      calls.push(`mount ${props.path}`);
      props.domElement.innerHTML = `<p>area at ${props.path}</p>`;
    },
    update: async (props: { domElement: HTMLElement; path: string }) => {
      calls.push(`update ${props.path}`);
      props.domElement.innerHTML = `<p>area at ${props.path}</p>`;
    },
    unmount: async (props: { domElement: HTMLElement }) => {
      calls.push('unmount');
      props.domElement.innerHTML = '';
    },
  };
  return { lifecycles: lifecycles as unknown as AreaLifecycles, calls };
}

const outlet = (area: 'news' | 'careers', path: string) => (
  <SchoolThemeProvider>
    <AreaOutlet key={area} area={area} path={path} {...shell} />
  </SchoolThemeProvider>
);

const renderOutlet = (area: 'news' | 'careers', path: string) => render(outlet(area, path));

beforeEach(() => {
  mockedLoadArea.mockReset();
  mockedRecoverArea.mockReset();
  retryArea.mockReset().mockReturnValue(true);
});

/** A parcel that keeps the props it was mounted with, so a test can call the area's recover. */
function recoverableArea(label: string, calls: string[]) {
  let mountedProps: { recover: (failure: AreaFailure) => void } | undefined;
  const lifecycles = {
    bootstrap: async () => {},
    mount: async (props: { domElement: HTMLElement; path: string; recover: (failure: AreaFailure) => void }) => {
      mountedProps = props;
      calls.push(`mount ${label} ${props.path}`);
      props.domElement.innerHTML = `<p>${label} at ${props.path}</p>`;
    },
    unmount: async (props: { domElement: HTMLElement }) => {
      calls.push(`unmount ${label}`);
      props.domElement.innerHTML = '';
    },
  } as unknown as AreaLifecycles;
  return { lifecycles, recover: (failure: AreaFailure) => act(() => mountedProps!.recover(failure)) };
}

describe('AreaOutlet', () => {
  it('shows a loading indicator, then mounts the area with the current path', async () => {
    const { lifecycles, calls } = fakeArea();
    let resolve!: (value: AreaLifecycles) => void;
    mockedLoadArea.mockReturnValue(new Promise((r) => (resolve = r)));
    renderOutlet('news', '/news-events');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    await act(async () => resolve(lifecycles));
    expect(await screen.findByText('area at /news-events')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(calls).toEqual(['mount /news-events']);
    expect(mockedLoadArea).toHaveBeenCalledWith('news', { fresh: false });
  });

  it('updates the mounted parcel instead of remounting when the path changes within the area', async () => {
    const { lifecycles, calls } = fakeArea();
    mockedLoadArea.mockResolvedValue(lifecycles);
    const view = renderOutlet('news', '/about');
    await screen.findByText('area at /about');
    view.rerender(outlet('news', '/academics'));
    expect(await screen.findByText('area at /academics')).toBeInTheDocument();
    expect(calls).toEqual(['mount /about', 'update /academics']);
  });

  it('updates one path after another: single-spa refuses an update while one is under way', async () => {
    const error = vi.spyOn(console, 'error');
    const { lifecycles, calls } = fakeArea();
    let finish: (() => void) | undefined;
    const update = lifecycles.update as (props: unknown) => Promise<void>;
    lifecycles.update = async (props: unknown) => {
      await update(props);
      if (!finish) await new Promise<void>((done) => (finish = done));
    };
    mockedLoadArea.mockResolvedValue(lifecycles);
    const view = renderOutlet('news', '/about');
    await screen.findByText('area at /about');
    view.rerender(outlet('news', '/academics'));
    await vi.waitFor(() => expect(finish).toBeDefined());
    view.rerender(outlet('news', '/news-events'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['mount /about', 'update /academics']);
    finish!();
    expect(await screen.findByText('area at /news-events')).toBeInTheDocument();
    expect(calls).toEqual(['mount /about', 'update /academics', 'update /news-events']);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('mounts the area with the path of the latest render when the path changed while its code loaded', async () => {
    const { lifecycles, calls } = fakeArea();
    let resolve!: (value: AreaLifecycles) => void;
    mockedLoadArea.mockReturnValue(new Promise((r) => (resolve = r)));
    const view = renderOutlet('news', '/about');
    view.rerender(outlet('news', '/academics'));
    await act(async () => resolve(lifecycles));
    expect(await screen.findByText('area at /academics')).toBeInTheDocument();
    expect(calls).toEqual(['mount /academics']);
    expect(mockedLoadArea).toHaveBeenCalledOnce();
  });

  it('unmounts the parcel when the area goes away', async () => {
    const { lifecycles, calls } = fakeArea();
    mockedLoadArea.mockResolvedValue(lifecycles);
    const view = renderOutlet('news', '/news-events');
    await screen.findByText('area at /news-events');
    view.unmount();
    await vi.waitFor(() => expect(calls).toEqual(['mount /news-events', 'unmount']));
  });

  it('shows the fallback when the area fails to load, and Retry loads it fresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { lifecycles } = fakeArea();
    mockedLoadArea.mockRejectedValueOnce(new Error('remote down')).mockResolvedValueOnce(lifecycles);
    renderOutlet('careers', '/jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('area at /jobs')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(mockedLoadArea.mock.calls).toEqual([
      ['careers', { fresh: false }],
      ['careers', { fresh: true }],
    ]);
  });

  describe('when the mounted area fails (AreaProps.recover)', () => {
    it("mounts the remote's current build in the same place, loaded fresh", async () => {
      const calls: string[] = [];
      const old = recoverableArea('old build', calls);
      const current = recoverableArea('new build', calls);
      mockedLoadArea.mockResolvedValueOnce(old.lifecycles).mockResolvedValueOnce(current.lifecycles);
      mockedRecoverArea.mockResolvedValue(true);
      renderOutlet('news', '/news-events');
      await screen.findByText('old build at /news-events');
      await old.recover({ build: 'b1', error: new TypeError('Failed to fetch dynamically imported module') });
      expect(await screen.findByText('new build at /news-events')).toBeInTheDocument();
      expect(mockedRecoverArea).toHaveBeenCalledWith('news', 'b1');
      expect(mockedLoadArea.mock.calls).toEqual([
        ['news', { fresh: false }],
        ['news', { fresh: true }],
      ]);
      expect(calls).toEqual(['mount old build /news-events', 'unmount old build', 'mount new build /news-events']);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the fallback when recovery gives up, and its Retry starts counting again', async () => {
      const calls: string[] = [];
      const first = recoverableArea('first', calls);
      const again = recoverableArea('again', calls);
      mockedLoadArea.mockResolvedValueOnce(first.lifecycles).mockResolvedValueOnce(again.lifecycles);
      mockedRecoverArea.mockResolvedValue(false);
      renderOutlet('careers', '/jobs');
      await screen.findByText('first at /jobs');
      await first.recover({ build: 'b1', error: new Error('still broken') });
      expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
      expect(calls).toEqual(['mount first /jobs', 'unmount first']);
      expect(mockedLoadArea).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('again at /jobs')).toBeInTheDocument();
      expect(retryArea).toHaveBeenCalledWith('careers');
      expect(mockedLoadArea).toHaveBeenLastCalledWith('careers', { fresh: true });
    });

    it('keeps the page the area put back, with the notice and Retry, when recovery gives up', async () => {
      const { lifecycles, recover } = recoverableArea('first', []);
      mockedLoadArea.mockResolvedValueOnce(lifecycles);
      mockedRecoverArea.mockResolvedValue(false);
      renderOutlet('careers', '/jobs');
      await screen.findByText('first at /jobs');
      await recover({ build: 'b1', error: new Error('still broken'), keptHtml: true });
      expect(await screen.findByRole('alert')).toHaveTextContent('This page has not finished loading');
      expect(screen.queryByTestId('area-fallback')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });

    it('reloads the page on Retry when the build has nothing left to load in place', async () => {
      const reload = vi.fn();
      vi.stubGlobal('location', { ...window.location, reload });
      retryArea.mockReturnValue(false);
      mockedLoadArea.mockRejectedValue(new Error('both copies failed'));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderOutlet('careers', '/jobs');
      await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
      expect(reload).toHaveBeenCalledOnce();
      expect(mockedLoadArea).toHaveBeenCalledTimes(1);
      vi.unstubAllGlobals();
    });
  });

  describe("on the page's first view, with the fragment slot of the static HTML", () => {
    /** The page as the deploy wrote it: the route's prerendered HTML in the slot, in <main>. */
    function staticPage(path: string, fragment = '<p>prerendered careers</p>') {
      const main = document.body.appendChild(document.createElement('main'));
      main.innerHTML = fragmentSlotHtml('mfe-careers', path);
      const slot = main.firstElementChild as HTMLElement;
      slot.innerHTML = fragment;
      return { main, slot };
    }
    afterEach(() => document.querySelectorAll('main').forEach((main) => main.remove()));

    it('mounts the area into the slot where it is: the prerendered nodes never move', async () => {
      const { main, slot } = staticPage('/jobs');
      const paragraph = slot.firstElementChild;
      const mountedInto: HTMLElement[] = [];
      const released = vi.fn();
      slot.addEventListener(RELEASE_EVENT, released);
      mockedLoadArea.mockResolvedValue({
        bootstrap: async () => {},
        mount: async ({ domElement }: { domElement: HTMLElement }) => void mountedInto.push(domElement),
        unmount: async () => {},
      } as unknown as AreaLifecycles);
      const view = renderOutlet('careers', '/jobs');
      // No loading indicator over a page that already reads.
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await vi.waitFor(() => expect(slot).toHaveAttribute('data-phase', 'ready'));
      expect(mountedInto).toEqual([slot]);
      expect(slot.parentElement).toBe(main);
      expect(slot.firstElementChild).toBe(paragraph);
      expect(slot).toHaveAttribute('data-area-host', 'careers');
      expect(slot).not.toHaveAttribute('id');
      expect(released).toHaveBeenCalledOnce();
      view.unmount();
      // Once the shell's render is done (a microtask).
      await vi.waitFor(() => expect(slot.isConnected).toBe(false));
    });

    it("leaves the page where it is when the shell's code has failed (its root unmounted)", async () => {
      const { main, slot } = staticPage('/jobs');
      mockedLoadArea.mockResolvedValue(fakeArea().lifecycles);
      const view = renderOutlet('careers', '/jobs');
      await vi.waitFor(() => expect(slot).toHaveAttribute('data-phase', 'ready'));
      shellFailure.failed = true;
      try {
        view.unmount();
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(slot.parentElement).toBe(main);
      } finally {
        shellFailure.failed = false;
      }
    });

    it('renders once over a page that already reads: no loading indicator, not even within the task', () => {
      staticPage('/jobs');
      mockedLoadArea.mockReturnValue(new Promise(() => {}));
      const commits: string[] = [];
      render(
        <Profiler id="outlet" onRender={(_id, phase) => commits.push(phase)}>
          <SchoolThemeProvider>
            <AreaOutlet area="careers" path="/jobs" {...shell} />
          </SchoolThemeProvider>
        </Profiler>,
      );
      expect(commits).toEqual(['mount']);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('keeps the page readable when the code fails, with a notice whose Retry hydrates in place', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { slot } = staticPage('/jobs');
      const { lifecycles, calls } = fakeArea();
      mockedLoadArea.mockRejectedValueOnce(new Error('remote down')).mockResolvedValueOnce(lifecycles);
      renderOutlet('careers', '/jobs');
      expect(await screen.findByRole('alert')).toHaveTextContent('This page has not finished loading');
      expect(screen.queryByTestId('area-fallback')).not.toBeInTheDocument();
      expect(slot).toHaveTextContent('prerendered careers');
      expect(slot.hidden).toBe(false);
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await vi.waitFor(() => expect(calls).toEqual(['mount /jobs']));
      expect(slot).toHaveTextContent('area at /jobs');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('says a held tap waits for the code, from the first render or once held, until the area is mounted', async () => {
      staticPage('/jobs', '<button aria-busy="true">Filter</button>');
      const { lifecycles } = fakeArea();
      let resolve: (value: typeof lifecycles) => void = () => {};
      mockedLoadArea.mockReturnValue(new Promise((done) => (resolve = done)));
      const view = renderOutlet('careers', '/jobs');
      expect(screen.getByTestId('area-unfinished')).toHaveTextContent('Still loading');
      await act(async () => resolve(lifecycles));
      expect(await screen.findByText('area at /jobs')).toBeInTheDocument();
      expect(screen.queryByTestId('area-unfinished')).not.toBeInTheDocument();
      view.unmount();

      const { slot } = staticPage('/jobs');
      mockedLoadArea.mockReturnValue(new Promise(() => {}));
      renderOutlet('careers', '/jobs');
      expect(screen.queryByTestId('area-unfinished')).not.toBeInTheDocument();
      act(() => void slot.dispatchEvent(new Event(HELD_EVENT)));
      expect(screen.getByTestId('area-unfinished')).toHaveTextContent('Still loading');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    });

    it('shows the loading indicator over an empty slot (its remote not deployed yet), the area rendering unseen into it', async () => {
      const { slot } = staticPage('/jobs', '');
      const { lifecycles } = fakeArea();
      let resolve: (value: typeof lifecycles) => void = () => {};
      mockedLoadArea.mockReturnValue(new Promise((done) => (resolve = done)));
      renderOutlet('careers', '/jobs');
      expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
      expect(slot.style.visibility).toBe('hidden');
      await act(async () => resolve(lifecycles));
      expect(await screen.findByText('area at /jobs')).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(slot.style.visibility).toBe('');
    });

    it('leaves a slot made for another path alone', async () => {
      const { slot } = staticPage('/contact');
      const { lifecycles } = fakeArea();
      mockedLoadArea.mockResolvedValue(lifecycles);
      renderOutlet('careers', '/jobs');
      expect(await screen.findByText('area at /jobs')).toBeInTheDocument();
      expect(slot).toHaveTextContent('prerendered careers');
      expect(slot).toHaveAttribute('id', 'area-fragment');
    });
  });

  describe("the outlet's side of the slot", () => {
    function page(path: string) {
      document.body.innerHTML = `<main id="main">${fragmentSlotHtml('mfe-careers', path)}</main>`;
      return document.getElementById('area-fragment')!;
    }
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('finds it for its own path only; once claimed, it is no longer the unclaimed slot, and no longer found', async () => {
      const slot = page('/jobs');
      expect(findFragmentSlot(document, '/contact')).toBeNull();
      expect(findFragmentSlot(document, '/jobs/')).toBe(slot);
      mockedLoadArea.mockReturnValue(new Promise(() => {}));
      renderOutlet('careers', '/jobs');
      expect(slot).not.toHaveAttribute('id');
      expect(slot.isConnected).toBe(true);
      expect(findFragmentSlot(document, '/jobs')).toBeNull();
    });

    it('discards it when no outlet claimed it', () => {
      page('/jobs');
      discardFragmentSlot(document);
      expect(document.getElementById('area-fragment')).toBeNull();
    });
  });
});
