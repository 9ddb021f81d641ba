import { css, type Theme } from '@emotion/react';
import type { AreaName } from '@school/shared/area';
import { Alert, Button, Spinner, containerStyle } from '@school/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { useShell } from '../shell-context';
import { loadArea } from './area-loader';

type Phase = 'loading' | 'ready' | 'failed';

/**
 * The area renders into its host under the loading indicator, unseen, and is revealed in
 * place: nothing moves when the indicator goes (no layout shift).
 */
const outletStyle = css`
  position: relative;
  min-block-size: 40vh;
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

interface AreaOutletProps {
  area: AreaName;
  path: string;
}

/**
 * Loads an area through Module Federation and mounts it as a single-spa parcel into its own
 * element. Keyed by area by its parent: a path change inside the area updates the parcel; a
 * change of area unmounts it. A failed load shows a fallback whose Retry loads again.
 */
export function AreaOutlet({ area, path }: AreaOutletProps) {
  const { config, auth } = useShell();
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  /** single-spa refuses overlapping lifecycle calls, so mount, update and unmount are chained. */
  const work = useRef<Promise<unknown>>(Promise.resolve());
  const sentPath = useRef(path);
  const latestPath = useRef(path);
  const [phase, setPhase] = useState<Phase>('loading');
  const [attempt, setAttempt] = useState(0);

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
        if (active) setPhase('ready');
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

  return (
    <div css={outletStyle}>
      {phase === 'loading' && (
        <div css={loadingStyle}>
          <Spinner size="lg" label="Loading page…" showLabel />
        </div>
      )}
      {phase === 'failed' && (
        <div css={[containerStyle, fallbackStyle]} data-testid="area-fallback">
          <Alert tone="error" title="This part of the site could not be loaded">
            Your connection may be slow or the page is being updated. The rest of the site still works.
          </Alert>
          <Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>
        </div>
      )}
      <div
        ref={host}
        hidden={phase === 'failed'}
        style={phase === 'loading' ? { visibility: 'hidden' } : undefined}
        data-area-host={area}
      />
    </div>
  );
}
