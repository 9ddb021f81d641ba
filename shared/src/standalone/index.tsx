import { createRoot } from 'react-dom/client';
import { mountRootParcel, start } from 'single-spa';
import type { AreaLifecycles } from '../area/create-area';
import type { AreaProps, AuthState, AuthStore } from '../area/types';
import { GlobalStyles, SchoolThemeProvider } from '../theme';

const signedOut: AuthState = { status: 'signedOut', user: null, role: '' };
const staticAuth: AuthStore = { subscribe: () => () => {}, getSnapshot: () => signedOut };

/**
 * Development-only: mounts an area without the shell, with development props and the site's base
 * styles, so a team can work on its remote alone (`pnpm --filter @school/mfe-news dev`). Each
 * remote's `src/standalone.tsx` is this call with its own area.
 */
export function mountStandalone(lifecycles: AreaLifecycles, overrides: Partial<AreaProps> = {}) {
  // The shell's base styles (GlobalStyles renders nothing but its <style>).
  createRoot(document.createElement('div')).render(
    <SchoolThemeProvider>
      <GlobalStyles />
    </SchoolThemeProvider>,
  );
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('#root is missing');
  const props = (): AreaProps & { domElement: HTMLElement } => ({
    path: window.location.pathname,
    config: { firebase: null, emulators: {} },
    auth: staticAuth,
    ...overrides,
    domElement,
  });
  start();
  const parcel = mountRootParcel(lifecycles as never, props());
  const update = () => void parcel.update?.(props());
  window.addEventListener('popstate', update);
  return parcel;
}
