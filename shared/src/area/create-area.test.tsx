import { useId, useState } from 'react';
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFragment } from '../prerender';
import { awaitLifecyclesWithoutAct, testAreaProps } from '../testing';
import { useAreaProps } from './area-context';
import { BUILD_ID, createArea, RECOVERING_LABEL } from './create-area';
import { TYPED_VALUES } from './typed-values';

type Lifecycle = (props: object) => Promise<unknown>;

function Path() {
  return <p>at {useAreaProps().path}</p>;
}

function Broken(): never {
  throw new Error('broken');
}

const parcelProps = (domElement: HTMLElement, path: string) => ({
  ...testAreaProps({ path }),
  name: 'parcel-1',
  domElement,
});

awaitLifecyclesWithoutAct();

describe('createArea', () => {
  it('mounts into the parcel element, resolving once rendered; updates in place; unmounts', async () => {
    const lifecycles = createArea('news', Path) as unknown as Record<'mount' | 'update' | 'unmount', Lifecycle>;
    const domElement = document.createElement('div');
    await lifecycles.mount(parcelProps(domElement, '/news-events'));
    expect(domElement.querySelector('[data-boundary="news"]')).toHaveTextContent('at /news-events');

    const area = domElement.querySelector('[data-boundary="news"]');
    await lifecycles.update(parcelProps(domElement, '/news-events/2'));
    expect(domElement.querySelector('[data-boundary="news"]')).toBe(area);
    expect(area).toHaveTextContent('at /news-events/2');

    await lifecycles.unmount(parcelProps(domElement, '/news-events/2'));
    expect(domElement).toBeEmptyDOMElement();
  });

  it('waits for prepare(path) before its first render, and mounts even when prepare fails', async () => {
    let loaded!: () => void;
    const prepare = vi.fn(() => new Promise<void>((resolve) => (loaded = resolve)));
    const lifecycles = createArea('news', Path, { prepare }) as unknown as Record<'mount', Lifecycle>;
    const domElement = document.createElement('div');
    const mounted = lifecycles.mount(parcelProps(domElement, '/news-events'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(prepare).toHaveBeenCalledWith('/news-events');
    expect(domElement).toBeEmptyDOMElement();
    loaded();
    await mounted;
    expect(domElement).toHaveTextContent('at /news-events');

    const failing = createArea('news', Path, { prepare: () => Promise.reject(new Error('offline')) });
    const other = document.createElement('div');
    await (failing as unknown as Record<'mount', Lifecycle>).mount(parcelProps(other, '/news-events'));
    expect(other).toHaveTextContent('at /news-events');
  });

  it('contains a crash of the area in its boundary', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lifecycles = createArea('careers', Broken) as unknown as Record<'mount', Lifecycle>;
    const domElement = document.createElement('div');
    await lifecycles.mount(parcelProps(domElement, '/jobs'));
    expect(domElement).toHaveTextContent('Something went wrong on this page');
    expect(domElement).not.toHaveTextContent(/reload/i);
    error.mockRestore();
  });

  it("hands a failure to the shell's recover with its build id, and says the page is loading again", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recover = vi.fn();
    const lifecycles = createArea('careers', Broken) as unknown as Record<'mount', Lifecycle>;
    const domElement = document.createElement('div');
    await lifecycles.mount({ ...parcelProps(domElement, '/jobs'), recover });
    expect(recover).toHaveBeenCalledOnce();
    expect(recover).toHaveBeenCalledWith({ build: BUILD_ID, error: expect.any(Error), keptHtml: false });
    expect(within(domElement).getByRole('status')).toHaveTextContent(RECOVERING_LABEL);
    error.mockRestore();
  });
});

/** A page with state, so that a hydrated root is seen to be live. */
function Counter() {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <main>
      <h1>Counter at {useAreaProps().path}</h1>
      <form aria-label="Details">
        <label htmlFor={id}>Name</label>
        <input id={id} name="name" />
      </form>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Pressed {count}
      </button>
    </main>
  );
}

async function prerendered(path: string, build = BUILD_ID) {
  const host = document.body.appendChild(document.createElement('div'));
  host.innerHTML = await renderFragment({ area: 'careers', Root: Counter, paths: [path] }, path, build);
  return host;
}

