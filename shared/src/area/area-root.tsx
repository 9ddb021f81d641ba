import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { SchoolThemeProvider } from '../theme/theme-provider';
import { AreaPropsContext } from './area-context';
import { AreaCrash } from './area-crash';
import type { AreaName, AreaProps } from './types';

interface BoundaryProps {
  area: AreaName;
  children: ReactNode;
}

/** Contains a crash inside the area: the shell and the other areas keep working. */
class AreaErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.area}] crashed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <AreaCrash /> : this.props.children;
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
export function AreaRoot({ area, Root, cache, staticLocation, onCommit, path, config, auth }: AreaRootProps) {
  const content = (
    <AreaPropsContext.Provider value={{ path, config, auth }}>
      <SchoolThemeProvider>
        <AreaErrorBoundary area={area}>
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
