import { css, type Theme } from '@emotion/react';
import { AppLink } from '@school/shared/area';
import { SCHOOL } from '@school/shared/content';
import { containerStyle } from '@school/shared/ui';
import { hasPopovers, hidePopover, matchesIfKnown } from '@school/shared/platform';
import { memo, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { ROUTES } from '../routing/routes';
import { Logo } from './logo';
import { MAIN_ID, MENU_ID } from './region-ids';
import { prefetchProps, type Prefetch } from './prefetch-props';

// On a phone the navigation is a panel under the bar. Where popovers exist, the Menu button opens
// it as one (the platform opens and closes it, light-dismissed, before and without any script) and
// its name follows the menu's state with no code: only one of its labels is rendered. Where they
// are missing (an older engine), the Menu is a link to the navigation, shown by :target, with a
// Close menu link in it; with the code there, the button is back and the code toggles the panel
// (data-menu-toggle). The older engines' way is the base, so that an engine that knows neither
// popovers nor @supports selector() gets it too. On large screens the links are always shown, in
// the bar's flow. (Comments stay out of the css template: its text ships in the bundle.)
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
  .menu-button,
  .menu-link {
    box-sizing: border-box;
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
  .menu-link {
    align-items: center;
    text-decoration: none;
  }
  .menu-button .when-open,
  .menu-button[aria-expanded='true'] .when-closed {
    display: none;
  }
  .menu-button[aria-expanded='true'] .when-open {
    display: inline;
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
  .menu-close {
    margin-block-end: ${theme.space.md};
  }
  nav a[aria-current='page'] {
    color: ${theme.color.primary};
    font-weight: 700;
    box-shadow: inset 0 -3px 0 ${theme.color.primary};
  }
  ${theme.mq.belowLg} {
    .menu-button {
      display: none;
    }
    .menu-link {
      display: inline-flex;
    }
    nav {
      display: none;
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
    nav:target,
    nav[data-open] {
      display: block;
    }
    &[data-menu-toggle] .menu-button {
      display: inline-block;
    }
    &[data-menu-toggle] .menu-link,
    &[data-menu-toggle] .menu-close,
    &[data-menu-toggle] nav:not([data-open]) {
      display: none;
    }
    @supports selector(:popover-open) {
      .menu-button {
        display: inline-block;
      }
      .menu-link,
      .menu-close {
        display: none;
      }
      nav:popover-open {
        display: block;
      }
      nav:target:not(:popover-open) {
        display: none;
      }
      &:has(nav:popover-open) .menu-button .when-closed {
        display: none;
      }
      &:has(nav:popover-open) .menu-button .when-open {
        display: inline;
      }
    }
  }
  ${theme.mq.lg} {
    .menu-button,
    .menu-link,
    .menu-close {
      display: none;
    }
    .bar {
      flex-wrap: nowrap;
    }
    nav[popover] {
      display: block;
      position: static;
      inset: auto;
      margin: 0;
      inline-size: auto;
      max-block-size: none;
      overflow: visible;
      padding: 0;
      border: 0;
      background: transparent;
      color: ${theme.color.text};
    }
    nav ul {
      display: flex;
      padding: 0;
      gap: 0;
    }
  }
`;

const noSubscription = () => () => {};

/**
 * The Menu's state with the code where popovers are missing: the button toggles the panel, and
 * Escape, a tap outside or a navigation closes it. Null where popovers exist (the platform's).
 */
function useMenuToggle(nav: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  // False while hydrating the first paint (the server's snapshot), so it renders as it was built.
  const toggles = useSyncExternalStore(
    noSubscription,
    () => !hasPopovers(),
    () => false,
  );
  const [open, setOpen] = useState(false);
  useEffect(() => {
    // A menu opened by its link before the code ran stays open.
    if (toggles && nav.current && window.location.hash === `#${nav.current.id}`) setOpen(true);
  }, [toggles, nav]);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        button.current?.focus();
      } else if (
        event.target instanceof Node &&
        (nav.current?.contains(event.target) || button.current?.contains(event.target))
      ) {
        return;
      }
      setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, [open, nav, button]);
  return toggles ? { open, setOpen } : null;
}

/**
 * The site's header. On a phone the Menu button opens the navigation as a popover
 * (`popovertarget`), so it works from the first paint, before and without the shell's code; where
 * popovers are missing, a link to the navigation does (headerStyle), until the code toggles it
 * (useMenuToggle). The code writes the popover's state into the button's `aria-expanded` (the
 * platform exposes that state itself until then) and closes the menu after a navigation. The
 * attribute is written on the element, not rendered: opening the menu, or hydrating over a menu
 * opened before the code ran, renders nothing again. The header depends on the path alone (and the
 * loader's prefetch, which never changes): a change of the query (a news tab) does not render it
 * again.
 */
export const Header = memo(function Header({ path, prefetch }: { path: string; prefetch?: Prefetch }) {
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const toggle = useMenuToggle(nav, button);

  useEffect(() => {
    const menu = nav.current;
    const control = button.current;
    if (!menu || !control || !hasPopovers()) return;
    // The menu may have been opened before the code ran.
    const mirror = () => control.setAttribute('aria-expanded', String(matchesIfKnown(menu, ':popover-open')));
    mirror();
    menu.addEventListener('toggle', mirror);
    return () => menu.removeEventListener('toggle', mirror);
  }, []);

  // A navigation closes it (not the first render: the parent may have opened it before the code ran).
  const shownPath = useRef(path);
  const setOpen = toggle?.setOpen;
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (nav.current) hidePopover(nav.current);
    setOpen?.(false);
  }, [path, setOpen]);

  return (
    <header css={headerStyle} data-menu-toggle={toggle ? '' : undefined}>
      <div css={containerStyle}>
        <div className="bar">
          {/* A plain link on purpose: the spec has the logo reload the page. */}
          <a className="logo" href="/">
            <Logo />
            <span>{SCHOOL.shortName}</span>
          </a>
          <button
            type="button"
            className="menu-button"
            ref={button}
            popoverTarget={MENU_ID}
            aria-controls={MENU_ID}
            {...(toggle && { 'aria-expanded': toggle.open, onClick: () => toggle.setOpen(!toggle.open) })}
          >
            <span className="when-closed">Menu</span>
            <span className="when-open">Close menu</span>
          </button>
          <a className="menu-link" href={`#${MENU_ID}`}>
            Menu
          </a>
        </div>
        <nav id={MENU_ID} ref={nav} popover="auto" aria-label="Main" data-open={toggle?.open ? '' : undefined}>
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
          <a className="menu-close" href={`#${MAIN_ID}`}>
            Close menu
          </a>
        </nav>
      </div>
    </header>
  );
});