describe('createArea over a prerendered fragment', () => {
  it('hydrates the fragment of its own build and path: the same nodes, typed values kept, then live', async () => {
    const errors = vi.spyOn(console, 'error');
    const host = await prerendered('/jobs');
    const heading = host.querySelector('h1');
    const inputId = host.querySelector('input')!.id;
    expect(inputId).toMatch(/^_careers-/);
    host.querySelector('input')!.value = 'typed before the code came';
    const lifecycles = createArea('careers', Counter, { typedValues: TYPED_VALUES }) as unknown as Record<
      'mount' | 'unmount',
      Lifecycle
    >;
    await lifecycles.mount(parcelProps(host, '/jobs'));

    expect(host.querySelector('h1')).toBe(heading);
    expect(host.querySelector('input')).toHaveValue('typed before the code came');
    expect(host.querySelector('input')).toHaveAccessibleName('Name');
    expect(host.querySelector('input')!.id).toBe(inputId);
    host.querySelector('button')!.click();
    await vi.waitFor(() => expect(host.querySelector('button')).toHaveTextContent('Pressed 1'));
    // (Rendering on the server and the client in one process also makes React warn of two renderers.)
    const mismatches = errors.mock.calls.filter(([message]) => /hydrat|match/i.test(String(message)));
    expect(mismatches).toEqual([]);
    errors.mockRestore();

    // Unmounted, the area (one with forms) leaves its page as the HTML drew it, with what was typed: it works with no code.
    host.querySelector('input')!.value = 'typed with the code';
    await lifecycles.unmount(parcelProps(host, '/jobs'));
    expect(host.querySelector('h1')).toHaveTextContent('Counter at /jobs');
    expect(host.querySelector('input')).toHaveValue('typed with the code');
    expect(host.querySelector('button')).toHaveTextContent('Pressed 0');
    host.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(host.querySelector('button')).toHaveTextContent('Pressed 0');
    host.remove();
  });

  it('puts the page back as its HTML drew it when the area fails, with what was typed, and tells the shell', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let crash = false;
    function CrashOnDemand() {
      if (crash) throw new Error('broken after hydration');
      return <Counter />;
    }
    const host = document.body.appendChild(document.createElement('div'));
    host.innerHTML = await renderFragment({ area: 'careers', Root: Counter, paths: ['/jobs'] }, '/jobs', BUILD_ID);
    const recover = vi.fn();
    const lifecycles = createArea('careers', CrashOnDemand, { typedValues: TYPED_VALUES }) as unknown as Record<
      'mount' | 'update' | 'unmount',
      Lifecycle
    >;
    await lifecycles.mount({ ...parcelProps(host, '/jobs'), recover });
    host.querySelector('input')!.value = 'Aisha Bello';
    crash = true;
    await lifecycles.update({ ...parcelProps(host, '/jobs'), recover, config: { ...testAreaProps().config } });
    await vi.waitFor(() => expect(host.querySelector('h1')).toHaveTextContent('Counter at /jobs'));
    expect(host.querySelector('input')).toHaveValue('Aisha Bello');
    expect(host.querySelector('form')).toHaveAccessibleName('Details');
    expect(recover).toHaveBeenCalledWith({ build: BUILD_ID, error: expect.any(Error), keptHtml: true });
    // What it put back stays for the next mount, or for no code at all.
    await lifecycles.unmount({ ...parcelProps(host, '/jobs'), recover });
    expect(host.querySelector('input')).toHaveValue('Aisha Bello');
    error.mockRestore();
    host.remove();
  });

  it.each([
    ['another build (a redeploy between the HTML and the code)', '/jobs', '20200101T000000Z-0000'],
    ['another path', '/contact', BUILD_ID],
  ])('renders afresh over the fragment of %s', async (_case, path, build) => {
    const host = await prerendered(path, build);
    const stale = host.querySelector('h1');
    const lifecycles = createArea('careers', Counter) as unknown as Record<'mount' | 'unmount', Lifecycle>;
    await lifecycles.mount(parcelProps(host, '/jobs'));
    expect(host.querySelectorAll('[data-area-fragment]')).toHaveLength(0);
    expect(host.querySelectorAll('h1')).toHaveLength(1);
    expect(host.querySelector('h1')).not.toBe(stale);
    expect(host.querySelector('h1')).toHaveTextContent('Counter at /jobs');
    await lifecycles.unmount(parcelProps(host, '/jobs'));
    host.remove();
  });

  it('keeps what was typed into the HTML of another build in the fresh form, for an area with forms', async () => {
    const host = await prerendered('/jobs', '20200101T000000Z-0000');
    const stale = host.querySelector('input')!;
    stale.value = 'typed before the code came';
    const lifecycles = createArea('careers', Counter, { typedValues: TYPED_VALUES }) as unknown as Record<
      'mount' | 'unmount',
      Lifecycle
    >;
    await lifecycles.mount(parcelProps(host, '/jobs'));
    const fresh = host.querySelector('input')!;
    expect(fresh).not.toBe(stale);
    expect(fresh).toHaveValue('typed before the code came');
    await lifecycles.unmount(parcelProps(host, '/jobs'));
    host.remove();
  });
});
