import { useSyncExternalStore } from 'react';

/**
 * The current pathname, following history navigation. single-spa's navigateToUrl (every
 * AppLink) pushes state and fires popstate, as Back and Forward do, so popstate is all the
 * shell needs: a full router would be dead weight on the first load.
 */
function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const getPathname = () => window.location.pathname;

export function usePathname(): string {
  return useSyncExternalStore(subscribe, getPathname, getPathname);
}
