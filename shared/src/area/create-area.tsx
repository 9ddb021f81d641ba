import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import { Spinner } from '../ui/spinner';
import { AreaRoot } from './area-root';
import { BUILD_ID } from './build-id';
import { areaIdPrefix, findHydratableRoot } from './fragment';
import type { TypedValue, TypedValuesKeeper } from './typed-values';
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

/** What shows where an area failed with no HTML to put back, while the shell mounts it again. */
export const RECOVERING_LABEL = 'Loading this page again';

/** The page as its HTML drew it, copied before React adopted its nodes (values typed so far included). */
interface FirstPaint {
  target: Element;
  copy: Element;
  path: string;
}

/**
 * Unmounts `root` and puts `firstPaint` back in its place, with what the parent has typed since
 * (null when unknown: the copy keeps what was typed before the code came).
 */
function putBack(
  root: ReactRoot | undefined,
  { target, copy }: FirstPaint,
  typed: readonly TypedValue[] | null,
  keeper?: TypedValuesKeeper,
) {
  root?.unmount();
  target.replaceChildren(...copy.cloneNode(true).childNodes);
  if (!typed || !keeper) return;
  for (const form of target.querySelectorAll('form')) form.reset();
  keeper.restore(target, typed);
}

/**
 * Turns an area's root component into single-spa parcel lifecycles over a React root of its
 * own in the parcel's domElement. When that element holds the fragment this build prerendered
 * for the path, mount hydrates it (the parent keeps what is on screen and what they typed);
 * otherwise, e.g. after a redeploy between the HTML and the code, it renders afresh (keeping what
 * was typed, with `typedValues`). mount and update resolve once React has committed.
 *
 * The code never takes the page down. While a hydrated area still shows its first path, a failure
 * (caught by its boundary, or by its root) and unmount both leave the page's HTML in its place, as
 * it was drawn and with what was typed: a page that works with no code, whose forms post to the
 * form service. Then the shell is told (`recover`); standalone, or with no HTML to put back, the
 * area shows that it failed.
 */
export function createArea(
  area: AreaName,
  Root: () => ReactNode,
  { prepare, typedValues }: AreaOptions = {},
): AreaLifecycles {
  const roots = new Map<string, ReactRoot>();
  const firstPaints = new Map<string, FirstPaint>();
  /** The parcels whose element holds the page's HTML, put back: unmount leaves it there. */
  const kept = new Set<string>();
  /** Leaves the page's HTML in the parcel's element, if it hydrated one and still shows its path; false if not. */
  const leaveHtml = (name: string, typed: () => readonly TypedValue[] | null) => {
    const firstPaint = firstPaints.get(name);
    firstPaints.delete(name);
    if (!firstPaint?.target.isConnected) return false;
    const root = roots.get(name);
    roots.delete(name);
    putBack(root, firstPaint, typed(), typedValues);
    kept.add(name);
    return true;
  };
  const failed = (props: MountedProps) => (error: unknown, typed: readonly TypedValue[] | null) => {
    const keptHtml = firstPaints.get(props.name)?.target.isConnected ?? false;
    // After React's commit, which cannot unmount its own root.
    if (keptHtml) queueMicrotask(() => leaveHtml(props.name, () => typed));
    props.recover?.({ build: BUILD_ID, error, keptHtml });
  };
  const element = (props: MountedProps, onCommit: () => void, hydrating = false) => {
    let shown: ReactNode = undefined;
    if (firstPaints.has(props.name)) shown = null;
    else if (props.recover) shown = <Spinner size="lg" label={RECOVERING_LABEL} showLabel />;
    return (
      <AreaRoot
        area={area}
        Root={Root}
        onCommit={onCommit}
        hydrating={hydrating}
        failed={shown}
        onFailed={failed(props)}
        typedValues={typedValues}
        path={props.path}
        config={props.config}
        auth={props.auth}
      />
    );
  };
  const lifecycles: LifeCycles<MountedProps> = {
    bootstrap: async () => {},
    mount: async (props) => {
      const host = props.domElement;
      if (!host) throw new Error(`${area}: mount needs a domElement`);
      kept.delete(props.name);
      await prepare?.(props.path).catch(() => {});
      const target = findHydratableRoot(host, { area, build: BUILD_ID, path: props.path });
      const identifierPrefix = areaIdPrefix(area);
      if (target) {
        firstPaints.set(props.name, { target, copy: target.cloneNode(true) as Element, path: props.path });
        await new Promise<void>((resolve) => {
          // A failure outside the boundary: React has already taken the nodes away, and the typed values with them.
          const onFailed = (error: unknown) => {
            failed(props)(error, null);
            resolve();
          };
          roots.set(
            props.name,
            hydrateInTransition(target, element(props, resolve, true), { identifierPrefix, onFailed }),
          );
        });
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
      // Another path: the first paint is no longer this page's.
      if (firstPaints.get(props.name)?.path !== props.path) firstPaints.delete(props.name);
      await prepare?.(props.path).catch(() => {});
      await new Promise<void>((resolve) => startTransition(() => root.render(element(props, resolve))));
    },
    unmount: async (props) => {
      const host = props.domElement;
      if (kept.delete(props.name) || leaveHtml(props.name, () => (host && typedValues?.read(host)) || null)) return;
      roots.get(props.name)?.unmount();
      roots.delete(props.name);
      host?.replaceChildren();
    },
  };
  return lifecycles as unknown as AreaLifecycles;
}
