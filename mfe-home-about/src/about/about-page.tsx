import { PageHeader } from '@school/shared/ui';
import { ABOUT_HEADER, ACHIEVEMENTS, FACILITIES, MISSION_VISION, PHILOSOPHY, STORY } from '../data/about';
import { LEADERSHIP_TEAM } from '../data/leadership';
import { RECITATIONS } from '../data/recitations';
import { RULES } from '../data/rules';
import { AchievementsTimeline } from './achievements-timeline';
import { FacilitiesSection } from './facilities-section';
import { LeadershipSection } from './leadership-section';
import { MissionSection } from './mission-section';
import { PhilosophySection } from './philosophy-section';
import { RecitationsSection } from './recitations-section';
import { RulesDownload } from './rules-download';
import { RulesSection } from './rules-section';
import { StorySection } from './story-section';

export function AboutPage() {
  return (
    <>
      <PageHeader title={ABOUT_HEADER.title} lead={ABOUT_HEADER.lead} />
      <StorySection paragraphs={STORY.paragraphs} />
      <MissionSection items={MISSION_VISION} />
      <PhilosophySection points={PHILOSOPHY.points} />
      <RecitationsSection recitations={RECITATIONS} />
      <RulesSection rules={RULES}>
        <RulesDownload />
      </RulesSection>
      <LeadershipSection team={LEADERSHIP_TEAM} />
      <AchievementsTimeline achievements={ACHIEVEMENTS} />
      <FacilitiesSection facilities={FACILITIES} />
    </>
  );
}
