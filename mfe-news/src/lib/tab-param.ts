import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export const TAB_KEYS = ['news', 'events', 'announcements'] as const;
export type TabKey = (typeof TAB_KEYS)[number];
export const DEFAULT_TAB: TabKey = 'news';
export const TAB_PARAM = 'tab';
/** Each tab's panel id: the address's #anchor after its tab was followed with no code. */
export const TAB_ANCHORS: Record<TabKey, string> = {
  news: 'latest-news',
  events: 'upcoming-events',
  announcements: 'announcements',
};

function isTabKey(value: string | null): value is TabKey {
  return (TAB_KEYS as readonly (string | null)[]).includes(value);
}

/**
 * The tab named by `?tab=`, or else by the address's #anchor (a tab followed with no code); the
 * default for a missing or unknown value.
 */
export function tabFromLocation(params: URLSearchParams, hash = ''): TabKey {
  const value = params.get(TAB_PARAM);
  if (isTabKey(value)) return value;
  const anchored = TAB_KEYS.find((key) => `#${TAB_ANCHORS[key]}` === hash);
  return anchored ?? DEFAULT_TAB;
}

const noChanges = () => () => {};

/**
 * The selected tab, kept in the URL's search params (`?tab=events`) so that a link, a reload or
 * Back opens the same tab. Hydration starts on the default tab (what the prerendered page
 * shows) and then shows the URL's. A selection replaces the current history entry and keeps
 * the other parameters (and drops an #anchor, which named a tab before the code ran).
 *
 * The default tab is what hydration reads (the server snapshot), the URL's tab what follows. React
 * renders again straight after hydration, in one blocking task, whatever reads a store whose
 * snapshot differs from the server's: so the store is the URL's tab itself, which differs only
 * when the URL names another tab. (A "still hydrating" flag rendered the whole page again after
 * every hydration.)
 */
export function useTabParam(): readonly [TabKey, (tab: TabKey) => void] {
  const [params, setParams] = useSearchParams();
  const urlTab = tabFromLocation(params, useLocation().hash);
  const tab = useSyncExternalStore(
    noChanges,
    () => urlTab,
    () => DEFAULT_TAB,
  );

  // No test of whether `next` is already the URL's: `params` may be a render behind the URL when
  // keys come faster than renders, and replacing the entry with itself changes nothing.
  const select = useCallback(
    (next: TabKey) => {
      const updated = new URLSearchParams(params);
      updated.set(TAB_PARAM, next);
      setParams(updated, { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );

  return [tab, select] as const;
}
