import { act } from '@testing-library/react';
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateInTransition } from './hydrate-in-transition';

function Field() {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>Name</label>
      <input id={id} />
    </p>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateInTransition', () => {
  it('hydrates the markup where it is, with the prefix of the server render, and says when it has', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field />, { identifierPrefix: 'careers-' });
    document.body.append(container);
    const input = container.querySelector('input')!;
    const serverId = input.id;
    input.value = 'Aisha';
    const onHydrated = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});

    await act(async () => {
      hydrateInTransition(container, <Field />, { identifierPrefix: 'careers-', onHydrated });
    });

    expect(onHydrated).toHaveBeenCalledOnce();
    // The same nodes, the typed value kept, no mismatch reported.
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('Aisha');
    expect(serverId).toContain('careers-');
    expect(input.id).toBe(serverId);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('returns the root, which renders what comes next in place', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<p>first</p>);
    let root!: ReturnType<typeof hydrateInTransition>;
    await act(async () => {
      root = hydrateInTransition(container, <p>first</p>);
    });
    await act(async () => root.render(<p>next</p>));
    expect(container.innerHTML).toBe('<p>next</p>');
  });
});
