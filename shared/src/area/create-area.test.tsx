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

  it('contains a crash of the area in its boundary', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lifecycles = createArea('careers', Broken) as unknown as Record<'mount', Lifecycle>;
    const domElement = document.createElement('div');
    await lifecycles.mount(parcelProps(domElement, '/jobs'));
    expect(domElement).toHaveTextContent('Something went wrong on this page');
    error.mockRestore();
  });
});
