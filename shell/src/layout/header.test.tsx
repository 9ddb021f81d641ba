import { SchoolThemeProvider } from '@school/shared/theme';
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { MENU_ID } from './region-ids';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Hydrates the header over its first paint (as main.tsx does), counting React's commits. */
async function hydrateHeader({ openBeforeCode = false } = {}) {
  const commits: string[] = [];
  const header = (
    <Profiler id="header" onRender={(_id, phase) => commits.push(phase)}>
      <SchoolThemeProvider>
        <Header path="/about" />
      </SchoolThemeProvider>
    </Profiler>
  );
  document.body.innerHTML = `<div id="root">${renderToString(header)}</div>`;
  const container = document.getElementById('root')!;
  const nav = document.getElementById(MENU_ID)!;
  // happy-dom has no popovers: the menu's state is what the platform would answer.
  let open = openBeforeCode;
  vi.spyOn(nav, 'matches').mockImplementation((selector) => selector === ':popover-open' && open);
  const button = container.querySelector<HTMLButtonElement>('button[popovertarget]')!;
  await act(async () => {
    root = hydrateRoot(container, header);
  });
  const toggle = (state: boolean) => {
    open = state;
    nav.dispatchEvent(new Event('toggle'));
  };
  return { commits, button, toggle };
}

describe('Header', () => {
  it('leaves the Menu button’s expanded state to the platform in its first paint', () => {
    const html = renderToString(
      <SchoolThemeProvider>
        <Header path="/" />
      </SchoolThemeProvider>,
    );
    expect(html).toContain(`popoverTarget="${MENU_ID}"`);
    expect(html).not.toContain('aria-expanded');
  });

  it('hydrates its first paint in one commit and then says the menu is closed', async () => {
    const { commits, button } = await hydrateHeader();
    expect(commits).toEqual(['mount']);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a menu opened before the code ran, and says so', async () => {
    const { commits, button } = await hydrateHeader({ openBeforeCode: true });
    expect(commits).toEqual(['mount']);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows the menu opening and closing without rendering again', async () => {
    const { commits, button, toggle } = await hydrateHeader();
    toggle(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    toggle(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(commits).toEqual(['mount']);
  });
});
