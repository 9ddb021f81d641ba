import type { Department, ExamResultRow } from '@school/shared/content';
import assessment from '../../content/assessment.yaml';
import content from '../../content/academics.yaml';
import departments from '../../content/departments.yaml';
import examResults from '../../content/exam-results.yaml';
import programs from '../../content/programs.yaml';
import type { AcademicProgram, AcademicsPage, AssessmentMethod, SchoolStats } from './schemas';
import { SCHOOL_STATS, formatPercent, formatRatio } from './school-stats';

export const ACADEMICS_HEADER = {
  title: 'Academics',
  lead: (content as AcademicsPage).lead,
} as const;

/** Results as the table lists them: newest first. */
export const newestFirst = (rows: readonly ExamResultRow[]): ExamResultRow[] =>
  [...rows].sort((a, b) => b.year - a.year);

/** BECE results (docs/requirements.md#constants), newest first (content/exam-results.yaml). */
export const EXAM_RESULTS: readonly ExamResultRow[] = newestFirst(examResults as ExamResultRow[]);

export interface OverviewStat {
  value: string;
  label: string;
}

export const OVERVIEW_TITLE = 'Academic Overview';

/**
 * The overview's figures, from the school's numbers and the BECE results (the editor's preview:
 * from its entry); the pass rate is the one every recent year has reached.
 */
export function overviewStatsOf(
  { teacherStudentRatio, teachers }: SchoolStats,
  results: readonly ExamResultRow[],
): OverviewStat[] {
  return [
    { value: formatRatio(teacherStudentRatio), label: 'Teacher-student ratio' },
    { value: formatPercent(Math.min(...results.map((row) => row.passRate))), label: 'BECE pass rate' },
    { value: String(teachers), label: 'Teachers' },
  ];
}

export const OVERVIEW_STATS: readonly OverviewStat[] = overviewStatsOf(SCHOOL_STATS, EXAM_RESULTS);

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
export const resultsCaptionOf = (rows: readonly ExamResultRow[]) =>
  `BECE results, ${listOf(rows.map((row) => String(row.year)))}`;
export const RESULTS_COLUMNS = {
  year: 'Year',
  passRate: 'Pass rate',
  distinctionRate: 'Distinction',
  creditRate: 'Credit',
} as const;

export const ASSESSMENT_TITLE = 'How We Assess Learning';

export const ASSESSMENT_METHODS: readonly AssessmentMethod[] = assessment as AssessmentMethod[];
