import type { Department, ExamResultRow, Program } from '@school/shared/content';
import type { ProgramIconName } from '../academics/program-icons';
import { TEACHER_COUNT, TEACHER_STUDENT_RATIO, formatPercent, formatRatio } from './school-stats';

export const ACADEMICS_HEADER = {
  title: 'Academics',
  lead: 'A broad, balanced curriculum from creche to JSS 3, taught in small classes and checked by regular assessment.',
} as const;

/** BECE results (docs/requirements.md#constants), newest first. */
export const EXAM_RESULTS: readonly ExamResultRow[] = [
  { year: 2024, passRate: 100, distinctionRate: 85, creditRate: 95 },
  { year: 2023, passRate: 100, distinctionRate: 88, creditRate: 97 },
];

/** The BECE pass rate every recent year has reached. */
export const BECE_PASS_RATE = Math.min(...EXAM_RESULTS.map((row) => row.passRate));

export interface OverviewStat {
  value: string;
  label: string;
}

export const OVERVIEW_TITLE = 'Academic Overview';

export const OVERVIEW_STATS: readonly OverviewStat[] = [
  { value: formatRatio(TEACHER_STUDENT_RATIO), label: 'Teacher-student ratio' },
  { value: formatPercent(BECE_PASS_RATE), label: 'BECE pass rate' },
  { value: String(TEACHER_COUNT), label: 'Teachers' },
];

export const DEPARTMENTS_TITLE = 'Our Departments';
export const SUBJECTS_HEADING = 'Subjects';

export const DEPARTMENTS: readonly Department[] = [
  {
    name: 'Early Years (Creche and Nursery)',
    ageGroup: 'Ages 2-5',
    description:
      'Learning through play, songs and stories in a warm, safe setting, with a strong start in phonics, numbers and good habits.',
    subjects: [
      'Literacy and Phonics',
      'Numeracy',
      'Basic Science',
      "Qur'an and Islamic Studies",
      'Creative Arts',
      'Rhymes and Songs',
      'Physical Play',
    ],
  },
  {
    name: 'Primary School (Primary 1-5)',
    ageGroup: 'Ages 5-11',
    description:
      'The national primary curriculum taught in small classes, with reading, mathematics and character at its heart.',
    subjects: [
      'English Language',
      'Mathematics',
      'Basic Science and Technology',
      'Social Studies',
      'Civic Education',
      'Islamic Studies',
      'Arabic',
      'Yoruba',
      'Computer Studies',
      'Cultural and Creative Arts',
      'Physical and Health Education',
    ],
  },
  {
    name: 'Junior Secondary School (JSS 1-3)',
    ageGroup: 'Ages 11-14',
    description:
      'The Universal Basic Education curriculum leading to the Basic Education Certificate Examination (BECE), with guidance for senior school.',
    subjects: [
      'English Language',
      'Mathematics',
      'Basic Science',
      'Basic Technology',
      'Social Studies',
      'Civic Education',
      'Business Studies',
      'Agricultural Science',
      'Computer Studies',
      'Islamic Studies',
      'Arabic',
      'Yoruba',
      'French',
      'Cultural and Creative Arts',
      'Physical and Health Education',
    ],
  },
];

export const PROGRAMS_TITLE = 'Special Programs';

/** A special programme with the name of its picture (academics/program-icons.tsx). */
export interface AcademicProgram extends Program {
  icon: ProgramIconName;
}

export const PROGRAMS: readonly AcademicProgram[] = [
  {
    title: "Qur'an Memorisation (Tahfiz)",
    description:
      "Daily Qur'an recitation with tajweed, and memorisation at each pupil's pace under qualified teachers.",
    icon: 'book',
  },
  {
    title: 'Arabic Language',
    description: 'Reading, writing and speaking Arabic from nursery, so pupils understand what they recite.',
    icon: 'pen',
  },
  {
    title: 'ICT and Coding',
    description: 'Typing, safe internet use and first steps in coding with Scratch, in our computer room.',
    icon: 'computer',
  },
  {
    title: 'Science Club',
    description: 'Hands-on experiments, science fairs and quiz competitions that make science come alive.',
    icon: 'flask',
  },
  {
    title: 'Debate and Literary Society',
    description: 'Debates, spelling bees, drama and public speaking that build confidence and clear English.',
    icon: 'microphone',
  },
  {
    title: 'Sports and Games',
    description: 'Football, athletics and an annual inter-house sports day that teach teamwork and fair play.',
    icon: 'ball',
  },
];

export const RESULTS_TITLE = 'Examination Results';
export const RESULTS_CAPTION = 'BECE results, 2024 and 2023';
export const RESULTS_COLUMNS = {
  year: 'Year',
  passRate: 'Pass rate',
  distinctionRate: 'Distinction',
  creditRate: 'Credit',
} as const;

export interface AssessmentMethod {
  title: string;
  description: string;
}

export const ASSESSMENT_TITLE = 'How We Assess Learning';

export const ASSESSMENT_METHODS: readonly AssessmentMethod[] = [
  {
    title: 'Continuous Assessment',
    description: 'Class work, homework and short tests through the term make up 40% of each subject grade.',
  },
  {
    title: 'Termly Examinations',
    description: 'Written and oral examinations at the end of each term, moderated by heads of department.',
  },
  {
    title: 'Projects and Practicals',
    description: 'Science practicals, projects and presentations show what pupils can do, not only what they recall.',
  },
  {
    title: 'Character and Progress Reports',
    description:
      "A termly report on conduct, Qur'an recitation and personal growth, discussed with parents at open day.",
  },
];
