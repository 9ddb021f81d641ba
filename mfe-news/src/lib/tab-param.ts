import { useCallback, useEffect, useState } from 'react';

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

/**
 * The selected tab, kept in the URL (`?tab=events`) so that a link or a reload opens the same
 * tab. Read from window.location on mount and on every popstate (back/forward, and single-spa
 * navigations to this page); a selection replaces the current history entry on the same path,
 * keeping the router's history.state, the other query parameters and the hash.
 */
export function useTabParam(): readonly [TabKey, (tab: TabKey) => void] {
  const [tab, setTab] = useState<TabKey>(() => tabFromSearch(window.location.search));

  useEffect(() => {
    const sync = () => setTab(tabFromSearch(window.location.search));
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);

  const select = useCallback((next: TabKey) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (url.searchParams.get(TAB_PARAM) === next) return;
    url.searchParams.set(TAB_PARAM, next);
    window.history.replaceState(window.history.state, '', url);
  }, []);

  return [tab, select] as const;
}
