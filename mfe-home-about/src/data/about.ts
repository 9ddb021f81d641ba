import { SCHOOL, type Achievement } from '@school/shared/content';
import content from '../../content/about.yaml';
import achievements from '../../content/achievements.yaml';
import facilities from '../../content/facilities.yaml';
import philosophy from '../../content/philosophy.yaml';
import { paragraphsOf } from './paragraphs';
import { fill, type STORY_PLACEHOLDERS } from './placeholders';
import type { AboutPage, Facility, PhilosophyPoint } from './schemas';
import { STUDENT_COUNT } from './school-stats';

/** The about page's words (content/about.yaml); its headings are here. */
const ABOUT = content as AboutPage;

export const ABOUT_HEADER = {
  title: 'About Us',
  lead: ABOUT.lead,
} as const;

/** What the story names as {school} and {students}. */
const STORY_VALUES: Record<(typeof STORY_PLACEHOLDERS)[number], string | number> = {
  school: SCHOOL.shortName,
  students: STUDENT_COUNT,
};

/** The story's paragraphs, its {school} and {students} filled in (the editor's preview: its entry's story). */
export const storyParagraphsOf = (story: string): string[] => paragraphsOf(fill(story, STORY_VALUES));

export const STORY = {
  title: 'Our Story',
  paragraphs: storyParagraphsOf(ABOUT.story),
  imageAlt: `Illustration of the ${SCHOOL.shortName} building and its front garden`,
} as const;

export const MISSION_TITLE = 'Mission, Vision and Motto';

/** The mission and the vision (content/about.yaml, or the editor's entry), and the school's motto. */
export const missionVisionOf = ({ mission, vision }: Pick<AboutPage, 'mission' | 'vision'>) =>
  [
    { title: 'Our Mission', text: mission },
    { title: 'Our Vision', text: vision },
    { title: 'Our Motto', text: SCHOOL.motto },
  ] as const;

export const MISSION_VISION = missionVisionOf(ABOUT);

export const PHILOSOPHY = {
  title: 'Our Philosophy',
  points: philosophy as PhilosophyPoint[],
} as const;

export const ACHIEVEMENTS_TITLE = 'Our Achievements';

/** Achievements as the timeline lists them: oldest first. */
export const oldestFirst = (items: readonly Achievement[]): Achievement[] => [...items].sort((a, b) => a.year - b.year);

/** The timeline, oldest first (content/achievements.yaml). */
export const ACHIEVEMENTS: readonly Achievement[] = oldestFirst(achievements as Achievement[]);

export const FACILITIES_TITLE = 'Our Facilities';

export const FACILITIES: readonly Facility[] = facilities as Facility[];
