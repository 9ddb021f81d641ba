import { css, type Theme } from '@emotion/react';
import type { AreaFailure, AreaName } from '@school/shared/area';
import { Alert, Button, Spinner, containerStyle } from '@school/shared/ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { claimFragmentSlot, findFragmentSlot, HELD_EVENT, RELEASE_EVENT, SHOWN_EVENT } from '../fragment/slot';
import { useShell } from '../shell-context';
import { loadArea, recoverArea, retryArea } from './area-loader';

type Phase = 'loading' | 'ready' | 'failed';

/**
 * Without a prerendered fragment, the area renders into its host under the loading indicator,
 * unseen, and is revealed in place: nothing moves when the indicator goes (no layout shift).
 * The indicator lies over the top of <main> (positioned by the layout's styles), wherever the
 * host is: the outlet's own element, or the fragment slot before it.
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

/**
 * The slot is not React's element, so the host's state is written onto it by hand, and onto the
 * outlet's own element the same way. Without a fragment the area renders unseen until it is ready.
 */
function showHostState(host: HTMLElement, area: AreaName, phase: Phase, hasFragment: boolean) {
  host.dataset.areaHost = area;
  host.dataset.phase = phase;
  host.hidden = phase === 'failed' && !hasFragment;
  host.style.visibility = phase === 'loading' && !hasFragment ? 'hidden' : '';
}

interface AreaOutletProps {
  area: AreaName;
  path: string;
}

/**
 * Loads an area through Module Federation and mounts it as a single-spa parcel into its host
 * element. On the page's first view the host is the fragment slot of the page's static HTML,
 * where it already is, holding the area's prerendered HTML, which the area's code hydrates; until
 * then the page reads, taps are held, and if the code cannot be loaded a notice offers Retry.
 * Later views render into the outlet's own element.
 * Keyed by area by its parent: a path change inside the area updates the parcel; a change of
 * area unmounts it. A failed load without a fragment shows a fallback whose Retry loads again.
 * When the mounted area fails (recover), e.g. a page whose chunk a redeploy removed, the outlet
 * mounts the remote's current build in the same place, or shows the fallback (area-loader.ts).
 */
export function AreaOutlet({ area, path }: AreaOutletProps) {
  const { config, auth } = useShell();
  // Found while rendering (a read), claimed in the layout effect below.
  const [slot] = useState(() => findFragmentSlot(document, path));
  const own = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  /** single-spa refuses overlapping lifecycle calls, so mount, update and unmount are chained. */
  const work = useRef<Promise<unknown>>(Promise.resolve());
  const sentPath = useRef(path);
  const latestPath = useRef(path);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const [hasFragment, setHasFragment] = useState(false);
  const [held, setHeld] = useState(false);
  /** Recovery gave up: the area stays unmounted until Retry. */
  const [broken, setBroken] = useState(false);

  const recover = useCallback(
    ({ build }: AreaFailure) => {
      void recoverArea(area, build).then((again) => {
        // Unmounting empties the host: whatever comes next is rendered, not hydrated.
        setHasFragment(false);
        if (again) setAttempt((n) => n + 1);
        else setBroken(true);
      });
    },
    [area],
  );

  useLayoutEffect(() => {
    if (!slot) return;
    claimFragmentSlot(slot);
    const shown = () => setHasFragment(true);
    const hold = () => setHeld(true);
    if (slot.hasChildNodes()) shown();
    // A tap held before the shell ran marked its control busy (show-fragment.ts).
    if (slot.querySelector('[aria-busy="true"]')) hold();
    slot.addEventListener(SHOWN_EVENT, shown);
    slot.addEventListener(HELD_EVENT, hold);
    return () => {
      slot.removeEventListener(SHOWN_EVENT, shown);
      slot.removeEventListener(HELD_EVENT, hold);
      // Goes with its outlet, as the outlet's own element would (the parcel unmounts after).
      slot.remove();
    };
  }, [slot]);

  useLayoutEffect(() => {
    const host = slot ?? own.current;
    if (host) showHostState(host, area, phase, hasFragment);
  }, [slot, area, phase, hasFragment]);

  useEffect(() => {
    latestPath.current = path;
  }, [path]);

  useEffect(() => {
    let active = true;
    if (broken) {
      setPhase('failed');
      return;
    }
    setPhase('loading');
    loadArea(area, { fresh: attempt > 0 })
      .then(async (lifecycles) => {
        const domElement = slot ?? own.current;
        if (!active || !domElement) return;
        sentPath.current = latestPath.current;
        const mounted = mountRootParcel(lifecycles as never, {
          domElement,
          path: sentPath.current,
          config,
          auth,
          recover,
        });
        parcel.current = mounted;
        work.current = mounted.mountPromise;
        await mounted.mountPromise;
        // The code runs: what was tapped meanwhile is done now (the fragment's own nodes, if hydrated).
        slot?.dispatchEvent(new Event(RELEASE_EVENT));
        if (active) {
          setHeld(false);
          setPhase('ready');
        }
      })
      .catch((error: unknown) => {
        console.error(`[shell] area ${area} failed to load`, error);
        if (active) setPhase('failed');
      });
    return () => {
      active = false;
      const mounted = parcel.current;
      parcel.current = null;
      if (!mounted) return;
      work.current = work.current
        .catch(() => {})
        .then(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined))
        .catch((error: unknown) => console.error(`[shell] area ${area} failed to unmount`, error));
    };
  }, [area, attempt, broken, config, auth, slot, recover]);

  useEffect(() => {
    const mounted = parcel.current;
    if (phase !== 'ready' || !mounted?.update || sentPath.current === path) return;
    sentPath.current = path;
    work.current = work.current
      .catch(() => {})
      .then(() => mounted.update!({ domElement: (slot ?? own.current)!, path, config, auth, recover }))
      .catch((error: unknown) => console.error(`[shell] area ${area} failed to update`, error));
  }, [area, phase, path, config, auth, slot, recover]);

  const reads = hasFragment && phase !== 'ready';
  const retry = (
    <Button
      onClick={() => {
        // Both copies of the build failed on this page: only a page load fetches them again.
        if (!retryArea(area)) return window.location.reload();
        setBroken(false);
        setAttempt((n) => n + 1);
      }}
    >
      Retry
    </Button>
  );
  return (
    <>
      {phase === 'loading' && !hasFragment && (
        <div css={loadingStyle}>
          <Spinner size="lg" label="Loading page…" showLabel />
        </div>
      )}
      {phase === 'failed' && !hasFragment && (
        <div css={[containerStyle, fallbackStyle]} data-testid="area-fallback">
          <Alert tone="error" title="This part of the site could not be loaded">
            Your connection may be slow or the page is being updated. The rest of the site still works.
          </Alert>
          {retry}
        </div>
      )}
      {!slot && <div ref={own} />}
      {reads && (phase === 'failed' || held) && (
        <div css={[containerStyle, noticeStyle]} data-testid="area-unfinished">
          {phase === 'failed' ? (
            <Alert tone="error" title="This page has not finished loading">
              You can read it, but sending a form or opening a section needs it to finish loading.
            </Alert>
          ) : (
            <Alert tone="info">Still loading: what you asked for will happen as soon as the page is ready.</Alert>
          )}
          {phase === 'failed' && retry}
        </div>
      )}
    </>
  );
}
