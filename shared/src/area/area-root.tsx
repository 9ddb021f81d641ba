import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
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
  onCommit?: () => void;
}

/**
 * What an area renders, the same at its build (the prerendered fragment) and in the browser
 * (which hydrates that fragment): its Emotion cache, the props context, the theme and an error
 * boundary, inside data-boundary="<area>".
 */
export function AreaRoot({ area, Root, cache, onCommit, path, config, auth }: AreaRootProps) {
  const tree = (
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
  // A provider wraps one child: it changes no DOM and no useId, so both sides still match.
  return (
    <Committed onCommit={onCommit}>{cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree}</Committed>
  );
}
