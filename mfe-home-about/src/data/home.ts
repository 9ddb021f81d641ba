import { SCHOOL } from '@school/shared/content';
import content from '../../content/home.yaml';
import features from '../../content/features.yaml';
import { paragraphsOf } from './paragraphs';
import type { Feature, HomePage, SchoolStats } from './schemas';
import { SCHOOL_STATS, formatPercent } from './school-stats';

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

/** The four headline numbers of Home, from the school's numbers (the editor's preview: from its entry). */
export function homeStatsOf({ students, teachers, yearsOfService, graduateSuccessRate }: SchoolStats): Stat[] {
  return [
    { value: `${students}+`, label: 'Students' },
    { value: `${teachers}+`, label: 'Qualified Teachers' },
    { value: `${yearsOfService}+`, label: 'Years of Excellence' },
    { value: formatPercent(graduateSuccessRate), label: 'Graduate Success' },
  ];
}

export const HOME_STATS: readonly Stat[] = homeStatsOf(SCHOOL_STATS);

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
