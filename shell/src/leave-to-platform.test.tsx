import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hydrated } from './hydrated';
import { leaveEventsToPlatform } from './leave-to-platform';

afterEach(() => {
  document.body.innerHTML = '';
});

function setUp() {
  document.body.innerHTML = '<div id="root"><button id="inside">Menu</button></div><button id="outside">Other</button>';
  const root = document.getElementById('root')!;
  const reached = vi.fn<(id: string) => void>();
  // Where React listens: on its root container.
  root.addEventListener('click', (event) => reached((event.target as Element).id), true);
  document.body.addEventListener('click', (event) => reached((event.target as Element).id));
  return { root, reached };
}

describe('leaveEventsToPlatform', () => {
  it('keeps taps inside the container from its listeners, and leaves the default action', () => {
    const { root, reached } = setUp();
    leaveEventsToPlatform(root);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('inside')!.dispatchEvent(click);
    expect(reached).not.toHaveBeenCalled();
    expect(click.defaultPrevented).toBe(false);
  });

  it('lets events elsewhere through', () => {
    const { root, reached } = setUp();
    leaveEventsToPlatform(root);
    document.getElementById('outside')!.click();
    expect(reached).toHaveBeenCalledWith('outside');
  });

  it('lets everything through once released', () => {
    const { root, reached } = setUp();
    const release = leaveEventsToPlatform(root);
    release();
    document.getElementById('inside')!.click();
    expect(reached).toHaveBeenCalledWith('inside');
  });
});

describe('Hydrated', () => {
  it('calls back once its root has hydrated, and a tap then reaches React', async () => {
    const onClick = vi.fn();
    const app = <button onClick={onClick}>Menu</button>;
    document.body.innerHTML = `<div id="root">${renderToString(app)}</div>`;
    const container = document.getElementById('root')!;
    const release = vi.fn(leaveEventsToPlatform(container));
    container.querySelector('button')!.click();
    await act(async () => {
      hydrateRoot(container, <Hydrated onHydrated={release}>{app}</Hydrated>);
    });
    expect(release).toHaveBeenCalledTimes(1);
    container.querySelector('button')!.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
