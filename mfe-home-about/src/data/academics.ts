import type { Department, ExamResultRow } from '@school/shared/content';
import assessment from '../../content/assessment.yaml';
import content from '../../content/academics.yaml';
import departments from '../../content/departments.yaml';
import examResults from '../../content/exam-results.yaml';
import programs from '../../content/programs.yaml';
import type { AcademicProgram, AcademicsPage, AssessmentMethod } from './schemas';
import { TEACHER_COUNT, TEACHER_STUDENT_RATIO, formatPercent, formatRatio } from './school-stats';

export const ACADEMICS_HEADER = {
  title: 'Academics',
  lead: (content as AcademicsPage).lead,
} as const;

/** BECE results (docs/requirements.md#constants), newest first (content/exam-results.yaml). */
export const EXAM_RESULTS: readonly ExamResultRow[] = [...(examResults as ExamResultRow[])].sort(
  (a, b) => b.year - a.year,
);

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

export const DEPARTMENTS: readonly Department[] = departments as Department[];

export const PROGRAMS_TITLE = 'Special Programs';

/** The special programmes, each with the name of its picture (content/programs.yaml). */
export const PROGRAMS: readonly AcademicProgram[] = programs as AcademicProgram[];

/** "2024", "2024 and 2023", "2025, 2024 and 2023". */
export function listOf(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const RESULTS_TITLE = 'Examination Results';
/** "BECE results, 2024 and 2023": the years of the table. */
export const RESULTS_CAPTION = `BECE results, ${listOf(EXAM_RESULTS.map((row) => String(row.year)))}`;
export const RESULTS_COLUMNS = {
  year: 'Year',
  passRate: 'Pass rate',
  distinctionRate: 'Distinction',
  creditRate: 'Credit',
} as const;

export const ASSESSMENT_TITLE = 'How We Assess Learning';

export const ASSESSMENT_METHODS: readonly AssessmentMethod[] = assessment as AssessmentMethod[];
