import { css, keyframes, type Theme } from '@emotion/react';
import { CONTENT_AT_ATTR, PAGE_ELAPSED_VAR } from '@school/shared/area';
import { Spinner } from '@school/shared/ui';
import { memo } from 'react';
import { useElapsed } from '../common/use-elapsed';
import { HOME_LOADING_LABEL, HOME_LOADING_MS } from '../data/home-loading';
import { HomeContent } from './home-content';

/** The spinner and the content share one grid cell: the content's height is fixed from the start. */
const stageStyle = css`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
`;

const spinnerStyle = (theme: Theme) => css`
  align-self: start;
  display: grid;
  place-items: center;
  min-block-size: 60vh;
  color: ${theme.color.primary};
`;

const hide = keyframes`to { visibility: hidden; }`;
const show = keyframes`to { visibility: visible; }`;
/**
 * Until React's timer has run, CSS times the stage, so that it holds in the prerendered page
 * even if the code never comes. It counts from when the page began to load: a prerendered
 * page says how long that was in PAGE_ELAPSED_VAR when it enters the document.
 */
const switchAt = `calc(${HOME_LOADING_MS}ms - var(${PAGE_ELAPSED_VAR}, 0ms))`;
const timedSpinnerStyle = css`
  animation: ${hide} 0s ${switchAt} forwards;
`;
const timedContentStyle = css`
  visibility: hidden;
  animation: ${show} 0s ${switchAt} forwards;
`;

// The stage's switch renders the stage again, not the page under it (on a cheap phone, all of it
// was one blocking task as the spinner gave way).
const Content = memo(HomeContent);

/** Home: a spinner for HOME_LOADING_MS (docs/requirements.md#constants), then the page. */
export function HomePage() {
  const ready = useElapsed(HOME_LOADING_MS);
  const spinner = (
    <div css={spinnerStyle}>
      <Spinner label={HOME_LOADING_LABEL} size="lg" showLabel />
    </div>
  );
  return (
    <div css={stageStyle} {...{ [CONTENT_AT_ATTR]: HOME_LOADING_MS }}>
      {!ready && <div css={timedSpinnerStyle}>{spinner}</div>}
      <div css={!ready && timedContentStyle}>
        <Content />
      </div>
    </div>
  );
}
