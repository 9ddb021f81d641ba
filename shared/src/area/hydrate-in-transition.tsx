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
  /**
   * Called when an error no boundary caught has made React unmount the root (its nodes are then
   * gone from `container`). A recoverable error (a hydration mismatch React mended) is a warning,
   * not a failure: it never reaches the page's error handlers.
   */
  onFailed?: (error: unknown) => void;
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
  { identifierPrefix, onHydrated, onFailed }: HydrationOptions = {},
): Root {
  let root: Root | undefined;
  const tree = onHydrated ? <Hydrated onHydrated={onHydrated}>{element}</Hydrated> : element;
  startTransition(() => {
    root = hydrateRoot(container, tree, {
      identifierPrefix,
      onUncaughtError: (error) => {
        console.error(error);
        onFailed?.(error);
      },
      onRecoverableError: (error) => console.warn('[hydration] recovered from', error),
    });
  });
  return root!;
}
