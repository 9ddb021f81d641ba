import { css, type Theme } from '@emotion/react';
import { Spinner } from '@school/shared/ui';
import { useElapsed } from '../common/use-elapsed';
import { HOME_LOADING_LABEL, HOME_LOADING_MS } from '../data/home';
import { CallToAction } from './call-to-action';
import { FeatureAccordion } from './feature-accordion';
import { Hero } from './hero';
import { ProprietorMessage } from './proprietor-message';
import { StatCards } from './stat-cards';

const loadingStyle = (theme: Theme) => css`
  display: grid;
  place-items: center;
  min-block-size: 60vh;
  color: ${theme.color.primary};
`;

/** Home: a spinner for HOME_LOADING_MS (spec §9), then the page. */
export function HomePage() {
  const ready = useElapsed(HOME_LOADING_MS);
  if (!ready) {
    return (
      <div css={loadingStyle}>
        <Spinner label={HOME_LOADING_LABEL} size="lg" showLabel />
      </div>
    );
  }
  return (
    <>
      <Hero />
      <ProprietorMessage />
      <StatCards />
      <FeatureAccordion />
      <CallToAction />
    </>
  );
}
