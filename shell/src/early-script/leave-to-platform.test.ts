import { afterEach, describe, expect, it, vi } from 'vitest';
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
