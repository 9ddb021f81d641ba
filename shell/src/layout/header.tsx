import { AppLink } from '@school/shared/area';
import { SCHOOL } from '@school/shared/content';
import { containerStyle } from '@school/shared/ui';
import { hasPopovers, hidePopover, matchesIfKnown } from '@school/shared/platform';
import { memo, useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { ROUTES } from '../routing/routes';
import { MAIN_ID, MENU_ID } from './region-ids';
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

const noSubscription = () => () => {};

/**
 * The Menu's state with the code where popovers are missing (`toggles`): the button toggles the
 * panel; Escape, a tap outside or a navigation closes it. Elsewhere it is the platform's (never `open`).
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
  return { toggles, open, setOpen };
}

/**
 * The site's header. On a phone the Menu button opens the navigation as a popover
 * (`popovertarget`), before and without the code; where popovers are missing, a link does
 * (layout-styles.tsx) until the code toggles it (useMenuToggle). The code writes the popover's
 * state into the button's `aria-expanded` (the platform exposes it until then) on the element, not
 * by rendering: opening the menu, or hydrating over one opened before the code ran, renders nothing
 * again. Memoised on the path (the loader's prefetch never changes): a new query (a news tab) does
 * not render it again.
 */
export const Header = memo(function Header({ path, prefetch }: { path: string; prefetch?: Prefetch }) {
  const nav = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { toggles, open, setOpen } = useMenuToggle(nav, button);

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
  useEffect(() => {
    if (shownPath.current === path) return;
    shownPath.current = path;
    if (nav.current) hidePopover(nav.current);
    setOpen(false);
  }, [path, setOpen]);

  return (
    <header className="site-header" data-menu-toggle={toggles ? '' : undefined}>
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
            {...(toggles && { 'aria-expanded': open, onClick: () => setOpen(!open) })}
          >
            <span className="when-closed">Menu</span>
            <span className="when-open">Close menu</span>
          </button>
          <a className="menu-link" href={`#${MENU_ID}`}>
            Menu
          </a>
        </div>
        <nav id={MENU_ID} ref={nav} popover="auto" aria-label="Main" data-open={open ? '' : undefined}>
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
  );
});
