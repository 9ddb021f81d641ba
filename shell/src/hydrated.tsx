import { useLayoutEffect, type ReactNode } from 'react';

/** Calls `onHydrated` when React commits the tree it wraps: the end of its root's hydration. */
export function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}
