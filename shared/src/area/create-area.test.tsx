import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testAreaProps } from '../testing';
import { useAreaProps } from './area-context';
import { createArea } from './create-area';

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

// The lifecycles are awaited as single-spa awaits them, with React's scheduler (not act's queue).
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

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
    error.mockRestore();
  });
});
