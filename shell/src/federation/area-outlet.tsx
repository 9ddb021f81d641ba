import { css, type Theme } from '@emotion/react';
import type { AreaFailure, AreaName, AreaProps, AuthStore, RuntimeConfig } from '@school/shared/area';
import { Alert, Button, Spinner, containerStyle } from '@school/shared/ui';
import { useEffect, useEffectEvent, useLayoutEffect, useReducer, useRef, useState } from 'react';
import {
  FRAGMENT_SLOT_ID,
  GIVE_UP_EVENT,
  HELD_CONTROL,
  HELD_EVENT,
  readSlot,
  RELEASE_EVENT,
} from '@school/shared/page-composition';
import { mountRootParcel, type Parcel } from 'single-spa';
import { shellHasFailed } from '../main-thread/shell-failure';
import { normalisePath } from '../routing/normalise-path';
import type { AreaLoader } from './area-loader';
import { outletReducer, outletView, type OutletState } from './outlet-state';

/**
 * Without a prerendered fragment, the area renders unseen into its host under the loading indicator
 * and is revealed in place: nothing moves when the indicator goes. The indicator lies over the top
 * of <main> (the layout positions it), wherever the host is (the outlet's element, or the slot).
 */
const loadingStyle = (theme: Theme) => css`
  position: absolute;
  inset: 0 0 auto;
  display: grid;
  place-items: center;
  block-size: 40vh;
  color: ${theme.color.primary};
`;

const fallbackStyle = (theme: Theme) => css`
  padding-block: ${theme.space.xl};
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
`;

/** Over the bottom of a page that reads but cannot act yet: it moves nothing on the page. */
const noticeStyle = (theme: Theme) => css`
  position: sticky;
  inset-block-end: 0;
  z-index: 5;
  padding-block: ${theme.space.sm};
  background: ${theme.color.surface};
  border-block-start: 1px solid ${theme.color.border};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  > :first-child {
    flex: 1 1 16rem;
  }
`;

/** The slot is not React's element, so the host's state is written onto it by hand (the outlet's own element alike). */
function showHostState(host: HTMLElement, area: AreaName, state: OutletState) {
  const { host: shown } = outletView(state);
  host.dataset.areaHost = area;
  host.dataset.phase = state.status;
  host.hidden = shown === 'hidden';
  host.style.visibility = shown === 'unseen' ? 'hidden' : '';
}

/**
 * The page's fragment slot (@school/shared/page-composition), if it is still unclaimed and was made
 * for `path`: the outlet renders its area into it, where it is, so the code hydrates the nodes being read.
 */
export function findFragmentSlot(doc: Document, path: string): HTMLElement | null {
  const slot = doc.getElementById(FRAGMENT_SLOT_ID);
  return slot && readSlot((name) => slot.getAttribute(name))?.path === normalisePath(path) ? slot : null;
}

/** Drops a slot no outlet claimed (the not-found page, or another page by now). */
export function discardFragmentSlot(doc: Document): void {
  doc.getElementById(FRAGMENT_SLOT_ID)?.remove();
}

/** An attempt's parcel, the props it was given and its lifecycle calls under way. */
interface Mounted {
  parcel: Parcel;
  props: AreaProps & { domElement: HTMLElement };
  work: Promise<unknown>;
}

/** Calls `step` once the parcel's calls before it have settled: single-spa refuses overlapping ones. */
function queue(mounted: Mounted, failure: string, step: (parcel: Parcel) => Promise<unknown> | undefined) {
  mounted.work = mounted.work
    .catch(() => {})
    .then(() => step(mounted.parcel))
    .catch((error: unknown) => console.error(`[shell] ${failure}`, error));
}

/** The props the shell hands each route's outlet, through App (made once, in main.tsx). */
export interface ShellProps {
  config: RuntimeConfig;
  auth: AuthStore;
  loader: AreaLoader;
  /** Called when an area's code has taken over its page (the service worker starts then). */
  onAreaReady?: () => void;
}

/**
 * Loads an area and mounts it as a single-spa parcel into its host: on the first view the fragment
 * slot of the page's HTML, where it is, whose prerendered nodes the code hydrates (until then the
 * page reads, taps are held, and a notice offers Retry if the code fails); later views, the
 * outlet's own element. Keyed by area: a path change inside it updates the parcel, another area
 * unmounts it. It wires its state machine (outlet-state.ts) to the slot, the loader and the parcel.
 */
