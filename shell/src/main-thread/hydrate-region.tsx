import { hydrateInTransition } from '@school/shared/area';
import type { ReactNode } from 'react';
import { leaveEventsToPlatform } from '../early-script/leave-to-platform';

/**
 * Hydrates a region of the first paint (the header, the footer) where it is, in a transition
 * (hydrateInTransition). Until it has hydrated, a tap there is the browser's alone
 * (leave-to-platform.ts), not a reason for React to hydrate the whole root inside the tap.
 */
export function hydrateRegion(container: Element, element: ReactNode): void {
  const release = leaveEventsToPlatform(container);
  try {
    hydrateInTransition(container, element, { onHydrated: release });
  } catch (error) {
    release();
    throw error;
  }
}
