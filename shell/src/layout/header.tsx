import { AppLink } from '@school/shared/area';
import { SCHOOL } from '@school/shared/content';
import { containerStyle } from '@school/shared/ui';
import { hasPopovers, hidePopover, matchesIfKnown } from '@school/shared/platform';
import { memo, useEffect, useRef } from 'react';
import { ROUTES } from '../routing/routes';
import { MAIN_ID, MENU_ID } from './page-regions';
import { prefetchProps, type Prefetch } from './prefetch-props';

/**
 * The school's crest, inline: it paints with the page's HTML, with no request of its own (on a slow
 * line, one more connection). public/logo.svg is the same drawing, for the favicon and the JSON-LD
 * (logo.test.tsx). Decorative: the school's name beside it names the link.
 */
export function Logo() {
  return (
    <svg viewBox="0 0 64 64" width="40" height="40" aria-hidden="true" focusable="false">
      <path d="M32 3 56 12v18c0 15-10 26-24 31C18 56 8 45 8 30V12z" fill="#0b5d3b" />
      <path d="M32 9 51 16v14c0 12-8 21-19 25-11-4-19-13-19-25V16z" fill="none" stroke="#f2c94c" strokeWidth="2" />
      <path d="M20 40c4-2 8-3 12-3s8 1 12 3V24c-4-2-8-3-12-3s-8 1-12 3z" fill="#fff" />
      <path d="M32 21v16" stroke="#0b5d3b" strokeWidth="2" />
      <path d="M38 15a5 5 0 1 0 0 6 4 4 0 1 1 0-6z" fill="#f2c94c" />
    </svg>
  );
}

/** Opens or closes the Menu where popovers are missing, or closes it anywhere, and says so on its button. */
function setMenuOpen(menu: HTMLElement, button: HTMLElement, open: boolean) {
  if (!open) hidePopover(menu);
  menu.toggleAttribute('data-open', open);
  button.setAttribute('aria-expanded', String(open));
}

/**
 * The skip link and the site's header. On a phone the Menu button opens the navigation as a
 * popover (`popovertarget`), before and without the code; where popovers are missing, a link does
 * (layout-styles.tsx) until the code has the button toggle it (the header's data-menu-toggle, the
 * navigation's data-open; Escape, a tap outside or a navigation closes it). Either way the menu's
 * state is the navigation element's, which the code writes into the button's `aria-expanded` (the
 * platform exposes a popover's until then) on the element, not by rendering: opening the menu, or
 * hydrating over one opened before the code ran, renders nothing again. Memoised on the path (the
 * loader's prefetch never changes): a new query (a news tab) does not render it again.
 */
export const Header = memo(function Header({ path, prefetch }: { path: string; prefetch?: Prefetch }) {
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const menu = nav.current;
    const control = button.current;
    if (!menu || !control) return;
    if (hasPopovers()) {
      // The menu may have been opened before the code ran.
      const mirror = () => control.setAttribute('aria-expanded', String(matchesIfKnown(menu, ':popover-open')));
      mirror();
      menu.addEventListener('toggle', mirror);
      return () => menu.removeEventListener('toggle', mirror);
    }
    control.closest('header')?.setAttribute('data-menu-toggle', '');
    // A menu opened by its link before the code ran stays open.
    setMenuOpen(menu, control, window.location.hash === `#${menu.id}`);
    const onEvent = (event: Event) => {
      const open = menu.hasAttribute('data-open');
      const target = event.target instanceof Node ? event.target : null;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape' || !open) return;
        control.focus();
        setMenuOpen(menu, control, false);
      } else if (control.contains(target)) setMenuOpen(menu, control, !open);
      else if (open && !menu.contains(target)) setMenuOpen(menu, control, false);
    };
    document.addEventListener('keydown', onEvent);
    document.addEventListener('click', onEvent);
    return () => {
      document.removeEventListener('keydown', onEvent);
      document.removeEventListener('click', onEvent);
    };
  }, []);

  // A navigation closes it (not the first render: the parent may have opened it before the code ran).
  const shownPath = useRef(path);
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (nav.current && button.current) setMenuOpen(nav.current, button.current, false);
  }, [path]);

  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link">
        Skip to main content
      </a>
      <header className="site-header">
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
            <a className="menu-link" href={`#${MENU_ID}`}>
              Menu
            </a>
          </div>
          <nav id={MENU_ID} ref={nav} popover="auto" aria-label="Main">
            <ul>
              {ROUTES.map((route) => (
                <li key={route.path}>
                  <AppLink
                    href={route.path}
                    aria-current={route.path === path ? 'page' : undefined}
                    {...prefetchProps(route.area, prefetch)}
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
    </>
  );
});
