import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { leaveEventsToPlatform } from '../early-script/leave-to-platform';

/** Calls `onHydrated` when React commits the tree it wraps: the end of its root's hydration. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates the first paint's markup in `container` where it is, in a transition (React
 * time-slices it, so the phone can answer a tap between slices). Until it has hydrated, a tap
 * there is the browser's alone (leave-to-platform.ts), not a reason for React to hydrate the
 * whole root inside the tap.
 */
export function hydrateInTransition(container: Element, element: ReactNode): void {
  const release = leaveEventsToPlatform(container);
  try {
    startTransition(() => {
      hydrateRoot(container, <Hydrated onHydrated={release}>{element}</Hydrated>);
    });
  } catch (error) {
    release();
    throw error;
  }
}
