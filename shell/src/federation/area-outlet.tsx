import { css, type Theme } from '@emotion/react';
import type { AreaName } from '@school/shared/area';
import { Alert, Button, Spinner, containerStyle } from '@school/shared/ui';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { claimFragmentSlot, HELD_EVENT, RELEASE_EVENT, SHOWN_EVENT } from '../fragment/slot';
import { useShell } from '../shell-context';
import { loadArea } from './area-loader';

type Phase = 'loading' | 'ready' | 'failed';

/**
 * Without a prerendered fragment, the area renders into its host under the loading indicator,
 * unseen, and is revealed in place: nothing moves when the indicator goes (no layout shift).
 */
const outletStyle = css`
  position: relative;
  min-block-size: 40vh;
  [aria-busy='true'] {
    cursor: progress;
  }
`;

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

interface AreaOutletProps {
  area: AreaName;
  path: string;
}

/**
 * Loads an area through Module Federation and mounts it as a single-spa parcel into its own
 * element. On the page's first view that element holds the area's prerendered HTML (the
 * fragment slot, claimed from the page's static HTML), which the area's code hydrates; until
 * then the page reads, taps are held, and if the code cannot be loaded a notice offers Retry.
 * Keyed by area by its parent: a path change inside the area updates the parcel; a change of
 * area unmounts it. A failed load without a fragment shows a fallback whose Retry loads again.
 */
export function AreaOutlet({ area, path }: AreaOutletProps) {
  const { config, auth } = useShell();
  const host = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLElement | null>(null);
  const parcel = useRef<Parcel | null>(null);
  /** single-spa refuses overlapping lifecycle calls, so mount, update and unmount are chained. */
  const work = useRef<Promise<unknown>>(Promise.resolve());
  const sentPath = useRef(path);
  const latestPath = useRef(path);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);
  const [hasFragment, setHasFragment] = useState(false);
  const [held, setHeld] = useState(false);

  useLayoutEffect(() => {
    const claimed = claimFragmentSlot(document, latestPath.current, host.current);
    if (!claimed) return;
    slot.current = claimed;
    const shown = () => setHasFragment(true);
    const hold = () => setHeld(true);
    if (claimed.hasChildNodes()) shown();
    // A tap held before the shell ran marked its control busy (show-fragment.ts).
    if (claimed.querySelector('[aria-busy="true"]')) hold();
    claimed.addEventListener(SHOWN_EVENT, shown);
    claimed.addEventListener(HELD_EVENT, hold);
    return () => {
      claimed.removeEventListener(SHOWN_EVENT, shown);
      claimed.removeEventListener(HELD_EVENT, hold);
    };
  }, []);

  useEffect(() => {
    latestPath.current = path;
  }, [path]);

  useEffect(() => {
    let active = true;
    setPhase('loading');
    loadArea(area, { fresh: attempt > 0 })
      .then(async (lifecycles) => {
        if (!active || !host.current) return;
        sentPath.current = latestPath.current;
        const mounted = mountRootParcel(lifecycles as never, {
          domElement: host.current,
          path: sentPath.current,
          config,
          auth,
        });
        parcel.current = mounted;
        work.current = mounted.mountPromise;
        await mounted.mountPromise;
        // The code runs: what was tapped meanwhile is done now (the fragment's own nodes, if hydrated).
        slot.current?.dispatchEvent(new Event(RELEASE_EVENT));
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
  }, [area, attempt, config, auth]);

  useEffect(() => {
    const mounted = parcel.current;
    if (phase !== 'ready' || !mounted?.update || sentPath.current === path) return;
    sentPath.current = path;
    work.current = work.current
      .catch(() => {})
      .then(() => mounted.update!({ domElement: host.current!, path, config, auth }))
      .catch((error: unknown) => console.error(`[shell] area ${area} failed to update`, error));
  }, [area, phase, path, config, auth]);

  const reads = hasFragment && phase !== 'ready';
  const retry = <Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>;
  return (
    <div css={outletStyle}>
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
      <div
        ref={host}
        hidden={phase === 'failed' && !hasFragment}
        style={phase === 'loading' && !hasFragment ? { visibility: 'hidden' } : undefined}
        data-area-host={area}
        data-phase={phase}
      />
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
    </div>
  );
}
