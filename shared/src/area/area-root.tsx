import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { SchoolThemeProvider } from '../theme/theme-provider';
import { Spinner } from '../ui/spinner';
import { AreaPropsContext } from './area-context';
import { AreaCrash } from './area-crash';
import { BUILD_ID } from './build-id';
import type { AreaName, AreaProps } from './types';

interface BoundaryProps {
  area: AreaName;
  recover: AreaProps['recover'];
  children: ReactNode;
}

export const RECOVERING_LABEL = 'Loading this page again';

/**
 * Contains a failure inside the area: the shell and the other areas keep working. In the shell
 * it hands the failure over (recover), which mounts the remote's current build in its place: a
 * page whose code a redeploy replaced comes back without a reload. Standalone, it says so.
 */
class AreaErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.area}] failed`, error, info.componentStack);
    this.props.recover?.({ build: BUILD_ID, error });
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.recover ? <Spinner size="lg" label={RECOVERING_LABEL} showLabel /> : <AreaCrash />;
  }
}

/** Calls onCommit once React has committed the tree it wraps (never on the server). */
function Committed({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useEffect(() => onCommit?.());
  return children;
}

export interface AreaRootProps extends AreaProps {
  area: AreaName;
  Root: () => ReactNode;
  /** At build, the cache whose styles the prerender extracts; in the browser, Emotion's own. */
  cache?: EmotionCache;
  /**
   * At build, the location the prerender renders (React Router's StaticRouter). In the browser
   * the area's own BrowserRouter follows the address bar: single-spa's popstate after every
   * pushState keeps it in step with the shell's router and the other areas'.
   */
  staticLocation?: string;
  onCommit?: () => void;
}

/**
 * What an area renders, the same at its build (the prerendered fragment) and in the browser
 * (which hydrates that fragment): its Emotion cache, its router, the props context, the theme
 * and an error boundary, inside data-boundary="<area>".
 */
export function AreaRoot({ area, Root, cache, staticLocation, onCommit, path, config, auth, recover }: AreaRootProps) {
  const content = (
    <AreaPropsContext.Provider value={{ path, config, auth }}>
      <SchoolThemeProvider>
        <AreaErrorBoundary area={area} recover={recover}>
          <div data-boundary={area}>
            <Root />
          </div>
        </AreaErrorBoundary>
      </SchoolThemeProvider>
    </AreaPropsContext.Provider>
  );
  const routed =
    staticLocation === undefined ? (
      <BrowserRouter>{content}</BrowserRouter>
    ) : (
      <StaticRouter location={staticLocation}>{content}</StaticRouter>
    );
  // Providers and routers wrap one child: they change no DOM and no useId, so both sides still match.
  return (
    <Committed onCommit={onCommit}>{cache ? <CacheProvider value={cache}>{routed}</CacheProvider> : routed}</Committed>
  );
}
