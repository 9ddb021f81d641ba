import { act, within } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
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
      hydrateRegion(container, app, () => {});
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
      const onFailed = vi.fn();
      hydrateRegion(container, <Menu broken />, onFailed);
      await vi.waitFor(() => expect(onFailed).toHaveBeenCalledOnce());
      expect(shellHasFailed()).toBe(true);
      expect(within(container).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
      expect(within(container).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
      expect(error).toHaveBeenCalledWith(expect.any(SyntaxError));
      error.mockRestore();
    });
  });
});
