import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import { SchoolThemeProvider } from '../theme/theme-provider';
import { AreaPropsContext } from './area-context';
import { AreaCrash } from './area-crash';
import type { AreaName, AreaProps } from './types';

export type AreaLifecycles = LifeCycles<AreaProps>;
type MountedProps = AreaProps & AppProps & { domElement?: HTMLElement };

/** Calls onCommit once React has committed the tree it wraps. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit);
  return children;
}

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

export interface AreaOptions {
  /**
   * Loads the code the first page needs (a lazy page's chunk) before the area first renders, so
   * it opens on its content rather than on a Suspense fallback, which React would then keep on
   * screen for at least 300 ms. A failure is left to the page's own import to report.
   */
  prepare?: (path: string) => Promise<unknown>;
}

/**
 * Turns an area's root component into single-spa parcel lifecycles: its own React root in the
 * parcel's domElement, the theme, the props context and an error boundary, inside
 * data-boundary="<area>". mount and update resolve once React has committed (as with
 * single-spa-react, whose legacy React paths would cost every remote 2-3 KB).
 */
export function createArea(area: AreaName, Root: () => ReactNode, { prepare }: AreaOptions = {}): AreaLifecycles {
  function AreaRoot({ path, config, auth }: MountedProps) {
    return (
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
  }
  const roots = new Map<string, ReactRoot>();
  const render = (root: ReactRoot, props: MountedProps) =>
    new Promise<void>((resolve) =>
      root.render(
        <Committed onCommit={resolve}>
          <AreaRoot {...props} />
        </Committed>,
      ),
    );
  const lifecycles: LifeCycles<MountedProps> = {
    bootstrap: async () => {},
    mount: async (props) => {
      if (!props.domElement) throw new Error(`${area}: mount needs a domElement`);
      await prepare?.(props.path).catch(() => {});
      const root = createRoot(props.domElement);
      roots.set(props.name, root);
      await render(root, props);
    },
    update: async (props) => {
      const root = roots.get(props.name);
      if (root) await render(root, props);
    },
    unmount: async (props) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
    },
  };
  return lifecycles as unknown as AreaLifecycles;
}
