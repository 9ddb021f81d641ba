import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/** Calls `onHydrated` when React commits the tree it wraps: the end of its root's hydration. */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}

export interface HydrationOptions {
  /** React's useId prefix, the same as the server render's. */
  identifierPrefix?: string;
  /** Called once React has committed the hydrated tree. */
  onHydrated?: () => void;
}

/**
 * Hydrates the server-rendered markup in `container` where it is, in a transition: React
 * time-slices it, so the phone can answer a tap between slices. The one way the site hydrates:
 * the shell's header and footer (shell/src/main-thread/hydrate-region.tsx) and an area's page
 * (createArea).
 */
export function hydrateInTransition(
  container: Element,
  element: ReactNode,
  { identifierPrefix, onHydrated }: HydrationOptions = {},
): Root {
  let root: Root | undefined;
  const tree = onHydrated ? <Hydrated onHydrated={onHydrated}>{element}</Hydrated> : element;
  startTransition(() => {
    root = hydrateRoot(container, tree, { identifierPrefix });
  });
  return root!;
}
