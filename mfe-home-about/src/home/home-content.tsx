import { CallToAction } from './call-to-action';
import { FeatureAccordion } from './feature-accordion';
import { Hero } from './hero';
import { ProprietorMessage } from './proprietor-message';
import { StatCards } from './stat-cards';

/** The home page after its spinner: a chunk of its own, so /about and /academics never download it. */
export function HomeContent() {
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
