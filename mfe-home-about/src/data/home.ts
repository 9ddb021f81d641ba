import { SCHOOL } from '@school/shared/content';
import content from '../../content/home.yaml';
import features from '../../content/features.yaml';
import { paragraphsOf } from './paragraphs';
import type { Feature, HomePage } from './schemas';
import { GRADUATE_SUCCESS_RATE, STUDENT_COUNT, TEACHER_COUNT, YEARS_OF_SERVICE, formatPercent } from './school-stats';

export { HOME_LOADING_LABEL, HOME_LOADING_MS } from './home-loading';
/** How often the stat highlight moves to the next card (docs/requirements.md#constants: every 3 s). */
export const STAT_ROTATION_MS = 3000;

/** The home page's words (content/home.yaml); its headings and buttons are here. */
const HOME = content as HomePage;

export const HERO = {
  title: `Welcome to ${SCHOOL.shortName}`,
  lead: HOME.lead,
  applyLabel: 'Apply Now',
  learnMoreLabel: 'Learn More',
  /** Read only by screen readers and crawlers: "Learn More" alone says nothing out of context. */
  learnMoreHint: ' about our school',
  imageAlt: `Illustration of the ${SCHOOL.shortName} building with pupils arriving in the morning`,
} as const;

export interface Stat {
  value: string;
  label: string;
}

export const STATS_TITLE = 'Our School in Numbers';

export const HOME_STATS: readonly Stat[] = [
  { value: `${STUDENT_COUNT}+`, label: 'Students' },
  { value: `${TEACHER_COUNT}+`, label: 'Qualified Teachers' },
  { value: `${YEARS_OF_SERVICE}+`, label: 'Years of Excellence' },
  { value: formatPercent(GRADUATE_SUCCESS_RATE), label: 'Graduate Success' },
];

export const PROPRIETOR_MESSAGE = {
  title: 'A Message from Our Proprietor',
  paragraphs: paragraphsOf(HOME.proprietorMessage),
} as const;

export const FEATURES_TITLE = 'Why Choose Us';

/** The six feature cards (content/features.yaml). */
export const FEATURES: readonly Feature[] = features as Feature[];

export const CALL_TO_ACTION = {
  title: 'Ready to Join Our School Family?',
  text: HOME.callToAction,
  applyLabel: 'Apply for Admission',
  contactLabel: 'Contact Us',
} as const;
