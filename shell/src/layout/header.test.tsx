import { SchoolThemeProvider } from '@school/shared/theme';
import { act, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from './header';
import { MAIN_ID, MENU_ID } from './page-regions';

// A phone's screen: the Menu shows below the large screens' breakpoint (the test page applies the styles).
beforeEach(() =>
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width: 393,
    height: 851,
  }),
);

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
  expect(button).toHaveAccessibleName(/Menu/);
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

describe('Header where popovers are missing (an older engine)', () => {
  let popover: PropertyDescriptor | undefined;
  beforeEach(() => {
    popover = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'popover');
    delete (HTMLElement.prototype as Partial<HTMLElement>).popover;
  });
  afterEach(() => {
    if (popover) Object.defineProperty(HTMLElement.prototype, 'popover', popover);
  });

  // The test page's styles are a current engine's: its @supports knows :popover-open, which hides
  // the links below. Without them, roles and names are what an older engine has; what it shows is
  // the WebKit suite's to see (e2e/webkit), here the attributes its styles follow.
  const dropStyles = () => document.querySelectorAll('style').forEach((style) => style.remove());

  it('has, with no code, a Menu link to the navigation and a Close menu link in it', () => {
    document.body.innerHTML = renderToString(
      <SchoolThemeProvider>
        <Header path="/" />
      </SchoolThemeProvider>,
    );
    dropStyles();
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', `#${MENU_ID}`);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveAttribute('id', MENU_ID);
    expect(within(nav).getByRole('link', { name: 'Close menu' })).toHaveAttribute('href', `#${MAIN_ID}`);
  });

  it('with the code, has the Menu button open the navigation and close it again, rendering nothing again', async () => {
    const { commits, button } = await hydrateHeader();
    // (The test page hides any [popover] element, as a current engine's own styles do.)
    const nav = document.getElementById(MENU_ID)!;
    expect(screen.getByRole('banner')).toHaveAttribute('data-menu-toggle');
    expect(button).toHaveAttribute('aria-controls', MENU_ID);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveAttribute('data-open');

    await act(async () => button.click());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open');

    await act(async () => button.click());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveAttribute('data-open');
    expect(commits).toEqual(['mount']);
  });

  it('closes on Escape, giving the focus back to the Menu button, and on a tap outside', async () => {
    const { button } = await hydrateHeader();
    const nav = document.getElementById(MENU_ID)!;
    await act(async () => button.click());
    expect(nav).toHaveAttribute('data-open');
    await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(nav).not.toHaveAttribute('data-open');
    expect(button).toHaveFocus();

    await act(async () => button.click());
    await act(async () => nav.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(nav).toHaveAttribute('data-open');
    await act(async () => document.body.click());
    expect(nav).not.toHaveAttribute('data-open');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps a menu opened by its link before the code ran', async () => {
    window.location.hash = MENU_ID;
    const { button } = await hydrateHeader();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(MENU_ID)).toHaveAttribute('data-open');
    window.location.hash = '';
  });
});
