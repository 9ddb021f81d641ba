import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateRegion } from './hydrate-region';

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
});
