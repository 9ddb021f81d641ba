import { SCHOOL } from '@school/shared/content';
import { GRADUATE_SUCCESS_RATE, STUDENT_COUNT, TEACHER_COUNT, YEARS_OF_SERVICE, formatPercent } from './school-stats';

export { HOME_LOADING_LABEL, HOME_LOADING_MS } from './home-loading';
/** How often the stat highlight moves to the next card (docs/requirements.md#constants: every 3 s). */
export const STAT_ROTATION_MS = 3000;

export const HERO = {
  title: `Welcome to ${SCHOOL.shortName}`,
  lead: 'Nursery, primary and junior secondary education in Ilorin, from creche to JSS 3, where sound learning grows with faith and good character.',
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
  paragraphs: [
    'Assalamu alaikum, and welcome. When we opened our doors, we made parents a simple promise: to teach every child as if they were our own, with patience, high expectations and love.',
    'Our pupils learn to read early, think clearly and work hard, and they grow in faith, honesty and respect for others. Small classes let our teachers know each child by name and by need.',
    'We invite you to visit us, meet our teachers and see our pupils at work. We look forward to partnering with you in your child’s education.',
  ],
} as const;

export interface Feature {
  id: string;
  title: string;
  description: string;
}

export const FEATURES_TITLE = 'Why Choose Us';

export const FEATURES: readonly Feature[] = [
  {
    id: 'academic-excellence',
    title: 'Academic Excellence',
    description:
      'A rich Nigerian curriculum taught in small classes, with regular assessment and a record of full BECE passes.',
  },
  {
    id: 'qualified-teachers',
    title: 'Qualified Teachers',
    description:
      'Trained, certified teachers who keep learning themselves, and who know every pupil by name and by need.',
  },
  {
    id: 'modern-facilities',
    title: 'Modern Facilities',
    description:
      'Bright classrooms, a science laboratory, a computer room, a library and safe play areas, powered through the day.',
  },
  {
    id: 'character-development',
    title: 'Character Development',
    description:
      'Islamic and moral teaching, daily assembly and clear rules that build honesty, discipline, courtesy and care for others.',
  },
  {
    id: 'extracurricular-activities',
    title: 'Extracurricular Activities',
    description:
      "Sports, Qur'an recitation, debate, science and ICT clubs, and cultural days that let every talent shine.",
  },
  {
    id: 'career-guidance',
    title: 'Career Guidance',
    description:
      'Guidance from JSS 1 on subject choices, senior school and future careers, with visits from professionals.',
  },
];

export const CALL_TO_ACTION = {
  title: 'Ready to Join Our School Family?',
  text: 'Admission is open for the 2025/2026 session, from creche to JSS 1. Apply online or talk to us about a visit.',
  applyLabel: 'Apply for Admission',
  contactLabel: 'Contact Us',
} as const;
