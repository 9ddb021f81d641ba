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

export const STORY = {
  title: 'Our Story',
  paragraphs: paragraphsOf(fill(ABOUT.story, STORY_VALUES)),
  imageAlt: `Illustration of the ${SCHOOL.shortName} building and its front garden`,
} as const;

export const MISSION_TITLE = 'Mission, Vision and Motto';

export const MISSION_VISION = [
  { title: 'Our Mission', text: ABOUT.mission },
  { title: 'Our Vision', text: ABOUT.vision },
  { title: 'Our Motto', text: SCHOOL.motto },
] as const;

export const PHILOSOPHY = {
  title: 'Our Philosophy',
  points: philosophy as PhilosophyPoint[],
} as const;

export const ACHIEVEMENTS_TITLE = 'Our Achievements';

/** The timeline, oldest first (content/achievements.yaml). */
export const ACHIEVEMENTS: readonly Achievement[] = [...(achievements as Achievement[])].sort(
  (a, b) => a.year - b.year,
);

export const FACILITIES_TITLE = 'Our Facilities';

export const FACILITIES: readonly Facility[] = facilities as Facility[];
