import { css, type Theme } from '@emotion/react';
import type { AuthState } from '@school/shared/area';
import { GlobalStyles, SchoolThemeProvider } from '@school/shared/theme';
import { Spinner } from '@school/shared/ui';
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { AreaOutlet } from './federation/area-outlet';
import { discardFragmentSlot } from './fragment/slot';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { SkipLink } from './layout/skip-link';
import { usePathname } from './layout/use-pathname';
import { applyPageMeta } from './page-meta';
import { NotFound } from './pages/not-found';
import { findRoute } from './routes';
import { ShellContext, useShell, type ShellValue } from './shell-context';

const layoutStyle = css`
  min-block-size: 100dvh;
  display: flex;
  flex-direction: column;
  main {
    flex: 1;
    /* Keeps the footer below the fold while an area loads, so its content shifts nothing. */
    min-block-size: 100dvh;
  }
  main:focus {
    outline: none;
  }
`;

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

function Layout() {
  const pathname = usePathname();
  const auth = useAuthState();
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div css={layoutStyle}>
      <SkipLink />
      <Header path={pathname} />
      <main id="main" ref={main} tabIndex={-1}>
        {auth.status === 'loading' ? (
          <div css={waitingStyle}>
            <Spinner size="lg" label="Loading…" showLabel />
          </div>
        ) : (
          <Page path={pathname} />
        )}
      </main>
      <Footer />
    </div>
  );
}

export function App(shell: ShellValue) {
  return (
    <ShellContext.Provider value={shell}>
      <SchoolThemeProvider>
        <GlobalStyles />
        <Layout />
      </SchoolThemeProvider>
    </ShellContext.Provider>
  );
}
