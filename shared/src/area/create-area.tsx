import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import { AreaRoot } from './area-root';
import { BUILD_ID } from './build-id';
import { areaIdPrefix, findHydratableRoot } from './fragment';
import type { TypedValuesKeeper } from './typed-values';
import { hydrateInTransition } from './hydrate-in-transition';
import type { AreaName, AreaProps } from './types';

export { BUILD_ID } from './build-id';

export type AreaLifecycles = LifeCycles<AreaProps>;
type MountedProps = AreaProps & AppProps & { domElement?: HTMLElement };

export interface AreaOptions {
  /**
   * Loads the code a page needs (a lazy page's chunk) before the area renders or hydrates it,
   * so it opens on its content rather than on a Suspense fallback (which React keeps on screen
   * for at least 300 ms). A failure is left to the page's own import to report.
   */
  prepare?: (path: string) => Promise<unknown>;
  /**
   * For an area with forms (TYPED_VALUES from @school/shared/forms): when it renders afresh over
   * HTML of another build, what the parent typed there goes into the same fields of the fresh
   * forms. An area without forms leaves the code out.
   */
  typedValues?: TypedValuesKeeper;
}

/**
 * Turns an area's root component into single-spa parcel lifecycles over a React root of its
 * own in the parcel's domElement. When that element holds the fragment this build prerendered
 * for the path, mount hydrates it (the parent keeps what is on screen and what they typed);
 * otherwise, e.g. after a redeploy between the HTML and the code, it renders afresh (keeping what
 * was typed, with `typedValues`). mount and update resolve once React has committed.
 */
export function createArea(
  area: AreaName,
  Root: () => ReactNode,
  { prepare, typedValues }: AreaOptions = {},
): AreaLifecycles {
  const roots = new Map<string, ReactRoot>();
  const element = (props: MountedProps, onCommit: () => void) => (
    <AreaRoot
      area={area}
      Root={Root}
      onCommit={onCommit}
      path={props.path}
      config={props.config}
      auth={props.auth}
      recover={props.recover}
    />
  );
  const lifecycles: LifeCycles<MountedProps> = {
    bootstrap: async () => {},
    mount: async (props) => {
      const host = props.domElement;
      if (!host) throw new Error(`${area}: mount needs a domElement`);
      await prepare?.(props.path).catch(() => {});
      const target = findHydratableRoot(host, { area, build: BUILD_ID, path: props.path });
      const identifierPrefix = areaIdPrefix(area);
      if (target) {
        await new Promise<void>((resolve) =>
          roots.set(props.name, hydrateInTransition(target, element(props, resolve), { identifierPrefix })),
        );
        return;
      }
      const typed = typedValues?.read(host) ?? [];
      // In a transition, as hydrateInTransition: React renders in slices and answers a tap between them.
      await new Promise<void>((resolve) =>
        startTransition(() => {
          host.replaceChildren();
          const root = createRoot(host, { identifierPrefix });
          roots.set(props.name, root);
          root.render(
            element(props, () => {
              typedValues?.restore(host, typed);
              resolve();
            }),
          );
        }),
      );
    },
    update: async (props) => {
      const root = roots.get(props.name);
      if (!root) return;
      await prepare?.(props.path).catch(() => {});
      await new Promise<void>((resolve) => startTransition(() => root.render(element(props, resolve))));
    },
    unmount: async (props) => {
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
      props.domElement?.replaceChildren();
    },
  };
  return lifecycles as unknown as AreaLifecycles;
}
