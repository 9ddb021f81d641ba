import { useCallback, useSyncExternalStore } from 'react';

export const TAB_KEYS = ['news', 'events', 'announcements'] as const;
export type TabKey = (typeof TAB_KEYS)[number];
export const DEFAULT_TAB: TabKey = 'news';
export const TAB_PARAM = 'tab';

function isTabKey(value: string | null): value is TabKey {
  return (TAB_KEYS as readonly (string | null)[]).includes(value);
}

/** The tab named by `?tab=` in a query string; the default for a missing or unknown value. */
export function tabFromSearch(search: string): TabKey {
  const value = new URLSearchParams(search).get(TAB_PARAM);
  return isTabKey(value) ? value : DEFAULT_TAB;
}

/** Selections replace the history entry, which fires no event: the hook is told directly. */
const selected = new Set<() => void>();

function subscribe(onChange: () => void) {
  selected.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    selected.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The selected tab, kept in the URL (`?tab=events`) so that a link or a reload opens the same
 * tab; followed on every popstate (back/forward, and single-spa navigations to this page). The
 * prerendered page shows the default tab, so hydration starts there and then shows the URL's.
 * A selection replaces the current history entry on the same path, keeping the router's
 * history.state, the other query parameters and the hash.
 */
export function useTabParam(): readonly [TabKey, (tab: TabKey) => void] {
  const tab = useSyncExternalStore(
    subscribe,
    () => tabFromSearch(window.location.search),
    () => DEFAULT_TAB,
  );

  const select = useCallback((next: TabKey) => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(TAB_PARAM) === next) return;
    url.searchParams.set(TAB_PARAM, next);
    window.history.replaceState(window.history.state, '', url);
    selected.forEach((onChange) => onChange());
  }, []);

  return [tab, select] as const;
}
