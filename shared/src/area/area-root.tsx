import { CacheProvider, type EmotionCache } from '@emotion/react';
import { Component, createRef, startTransition, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { SchoolThemeProvider } from '../theme/theme-provider';
import { AreaPropsContext, CodeRunsContext } from './area-context';
import { AreaCrash } from './area-crash';
import type { TypedValue, TypedValuesKeeper } from './typed-values';
import type { AreaName, AreaProps } from './types';

interface BoundaryProps {
  area: AreaName;
  /** What shows once the area has failed. */
  failed: ReactNode;
  /** Told of the failure, with what the parent had typed into the page's forms (an area with forms). */
  onFailed?: (error: unknown, typed: readonly TypedValue[] | null) => void;
  typedValues?: TypedValuesKeeper;
  children: ReactNode;
}

/**
 * Contains a failure inside the area: the shell and the other areas keep working. Before React
 * takes the page's nodes away, it reads what the parent typed there (getSnapshotBeforeUpdate), and
 * hands both to onFailed (createArea), which puts the page's HTML back or hands over to the shell.
 */
class AreaErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  private readonly page = createRef<HTMLDivElement>();
  /** Null when the area failed before any update (while hydrating): the nodes then keep what was typed. */
  private typed: readonly TypedValue[] | null = null;
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override getSnapshotBeforeUpdate(_props: BoundaryProps, before: { failed: boolean }) {
    const { typedValues } = this.props;
    if (!before.failed && this.state.failed && this.page.current && typedValues)
      this.typed = typedValues.read(this.page.current);
    return null;
  }
  override componentDidUpdate() {}
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[${this.props.area}] failed`, error, info.componentStack);
    this.props.onFailed?.(error, this.typed);
  }
  override render() {
    if (this.state.failed) return this.props.failed;
    return (
      <div data-boundary={this.props.area} ref={this.page}>
        {this.props.children}
      </div>
    );
  }
}

/**
 * Provides useCodeRuns: `initially` false while hydrating, then true in a transition, which renders
 * again only what reads it (`children` is the same element). Calls onCommit once React has
 * committed the tree with the code running, so a tap held until then finds the page's controls
 * as the code draws them. Neither happens on the server.
 */
function CodeRuns({
  initially,
  onCommit,
  children,
}: {
  initially: boolean;
  onCommit?: () => void;
  children: ReactNode;
}) {
  const [runs, setRuns] = useState(initially);
  useEffect(() => {
    if (runs) onCommit?.();
    else startTransition(() => setRuns(true));
  });
  return <CodeRunsContext.Provider value={runs}>{children}</CodeRunsContext.Provider>;
}

export interface AreaRootProps extends AreaProps {
  area: AreaName;
  /** What shows once the area has failed (AreaCrash by default), and who is told. */
  failed?: ReactNode;
  onFailed?: BoundaryProps['onFailed'];
  /** An area with forms: what was typed, read before a failure takes the page away. */
  typedValues?: TypedValuesKeeper;
  Root: () => ReactNode;
  /** At build, the cache whose styles the prerender extracts; in the browser, Emotion's own. */
  cache?: EmotionCache;
  /**
   * At build, the location the prerender renders (React Router's StaticRouter). In the browser
   * the area's own BrowserRouter follows the address bar: single-spa's popstate after every
   * pushState keeps it in step with the shell's router and the other areas'.
   */
  staticLocation?: string;
  /** In the browser, whether React hydrates the prerendered fragment (else it renders afresh). */
  hydrating?: boolean;
  onCommit?: () => void;
}

/**
 * What an area renders, the same at its build (the prerendered fragment) and in the browser
 * (which hydrates that fragment): its Emotion cache, its router, the props context, the theme
 * and an error boundary, inside data-boundary="<area>".
 */
export function AreaRoot({
  area,
  Root,
  cache,
  staticLocation,
  hydrating = false,
  onCommit,
  failed = <AreaCrash />,
  onFailed,
  typedValues,
  path,
  config,
  auth,
}: AreaRootProps) {
  const content = (
    <AreaPropsContext.Provider value={{ path, config, auth }}>
      <SchoolThemeProvider>
        <AreaErrorBoundary area={area} failed={failed} onFailed={onFailed} typedValues={typedValues}>
          <Root />
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
    <CodeRuns initially={staticLocation === undefined && !hydrating} onCommit={onCommit}>
      {cache ? <CacheProvider value={cache}>{routed}</CacheProvider> : routed}
    </CodeRuns>
  );
}
