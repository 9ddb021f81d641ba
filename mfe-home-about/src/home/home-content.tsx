import { CALL_TO_ACTION, FEATURES, HERO, HOME_STATS, PROPRIETOR_MESSAGE } from '../data/home';
import { PROPRIETOR } from '../data/leadership';
import { CallToAction } from './call-to-action';
import { FeatureAccordion } from './feature-accordion';
import { Hero } from './hero';
import { ProprietorMessage } from './proprietor-message';
import { StatCards } from './stat-cards';

/** The home page after its spinner: a chunk of its own, so /about and /academics never download it. */
export function HomeContent() {
  return (
    <>
      <Hero lead={HERO.lead} />
      <ProprietorMessage paragraphs={PROPRIETOR_MESSAGE.paragraphs} proprietor={PROPRIETOR} />
      <StatCards stats={HOME_STATS} />
      <FeatureAccordion features={FEATURES} />
      <CallToAction text={CALL_TO_ACTION.text} />
    </>
  );
}
