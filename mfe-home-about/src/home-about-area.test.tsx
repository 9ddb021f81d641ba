import { renderInArea, testAreaProps } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeAboutArea, PAGE_LOADING_LABEL } from './home-about-area';

type Lifecycle = (props: object) => Promise<unknown>;

// The pages' chunks arrive over the network in the browser: here they take a moment too.
const slowly = <T,>(load: () => Promise<T>) => new Promise((resolve) => setTimeout(resolve, 100)).then(load);
vi.mock('./about/about-page', (importOriginal) => slowly(importOriginal));
vi.mock('./academics/academics-page', (importOriginal) => slowly(importOriginal));
vi.mock('./home/home-page', (importOriginal) => slowly(importOriginal));

// The first test to import a page transforms its whole module graph, which on a busy two-core
// machine can take longer than findBy's default second.
const FIRST_IMPORT = { timeout: 5_000 };

describe('HomeAboutArea', () => {
  it('renders About on /about', async () => {
    renderInArea(<HomeAboutArea />, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' }, FIRST_IMPORT)).toBeInTheDocument();
  });

  it('renders Academics on /academics', async () => {
    renderInArea(<HomeAboutArea />, { path: '/academics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Academics' }, FIRST_IMPORT)).toBeInTheDocument();
  });

  it('renders Home (its spinner first) on /', async () => {
    renderInArea(<HomeAboutArea />, { path: '/' });
    expect(await screen.findByText('Loading the home page')).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Us'],
    ['/academics', 'Academics'],
    ['/', 'Welcome to Al-Ihsan School'],
  ])(
    'opens %s on its page, never on the page-loading spinner (the chunk loads before mounting)',
    async (path, title) => {
      const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = false; // as single-spa runs it: React's own scheduler
      const domElement = document.body.appendChild(document.createElement('div'));
      const props = { ...testAreaProps({ path }), name: 'parcel-1', domElement };
      window.history.replaceState(null, '', path); // the area's router follows the address bar
      vi.resetModules(); // fresh lazy pages whose chunks have not arrived yet
      const area = await import('./area');
      try {
        await (area.mount as unknown as Lifecycle)(props);
        // (Home's content is there, under its own 1.5 s spinner.)
        expect(domElement.querySelector('h1')).toHaveTextContent(title);
        expect(within(domElement).queryByText(PAGE_LOADING_LABEL)).not.toBeInTheDocument();
      } finally {
        await (area.unmount as unknown as Lifecycle)(props);
        domElement.remove();
        reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      }
    },
  );
});
