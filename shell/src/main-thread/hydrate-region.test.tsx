import { act, within } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { FRAGMENT_SLOT_ID, fragmentSlotHtml, GIVE_UP_EVENT } from '@school/shared/page-composition';
import { awaitLifecyclesWithoutAct } from '@school/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateRegion } from './hydrate-region';
import { shellHasFailed } from './shell-failure';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateRegion', () => {
  it('keeps taps from React until its root has hydrated, then lets them reach it', async () => {
    const onClick = vi.fn();
    const app = <button onClick={onClick}>Menu</button>;
    document.body.innerHTML = `<div id="root">${renderToString(app)}</div>`;
    const container = document.getElementById('root')!;
    const reached = vi.fn();
    container.addEventListener('click', reached, true);
    await act(async () => {
      hydrateRegion(container, app);
      // Before React has hydrated the root: the browser's alone.
      container.querySelector('button')!.click();
      expect(reached).not.toHaveBeenCalled();
    });
    container.querySelector('button')!.click();
    expect(reached).toHaveBeenCalledOnce();
    expect(onClick).toHaveBeenCalledOnce();
  });

  describe('when the code fails', () => {
    // React's act() would rethrow the error the root reports: the page's own run has no act.
    awaitLifecyclesWithoutAct();

    it('puts the region back as its HTML drew it, and says so', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      function Menu({ broken }: { broken: boolean }) {
        useEffect(() => {
          if (broken) throw new SyntaxError("':popover-open' is not a valid selector");
        }, [broken]);
        return (
          <nav aria-label="Main">
            <a href="/about">About Us</a>
          </nav>
        );
      }
      document.body.innerHTML = `<div id="root">${renderToString(<Menu broken={false} />)}</div>`;
      const container = document.getElementById('root')!;
      hydrateRegion(container, <Menu broken />);
      await vi.waitFor(() => expect(shellHasFailed()).toBe(true));
      expect(within(container).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(within(container).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
      expect(error).toHaveBeenCalledWith(expect.any(SyntaxError));
      error.mockRestore();
    });
  });
});

describe('markShellFailed', () => {
  it('gives up the code on the slot it found as the code loaded: a held submit goes as the form post', async () => {
    document.body.innerHTML = `<main>${fragmentSlotHtml('mfe-careers', '/jobs')}</main>`;
    const slot = document.getElementById(FRAGMENT_SLOT_ID)!;
    vi.resetModules();
    const failure = await import('./shell-failure');
    slot.removeAttribute('id'); // claimed by the outlet meanwhile
    const gaveUp = vi.fn();
    slot.addEventListener(GIVE_UP_EVENT, gaveUp);
    failure.markShellFailed();
    expect(failure.shellHasFailed()).toBe(true);
    expect(gaveUp).toHaveBeenCalledOnce();
  });
});
