import { hydrateInTransition } from '@school/shared/area';
import { SchoolThemeProvider } from '@school/shared/theme';
import type { ReactNode } from 'react';
import { leaveEventsToPlatform } from '../early-script/leave-to-platform';
import { markShellFailed } from './shell-failure';

/**
 * Hydrates a region of the first paint (the header, the footer) where it is, in the site's theme as
 * page-build/first-paint-html.tsx rendered it, and in a transition (hydrateInTransition). Until it
 * has hydrated, a tap there is the browser's alone (leave-to-platform.ts), not a reason for React
 * to hydrate the whole root inside the tap. If the code fails there (React unmounts the root), the
 * region's HTML goes back as it was drawn, which works with no code (the Menu, the navigation),
 * and the shell is marked failed.
 */
export function hydrateRegion(container: Element, element: ReactNode): void {
  const release = leaveEventsToPlatform(container);
  const firstPaint = container.cloneNode(true);
  try {
    hydrateInTransition(container, <SchoolThemeProvider>{element}</SchoolThemeProvider>, {
      onHydrated: release,
      onFailed: () => {
        release();
        markShellFailed();
        container.replaceChildren(...firstPaint.childNodes);
      },
    });
  } catch (error) {
    release();
    throw error;
  }
}
