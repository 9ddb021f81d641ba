import { PageHeader } from '@school/shared/ui';
import { ABOUT_HEADER } from '../data/about';
import { AchievementsTimeline } from './achievements-timeline';
import { FacilitiesSection } from './facilities-section';
import { LeadershipSection } from './leadership-section';
import { MissionSection } from './mission-section';
import { PhilosophySection } from './philosophy-section';
import { RecitationsSection } from './recitations-section';
import { RulesSection } from './rules-section';
import { StorySection } from './story-section';

export function AboutPage() {
  return (
    <>
      <PageHeader title={ABOUT_HEADER.title} lead={ABOUT_HEADER.lead} />
      <StorySection />
      <MissionSection />
      <PhilosophySection />
      <RecitationsSection />
      <RulesSection />
      <LeadershipSection />
      <AchievementsTimeline />
      <FacilitiesSection />
    </>
  );
}
