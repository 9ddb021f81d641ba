import { css, type Theme } from '@emotion/react';
import type { AuthState } from '@school/shared/area';
import { GlobalStyles, SchoolThemeProvider } from '@school/shared/theme';
import { Spinner } from '@school/shared/ui';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { AreaOutlet } from './federation/area-outlet';
import { discardFragmentSlot, RELEASE_EVENT } from './fragment/slot';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { PageRegionStyles, type PageRegions } from './layout/page-regions';
import { SkipLink } from './layout/skip-link';
import { usePathname } from './layout/use-pathname';
import { applyPageMeta } from './page-meta';
import { NotFound } from './pages/not-found';
import { findRoute } from './routes';
import { ShellContext, useShell, type ShellValue } from './shell-context';

const waitingStyle = (theme: Theme) => css`
  display: grid;
  place-items: center;
  min-block-size: 40vh;
  color: ${theme.color.primary};
`;

function useAuthState(): AuthState {
  const { auth } = useShell();
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot, auth.getSnapshot);
}

function Page({ path }: { path: string }) {
  const route = findRoute(path);
  useEffect(() => {
    applyPageMeta(route);
  }, [route]);
  // After the outlet's own layout effect: a fragment slot it did not claim is not for this page.
  useLayoutEffect(() => discardFragmentSlot(document), []);
  if (!route) return <NotFound />;
  return <AreaOutlet key={route.area} area={route.area} path={route.path} />;
}

function Layout({ regions }: { regions: PageRegions }) {
  const pathname = usePathname();
  const auth = useAuthState();
  const firstPath = useRef(pathname);

  // The header is React's now: a tap held on the first paint's header is done (show-fragment.ts).
  useEffect(() => {
    document.getElementById('root')?.dispatchEvent(new Event(RELEASE_EVENT));
  }, []);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
    regions.main.focus({ preventScroll: true });
  }, [pathname, regions]);

  return (
    <>
      <SkipLink />
      <Header path={pathname} />
      {createPortal(
        auth.status === 'loading' ? (
          <div css={waitingStyle}>
            <Spinner size="lg" label="Loading…" showLabel />
          </div>
        ) : (
          <Page path={pathname} />
        ),
        regions.main,
      )}
      {createPortal(<Footer />, regions.footer)}
    </>
  );
}

export function App({ regions, ...shell }: ShellValue & { regions: PageRegions }) {
  return (
    <ShellContext.Provider value={shell}>
      <SchoolThemeProvider>
        <GlobalStyles />
        <PageRegionStyles />
        <Layout regions={regions} />
      </SchoolThemeProvider>
    </ShellContext.Provider>
  );
}
