import { css, type Theme } from '@emotion/react';
import { AppLink } from '@school/shared/area';
import { SCHOOL } from '@school/shared/content';
import { containerStyle } from '@school/shared/ui';
import { memo, useEffect, useRef } from 'react';
import { ROUTES } from '../routing/routes';
import { Logo } from './logo';
import { MENU_ID } from './region-ids';
import { prefetchProps, type Prefetch } from './prefetch-props';

// The Menu button's name follows the menu's state with no code: only one of its labels is
// rendered. On a phone the navigation is a popover (the platform opens and closes it,
// light-dismissed, before and without any script), drawn as a panel under the bar; on large
// screens the links are always shown, in the bar's flow, and the popover is not used. (Comments
// stay out of the css template: its text ships in the bundle.)
const headerStyle = (theme: Theme) => css`
  background: ${theme.color.surface};
  border-block-end: 1px solid ${theme.color.border};
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  .bar {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.md};
    min-block-size: 4rem;
  }
  .logo {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space.sm};
    color: ${theme.color.primary};
    font-weight: 700;
    text-decoration: none;
    min-block-size: ${theme.target.comfortable};
  }
  .menu-button {
    min-block-size: ${theme.target.comfortable};
    padding-inline: ${theme.space.md};
    border: 2px solid ${theme.color.primary};
    border-radius: ${theme.radius.sm};
    background: ${theme.color.surface};
    color: ${theme.color.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .menu-button .when-open,
  &:has(nav:popover-open) .menu-button .when-closed {
    display: none;
  }
  &:has(nav:popover-open) .menu-button .when-open {
    display: inline;
  }
  nav[popover] {
    position: fixed;
    inset: calc(4rem + 1px) 0 auto;
    margin: 0;
    inline-size: auto;
    max-block-size: calc(100dvh - 4rem - 1px);
    overflow: auto;
    padding: 0 ${theme.space.md};
    border: 0;
    border-block-end: 1px solid ${theme.color.border};
    background: ${theme.color.surface};
    color: ${theme.color.text};
    box-shadow: ${theme.shadow.card};
  }
  nav ul {
    list-style: none;
    margin: 0;
    padding: 0 0 ${theme.space.md};
    display: grid;
    gap: ${theme.space.xs};
  }
  nav a {
    display: flex;
    align-items: center;
    min-block-size: ${theme.target.comfortable};
    padding-inline: ${theme.space.sm};
    border-radius: ${theme.radius.sm};
    color: ${theme.color.text};
    text-decoration: none;
    font-weight: 500;
  }
  nav a:hover {
    background: ${theme.color.surfaceAlt};
  }
  nav a[aria-current='page'] {
    color: ${theme.color.primary};
    font-weight: 700;
    box-shadow: inset 0 -3px 0 ${theme.color.primary};
  }
  ${theme.mq.lg} {
    .menu-button {
      display: none;
    }
    .bar {
      flex-wrap: nowrap;
    }
    nav[popover] {
      display: block;
      position: static;
      inset: auto;
      max-block-size: none;
      overflow: visible;
      padding: 0;
      border: 0;
      background: transparent;
      box-shadow: none;
    }
    nav ul {
      display: flex;
      padding: 0;
      gap: 0;
    }
  }
`;

/**
 * The site's header. On a phone the Menu button opens the navigation as a popover
 * (`popovertarget`), so it works from the first paint, before and without the shell's code.
 * The code writes the menu's state into the button's `aria-expanded` (the platform exposes that
 * state itself until then) and closes the menu after a navigation. The attribute is written on
 * the element, not rendered: opening the menu, or hydrating over a menu opened before the code
 * ran, renders nothing again. The header depends on the path alone (and the loader's prefetch,
 * which never changes): a change of the query (a news tab) does not render it again.
 */
export const Header = memo(function Header({ path, prefetch }: { path: string; prefetch?: Prefetch }) {
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const menu = nav.current;
    const toggle = button.current;
    if (!menu || !toggle) return;
    // The menu may have been opened before the code ran.
    const mirror = () => toggle.setAttribute('aria-expanded', String(menu.matches(':popover-open')));
    mirror();
    menu.addEventListener('toggle', mirror);
    return () => menu.removeEventListener('toggle', mirror);
  }, []);

  // A navigation closes it (not the first render: the parent may have opened it before the code ran).
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (nav.current?.matches(':popover-open')) nav.current.hidePopover();
  }, [path]);

  return (
    <header css={headerStyle}>
      <div css={containerStyle}>
        <div className="bar">
          {/* A plain link on purpose: the spec has the logo reload the page. */}
          <a className="logo" href="/">
            <Logo />
            <span>{SCHOOL.shortName}</span>
          </a>
          <button type="button" className="menu-button" ref={button} popoverTarget={MENU_ID} aria-controls={MENU_ID}>
            <span className="when-closed">Menu</span>
            <span className="when-open">Close menu</span>
          </button>
        </div>
        <nav id={MENU_ID} ref={nav} popover="auto" aria-label="Main">
          <ul>
            {ROUTES.map((route) => (
              <li key={route.path}>
                <AppLink
                  href={route.path}
                  aria-current={route.path === path ? 'page' : undefined}
                  {...prefetchProps(route.path, prefetch)}
                >
                  {route.navLabel}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
});