export function AreaOutlet({ area, path, ...shell }: ShellProps & { area: AreaName; path: string }) {
  const { config, auth, loader, onAreaReady } = shell;
  // Found while rendering (a read), claimed in the layout effect below.
  const [slot] = useState(() => findFragmentSlot(document, path));
  const own = useRef<HTMLDivElement>(null);
  // From what the slot shows now, so that over a page that reads the first render is the only one;
  // the layout effect below hears what comes after.
  const [state, dispatch] = useReducer(outletReducer, slot, (slot): OutletState => ({
    status: slot?.querySelector(HELD_CONTROL) ? 'held' : 'loading',
    reads: !!slot?.hasChildNodes(),
    attempt: 0,
  }));
  const view = outletView(state);
  /** This attempt's parcel: mounted with the latest path, then updated. */
  const mounted = useRef<Mounted>(null);
  const latestPath = useEffectEvent(() => path);

  // The slot: taken as the host, and heard until the outlet goes (it goes with it).
  useLayoutEffect(() => {
    if (!slot) return;
    // Claimed: no longer the unclaimed slot that a kept sign-in hides, nor found again.
    slot.removeAttribute('id');
    const held = () => dispatch({ type: 'tap-held' });
    // A tap held on it between the first render and now.
    if (slot.querySelector(HELD_CONTROL)) held();
    slot.addEventListener(HELD_EVENT, held);
    return () => {
      slot.removeEventListener(HELD_EVENT, held);
      // Once the shell's render is done: a shell whose code failed leaves the page where it is.
      queueMicrotask(() => {
        if (!shellHasFailed()) slot.remove();
      });
    };
  }, [slot]);

  useLayoutEffect(() => {
    const host = slot ?? own.current;
    if (host) showHostState(host, area, state);
  }, [slot, area, state]);

  // One attempt: load the area's code and mount it; leaving the attempt (a new one, a failure
  // given up, the outlet gone) unmounts it.
  const { wantsCode } = view;
  const { attempt } = state;
  useEffect(() => {
    if (!wantsCode) return;
    let active = true;
    let ours: Mounted | undefined;
    const recover = ({ build, keptHtml = false }: AreaFailure) => {
      dispatch({ type: 'area-failed', reads: keptHtml });
      void loader.recover(area, build).then((again) => dispatch({ type: again ? 'recovered' : 'gave-up' }));
    };
    loader
      .load(area, { fresh: attempt > 0 })
      .then(async (lifecycles) => {
        const domElement = slot ?? own.current;
        if (!active || !domElement) return;
        const props = { domElement, path: latestPath(), config, auth, recover };
        const parcel = mountRootParcel(lifecycles as never, props);
        ours = mounted.current = { parcel, props, work: parcel.mountPromise };
        await parcel.mountPromise;
        // The code runs: what was tapped meanwhile is done now (the fragment's own nodes, if hydrated).
        slot?.dispatchEvent(new Event(RELEASE_EVENT));
        if (!active) return;
        dispatch({ type: 'mounted' });
        onAreaReady?.();
      })
      .catch((error: unknown) => {
        console.error(`[shell] area ${area} failed to load`, error);
        // A submit held for this code goes to the form service as the form's own post.
        slot?.dispatchEvent(new Event(GIVE_UP_EVENT));
        if (active) dispatch({ type: 'load-failed' });
      });
    return () => {
      active = false;
      mounted.current = null;
      // A mount that failed left nothing to unmount.
      if (ours)
        queue(ours, `area ${area} failed to unmount`, (parcel) =>
          parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined,
        );
    };
  }, [area, attempt, wantsCode, loader, config, auth, slot, onAreaReady]);

  useEffect(() => {
    const ours = mounted.current;
    if (state.status !== 'ready' || !ours?.parcel.update || ours.props.path === path) return;
    const props = (ours.props = { ...ours.props, path });
    queue(ours, `area ${area} failed to update`, (parcel) => parcel.update!(props));
  }, [state.status, path, area]);

  const retry = (
    <Button
      onClick={() => {
        // Both copies of the build failed on this page: only a page load fetches them again.
        if (!loader.retry(area)) return window.location.reload();
        dispatch({ type: 'retry' });
      }}
    >
      Retry
    </Button>
  );
  return (
    <>
      {view.spinner && (
        <div css={loadingStyle}>
          <Spinner size="lg" label="Loading page…" showLabel />
        </div>
      )}
      {view.fallback && (
        <div css={[containerStyle, fallbackStyle]} data-testid="area-fallback">
          <Alert tone="error" title="This part of the site could not be loaded">
            Your connection may be slow or the page is being updated. The rest of the site still works.
          </Alert>
          {retry}
        </div>
      )}
      {!slot && <div ref={own} />}
      {view.notice && (
        <div css={[containerStyle, noticeStyle]} data-testid="area-unfinished">
          {view.notice === 'failed' ? (
            <Alert tone="error" title="This page has not finished loading">
              You can read it, open its sections and send its forms; its other buttons need it to finish loading.
            </Alert>
          ) : (
            <Alert tone="info">Still loading: what you asked for will happen as soon as the page is ready.</Alert>
          )}
          {view.notice === 'failed' && retry}
        </div>
      )}
    </>
  );
}
