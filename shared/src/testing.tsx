import { render, screen, within, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect } from 'vitest';
import { AreaPropsContext, CodeRunsContext } from './area/area-context';
import type { AreaProps, AuthState } from './area/types';
import { SchoolThemeProvider } from './theme/theme-provider';

const signedOut: AuthState = { status: 'signedOut', user: null, role: '' };

export function testAreaProps(overrides: Partial<AreaProps> = {}): AreaProps {
  return {
    path: '/',
    config: { firebase: null, emulators: {} },
    auth: { subscribe: () => () => {}, getSnapshot: () => signedOut },
    ...overrides,
  };
}

/**
 * Renders a component as the shell would inside an area whose code runs it (a page rendered
 * afresh): its router, props context and theme.
 * The router follows the address bar, as in the browser: the window moves to `path` first,
 * unless it is already there (a test may have put a query on it).
 */
export function renderInArea(ui: ReactElement, overrides: Partial<AreaProps> = {}): RenderResult {
  const props = testAreaProps(overrides);
  if (window.location.pathname !== props.path) window.history.replaceState(null, '', props.path);
  return render(
    <BrowserRouter>
      <AreaPropsContext.Provider value={props}>
        <CodeRunsContext.Provider value>
          <SchoolThemeProvider>{ui}</SchoolThemeProvider>
        </CodeRunsContext.Provider>
      </AreaPropsContext.Provider>
    </BrowserRouter>,
  );
}

/**
 * The busy submit button named `name` inside `scope`, after checking what SubmitButton promises:
 * it is disabled, no status sits inside it (a status adds nothing to a button's name in
 * browsers), and exactly one live region outside it announces the same words.
 */
export function getBusyButton(scope: HTMLElement, name: string): HTMLElement {
  const button = within(scope).getByRole('button', { name });
  expect(button).toBeDisabled();
  expect(within(button).queryByRole('status')).not.toBeInTheDocument();
  const announcements = screen.queryAllByRole('status').filter((status) => status.textContent === name);
  expect(announcements).toHaveLength(1);
  return button;
}

/**
 * For the tests of a file that await an area's lifecycles as single-spa awaits them, with React's
 * own scheduler rather than act's queue: turns React's act environment off around each test.
 */
export function awaitLifecyclesWithoutAct(): void {
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  let actEnvironment: boolean | undefined;
  beforeEach(() => {
    actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });
}
