import { css, type Theme } from '@emotion/react';
import { Spinner } from '@school/shared/ui';
import { Suspense, useEffect } from 'react';
import { loadablePage } from '../common/loadable-page';
import { useElapsed } from '../common/use-elapsed';
import { HOME_LOADING_LABEL, HOME_LOADING_MS } from '../data/home-loading';

const loadingStyle = (theme: Theme) => css`
  display: grid;
  place-items: center;
  min-block-size: 60vh;
  color: ${theme.color.primary};
`;

const content = loadablePage(
  () => import('./home-content'),
  (module) => module.HomeContent,
);

/** Home: a spinner for HOME_LOADING_MS (spec §9), then the page, whose code downloads meanwhile. */
export function HomePage() {
  const ready = useElapsed(HOME_LOADING_MS);
  // A failure surfaces when HomeContent renders, through the area's error boundary.
  useEffect(() => void content.load().catch(() => {}), []);
  const spinner = (
    <div css={loadingStyle}>
      <Spinner label={HOME_LOADING_LABEL} size="lg" showLabel />
    </div>
  );
  if (!ready) return spinner;
  return (
    <Suspense fallback={spinner}>
      <content.Page />
    </Suspense>
  );
}
