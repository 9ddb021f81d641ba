/**
 * What a parent sees of the About page's content, drawn by the about remote's own sections from
 * the entry being edited: the page's lead, story and mission (its header, StorySection,
 * MissionSection), the philosophy, the anthem, pledge and prayer, the rules and penalties (the
 * PDF of them is made by the remote's build, so it is not here), the leadership team (and its
 * first, who signs the proprietor's message on Home), the achievements and the facilities.
 */
import type { Achievement, TeamMember } from '@school/shared/content';
import { PageHeader } from '@school/shared/ui';
import { AchievementsTimeline } from '../../../mfe-home-about/src/about/achievements-timeline';
import { FacilitiesSection } from '../../../mfe-home-about/src/about/facilities-section';
import { LeadershipSection } from '../../../mfe-home-about/src/about/leadership-section';
import { MissionSection } from '../../../mfe-home-about/src/about/mission-section';
import { PhilosophySection } from '../../../mfe-home-about/src/about/philosophy-section';
import { RecitationsSection } from '../../../mfe-home-about/src/about/recitations-section';
import { RulesSection } from '../../../mfe-home-about/src/about/rules-section';
import { StorySection } from '../../../mfe-home-about/src/about/story-section';
import { ABOUT_HEADER, missionVisionOf, oldestFirst, storyParagraphsOf } from '../../../mfe-home-about/src/data/about';
import { PROPRIETOR_MESSAGE } from '../../../mfe-home-about/src/data/home';
import { recitationOf } from '../../../mfe-home-about/src/data/recitations';
import type {
  AboutPage,
  Facility,
  Penalty,
  PhilosophyPoint,
  RecitationText,
  Rules,
} from '../../../mfe-home-about/src/data/schemas';
import { ProprietorMessage } from '../../../mfe-home-about/src/home/proprietor-message';
import { complete, completeItems, fileDataOf } from './entry-data';
import { previewOf } from './preview-frame';
import type { PreviewProps } from './types';

type Entry = Pick<PreviewProps, 'entry'>;

function CheckedAbout({ entry }: Entry) {
  const fields = ['lead', 'story', 'mission', 'vision'] as const;
  const about = complete(fileDataOf(entry) as Partial<AboutPage>, fields, 'the about page') as AboutPage;
  return (
    <>
      <PageHeader title={ABOUT_HEADER.title} lead={about.lead} />
      <StorySection paragraphs={storyParagraphsOf(about.story)} />
      <MissionSection items={missionVisionOf(about)} />
    </>
  );
}

export const AboutPreview = previewOf(CheckedAbout);

function CheckedPhilosophy({ entry }: Entry) {
  return <PhilosophySection points={completeItems<PhilosophyPoint>(entry, ['title'], 'philosophy point')} />;
}

export const PhilosophyPreview = previewOf(CheckedPhilosophy);

function CheckedRecitations({ entry }: Entry) {
  const fields = ['id', 'title', 'english', 'arabicTitle', 'arabic'] as const;
  const recitations = completeItems<RecitationText>(entry, fields, 'recitation').map(recitationOf);
  return <RecitationsSection recitations={recitations} />;
}

export const RecitationsPreview = previewOf(CheckedRecitations);

function CheckedRules({ entry }: Entry) {
  const data = fileDataOf(entry) as Partial<Rules>;
  const { intro, rules, penalties = [] } = complete(data, ['intro', 'rules'], 'the rules') as Rules;
  penalties.forEach((penalty: Penalty, index) => complete(penalty, ['offence', 'penalty'], `penalty ${index + 1}`));
  return <RulesSection rules={{ intro, rules, penalties }} />;
}

export const RulesPreview = previewOf(CheckedRules);

function CheckedLeadership({ entry }: Entry) {
  const team = completeItems<TeamMember>(entry, ['name', 'position'], 'team member');
  const [proprietor] = team;
  if (!proprietor) throw new Error('the team has no one yet');
  return (
    <>
      <LeadershipSection team={team} />
      <ProprietorMessage paragraphs={PROPRIETOR_MESSAGE.paragraphs} proprietor={proprietor} />
    </>
  );
}

export const LeadershipPreview = previewOf(CheckedLeadership);

function CheckedAchievements({ entry }: Entry) {
  const achievements = completeItems<Achievement>(entry, ['year', 'title'], 'achievement');
  return <AchievementsTimeline achievements={oldestFirst(achievements)} />;
}

export const AchievementsPreview = previewOf(CheckedAchievements);

function CheckedFacilities({ entry }: Entry) {
  return <FacilitiesSection facilities={completeItems<Facility>(entry, ['title'], 'facility')} />;
}

export const FacilitiesPreview = previewOf(CheckedFacilities);
