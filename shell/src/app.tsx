import { css, type Theme } from '@emotion/react';
import { Spinner } from '@school/shared/ui';
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { BrowserRouter, useLocation } from 'react-router-dom';
import type { RemoteMap } from './config/load-config';
import { AreaOutlet, discardFragmentSlot, type ShellProps } from './federation/area-outlet';
import { useHeadOnNavigation } from './routing/head-on-navigation';
import { Header } from './layout/header';
import type { PageRegions } from './layout/page-regions';
import { useScrollOnNavigation } from './layout/scroll-on-navigation';
import { findRoute, type RouteEntry } from './routing/routes';

const waitingStyle = (theme: Theme) => css`
  display: grid;
  place-items: center;
  min-block-size: 40vh;
  color: ${theme.color.primary};
`;

// A path of no route is rare: its page's code loads only then (404.html has its layout meanwhile).
const NotFound = lazy(() => import('./pages/not-found').then(({ NotFound }) => ({ default: NotFound })));

// Only a developer's override shows it (never in production): its code loads only then.
const OverrideBadge = lazy(() =>
  import('./layout/override-badge').then(({ OverrideBadge }) => ({ default: OverrideBadge })),
);

/**
 * The page of a path: its route's area outlet, keyed by the area so that moving between two paths
 * of one area updates the outlet instead of remounting it, or the not-found page.
 */
function Page({ route, ...shell }: ShellProps & { route?: RouteEntry }) {
  // After the outlet's own layout effect: a fragment slot it did not claim is not for this page.
  useLayoutEffect(() => discardFragmentSlot(document), []);
  return route ? (
    <AreaOutlet key={route.area} area={route.area} path={route.path} {...shell} />
  ) : (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}

type AppProps = ShellProps & { regions: PageRegions; overrides: RemoteMap };

function Layout({ regions, overrides, ...shell }: AppProps) {
  const { pathname } = useLocation();
  const { subscribe, getSnapshot } = shell.auth;
  const auth = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useScrollOnNavigation(pathname, regions.main);
  useHeadOnNavigation(pathname);
  // The first render hydrates the first paint's header and skip link (page-build/first-paint-html.tsx),
  // so it renders just those; the page and the badge follow, in a transition.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);

  return (
    <>
      <Header path={pathname} prefetch={shell.loader.prefetch} />
      {hydrated && (
        <>
          {createPortal(
            auth.status === 'loading' ? (
              <div css={waitingStyle}>
                <Spinner size="lg" label="Loading…" showLabel />
              </div>
            ) : (
              // The route table's own lookup, as the head, the start-up load and the service worker use.
              <Page route={findRoute(pathname)} {...shell} />
            ),
            regions.main,
          )}
          {Object.keys(overrides).length > 0 && (
            <Suspense>
              <OverrideBadge active={overrides} />
            </Suspense>
          )}
        </>
      )}
    </>
  );
}

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <Layout {...props} />
    </BrowserRouter>
  );
}
