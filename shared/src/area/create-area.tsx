import { Component, type ErrorInfo, type ReactNode } from 'react';
import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps, LifeCycles } from 'single-spa';
import { SchoolThemeProvider } from '../theme/theme-provider';
import { AreaPropsContext } from './area-context';
import { AreaCrash } from './area-crash';
import type { AreaName, AreaProps } from './types';

export type AreaLifecycles = LifeCycles<AreaProps>;
type MountedProps = AreaProps & AppProps & { domElement?: HTMLElement };

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

/**
 * Turns an area's root component into single-spa parcel lifecycles: its own React root,
 * the theme, the props context and an error boundary, inside data-boundary="<area>".
 */
export function createArea(area: AreaName, Root: () => ReactNode): AreaLifecycles {
  function AreaRoot(props: MountedProps) {
    const { path, config, auth } = props;
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
  return singleSpaReact<MountedProps>({
    React,
    ReactDOMClient,
    rootComponent: AreaRoot,
    errorBoundary: () => <AreaCrash />,
  }) as unknown as AreaLifecycles;
}
