import { useEffect, useRef } from 'react';

/**
 * A new page opens at its top; Back and Forward return to where it was scrolled. (React Router
 * does this only in its data routers, `<ScrollRestoration>`, not in the shell's declarative one.)
 * Every navigation reaches the page as a popstate event, the browser's for Back and Forward and
 * single-spa's after each pushState (its documented `singleSpa` flag). The page left is still on
 * screen then, so that is when its position is kept, under a key in its history entry's state
 * (entries navigateToUrl pushes have none; one whose state React Router replaced gets its key
 * back: single-spa's `singleSpaTrigger` tells those apart).
 */
const positions = new Map<string, number>();
const SCROLL_KEY = 'schoolScrollKey';
/** How long a restore waits for the page to grow tall enough (an area mounting, its images). */
const RESTORE_WAIT_MS = 3_000;

/** The current history entry's key, stored in its state: `key` if given, else the one it has or a new one. */
function entryKey(key?: string): string {
  const state = window.history.state as Record<string, unknown> | null;
  const known = state?.[SCROLL_KEY];
  if (typeof known === 'string' && (key === undefined || known === key)) return known;
  const stored = key ?? Math.random().toString(36).slice(2);
  window.history.replaceState({ ...state, [SCROLL_KEY]: stored }, '');
  return stored;
}

/** Scrolls to `top` once the page is tall enough, unless the visitor scrolls first. */
function scrollWhenTallEnough(top: number): void {
  const reached = () => {
    window.scrollTo(0, top);
    return document.documentElement.scrollHeight - window.innerHeight >= top;
  };
  if (reached()) return;
  const observer = new ResizeObserver(() => {
    if (reached()) stop();
  });
  const inputs = ['wheel', 'touchstart', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  observer.observe(document.body);
}

/** On each new pathname: the kept position on Back/Forward, else the top; focus on `main`. */
export function useScrollOnNavigation(pathname: string, main: HTMLElement): void {
  const traversal = useRef(false);
  const shown = useRef('');
  const firstPath = useRef(pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    shown.current = entryKey();
    const onPopState = (event: PopStateEvent & { singleSpa?: boolean; singleSpaTrigger?: string }) => {
      // The same entry with new state (React Router's replace, e.g. a news tab): it keeps its key.
      if (event.singleSpaTrigger === 'replaceState') {
        entryKey(shown.current);
        return;
      }
      positions.set(shown.current, window.scrollY);
      traversal.current = !event.singleSpa;
      shown.current = entryKey();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    const kept = traversal.current ? positions.get(shown.current) : undefined;
    if (kept === undefined) window.scrollTo(0, 0);
    else scrollWhenTallEnough(kept);
    main.focus({ preventScroll: true });
  }, [pathname, main]);
}
